import { MAX_COUNTED_TOTAL, type SortOrder } from '@freshwatch/contracts';
import type { DataSource } from 'typeorm';
import { encodeCursor, type PageQuery } from './page-query';

/** A sort key: a non-null SQL expression over the table (an index on `(workspace_id, <sql>, id)` serves it) and its type. */
export interface SortKey {
  sql: string;
  type: 'text' | 'real' | 'timestamptz' | 'integer';
}

export interface KeysetPageSpec<Sort extends string> {
  table: string;
  /** The select list of a row (besides the sort key). */
  select: string;
  /** Filter conditions over `$1..$n` of `params`, joined with AND. The workspace's condition is always among them. */
  where: string[];
  params: unknown[];
  sortKeys: Record<Sort, SortKey>;
  page: PageQuery<Sort>;
  /**
   * The exact total from counts kept elsewhere (a read model of counts), when the filters allow one; null or
   * left out: the rows are counted, up to MAX_COUNTED_TOTAL.
   */
  keptTotal?: (() => Promise<number>) | null;
}

export interface KeysetPage<Row> {
  rows: Row[];
  total: number;
  /** True when counting stopped at `total` (contracts' Page.totalCapped). */
  totalCapped: boolean;
  nextCursor: string | null;
}

/**
 * One page of a list in keyset order: `ORDER BY key, id` in the one direction, the next page starting after the
 * last (key, id) seen. Ties are broken by id, so every row is on exactly one page whatever the sort, and a row
 * added or removed meanwhile shifts no other row to another page (which offset paging would). The total comes
 * from kept counts when the spec has them, or counts the rows the filters keep up to MAX_COUNTED_TOTAL (a broad
 * search would otherwise read all its matches for a number nobody reads exactly), in a second query run beside it.
 */
export async function keysetPage<Sort extends string, Row>(dataSource: DataSource, spec: KeysetPageSpec<Sort>): Promise<KeysetPage<Row>> {
  const { page } = spec;
  const key = spec.sortKeys[page.sort];
  const params = [...spec.params];
  const where = [...spec.where];
  const direction = page.order === 'asc' ? 'ASC' : 'DESC';
  if (page.after !== null) {
    params.push(page.after.value, page.after.id);
    where.push(`(${key.sql}, id) ${comparison(page.order)} ($${params.length - 1}::${key.type}, $${params.length}::uuid)`);
  }
  params.push(page.limit + 1, page.offset);
  const pageSql = `SELECT ${spec.select}, (${key.sql})::text AS "sortValue"
      FROM ${spec.table}
     WHERE ${where.join(' AND ')}
     ORDER BY ${key.sql} ${direction}, id ${direction}
     LIMIT $${params.length - 1} OFFSET $${params.length}`;
  const kept = spec.keptTotal?.() ?? null;
  const [rows, { total, totalCapped }] = await Promise.all([
    dataSource.query(pageSql, params),
    kept ? kept.then((total) => ({ total, totalCapped: false })) : cappedCount(dataSource, spec),
  ]);
  // One row more than the limit says whether there is a next page without another query.
  const more = rows.length > page.limit;
  if (more) rows.pop();
  const last = rows.at(-1);
  return {
    rows: rows as Row[],
    total,
    totalCapped,
    nextCursor: more && last ? encodeCursor(page.sort, page.order, last.sortValue, last.id) : null,
  };
}

async function cappedCount(dataSource: DataSource, spec: Pick<KeysetPageSpec<string>, 'table' | 'where' | 'params'>): Promise<{ total: number; totalCapped: boolean }> {
  const [{ total }] = await dataSource.query(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${spec.table} WHERE ${spec.where.join(' AND ')} LIMIT ${MAX_COUNTED_TOTAL + 1}) AS counted`,
    spec.params,
  );
  return total > MAX_COUNTED_TOTAL ? { total: MAX_COUNTED_TOTAL, totalCapped: true } : { total, totalCapped: false };
}

function comparison(order: SortOrder): string {
  return order === 'asc' ? '>' : '<';
}
