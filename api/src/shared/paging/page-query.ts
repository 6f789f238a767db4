import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, MAX_SEARCH_LENGTH, SORT_ORDERS, type SortOrder } from '@freshwatch/contracts';
import { BadRequestException } from '@nestjs/common';

/**
 * The paging parameters of a list route (contracts' `paging.ts` describes them), read from the query string.
 * Every malformed value is a 400 whose message names the parameter: a client that sent `limit=abc` must not get
 * a page of 50 and believe it asked for that.
 */
export interface PageQuery<Sort extends string> {
  limit: number;
  /** Keyset position after which the page starts (from the previous page's nextCursor). */
  after: { value: string; id: string } | null;
  /** Rows to skip (`page`); 0 with a cursor. */
  offset: number;
  q: string | null;
  sort: Sort;
  order: SortOrder;
}

const PAGING_PARAMETERS = ['limit', 'cursor', 'page', 'q', 'sort', 'order'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE_NUMBER = /^\d{1,9}$/;

export function badRequest(message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message, errors: [message] });
}

/** True when the request asks for a page (any paging parameter or filter given): otherwise the whole list answers. */
export function asksForPage(query: Record<string, unknown>, filters: readonly string[]): boolean {
  return [...PAGING_PARAMETERS, ...filters].some((name) => query[name] !== undefined);
}

/** A parameter given at most once, as text (`?a=1&a=2` is a 400, not whichever the parser kept). */
export function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
  return value;
}

/** A filter of one value or several, comma-separated, each one of `allowed`; null when absent. */
export function enumList<T extends string>(query: Record<string, unknown>, name: string, allowed: readonly T[]): T[] | null {
  const text = single(query, name);
  if (text === undefined) return null;
  const values = text.split(',').map((value) => value.trim());
  const bad = values.find((value) => !allowed.includes(value as T));
  if (bad !== undefined) throw badRequest(`${name} must be one or more of: ${allowed.join(', ')} (comma-separated)`);
  return [...new Set(values)] as T[];
}

export function parsePageQuery<Sort extends string>(
  query: Record<string, unknown>,
  sorts: readonly Sort[],
  defaults: { sort: Sort; order: SortOrder },
): PageQuery<Sort> {
  const limitText = single(query, 'limit');
  let limit = DEFAULT_PAGE_LIMIT;
  if (limitText !== undefined) {
    limit = WHOLE_NUMBER.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= MAX_PAGE_LIMIT)) throw badRequest(`limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`);
  }

  const sortText = single(query, 'sort');
  if (sortText !== undefined && !sorts.includes(sortText as Sort)) throw badRequest(`sort must be one of: ${sorts.join(', ')}`);
  const sort = (sortText as Sort | undefined) ?? defaults.sort;
  const orderText = single(query, 'order');
  if (orderText !== undefined && !SORT_ORDERS.includes(orderText as SortOrder)) throw badRequest(`order must be one of: ${SORT_ORDERS.join(', ')}`);
  const order = (orderText as SortOrder | undefined) ?? (sortText === undefined ? defaults.order : 'asc');

  const pageText = single(query, 'page');
  const cursorText = single(query, 'cursor');
  if (pageText !== undefined && cursorText !== undefined)
    throw badRequest('page and cursor cannot be given together: cursor already says where the page starts');
  let offset = 0;
  if (pageText !== undefined) {
    const page = WHOLE_NUMBER.test(pageText) ? Number(pageText) : NaN;
    if (!(page >= 1)) throw badRequest('page must be a whole number from 1');
    offset = (page - 1) * limit;
  }
  const after = cursorText === undefined ? null : decodeCursor(cursorText, sort, order);

  const qText = single(query, 'q');
  const q = qText === undefined || qText.trim() === '' ? null : qText.trim();
  if (q !== null && q.length > MAX_SEARCH_LENGTH) throw badRequest(`q must be at most ${MAX_SEARCH_LENGTH} characters`);

  return { limit, after, offset, q, sort, order };
}

/**
 * The cursor names the sort it was made for, so that a cursor kept across a change of sort is refused instead of
 * silently starting a page at a position of another order. Its value is the sort key as Postgres wrote it
 * (text), so that timestamps keep their microseconds and reals their exact value.
 */
export function encodeCursor(sort: string, order: SortOrder, value: string, id: string): string {
  return Buffer.from(JSON.stringify([sort, order, value, id])).toString('base64url');
}

function decodeCursor(text: string, sort: string, order: SortOrder): { value: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || !parsed.every((part) => typeof part === 'string') || !UUID.test(parsed[3])) {
    throw badRequest("cursor must be a previous page's nextCursor");
  }
  if (parsed[0] !== sort || parsed[1] !== order)
    throw badRequest(`cursor was made for sort=${parsed[0]}&order=${parsed[1]}: send the same sort and order with it`);
  return { value: parsed[2], id: parsed[3].toLowerCase() };
}

/** `%`, `_` and `\` of a search are themselves, not LIKE wildcards. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
