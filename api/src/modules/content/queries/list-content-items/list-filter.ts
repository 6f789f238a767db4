import { MAX_LISTED_IDS } from '@freshwatch/contracts';
import { BadRequestException } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

export interface ListFilter {
  ids: string[] | null;
  updatedSince: Date | null;
}

/**
 * GET /api/content-items' optional filters: `ids` (comma-separated item ids, at most MAX_LISTED_IDS) and
 * `updatedSince` (an ISO 8601 date). A malformed value is a 400 naming the parameter, never an empty list that
 * a client would take for 'nothing changed'.
 */
export function parseListFilter(query: { ids?: unknown; updatedSince?: unknown }): ListFilter {
  let ids: string[] | null = null;
  if (query.ids !== undefined) {
    if (typeof query.ids !== 'string') throw new BadRequestException('ids must be given once, as comma-separated content item ids');
    ids = query.ids
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
    const bad = ids.find((id) => !UUID.test(id));
    if (bad !== undefined) throw new BadRequestException(`ids must be comma-separated content item ids: '${bad.slice(0, 80)}' is not one`);
    if (ids.length > MAX_LISTED_IDS) throw new BadRequestException(`ids must name at most ${MAX_LISTED_IDS} items (got ${ids.length})`);
    ids = [...new Set(ids.map((id) => id.toLowerCase()))];
  }
  let updatedSince: Date | null = null;
  if (query.updatedSince !== undefined) {
    const text = query.updatedSince;
    if (typeof text !== 'string' || !ISO_DATE.test(text) || Number.isNaN(Date.parse(text))) {
      throw new BadRequestException('updatedSince must be an ISO 8601 date, such as 2026-01-31T09:00:00Z');
    }
    updatedSince = new Date(text);
  }
  return { ids, updatedSince };
}
