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
  /** The select list of a row (besides the sort key), in the table's own column names. */
  select: string;
  /** Filter conditions over `$1..$n` of `params`, joined with AND. The workspace's condition is always among them. */
  where: string[];
  params: unknown[];
  sortKeys: Record<Sort, SortKey>;
  page: PageQuery<Sort>;
  /** The exact total, when counts kept elsewhere (a read model of counts) know it; left out: the rows are counted, up to MAX_COUNTED_TOTAL. */
  knownTotal?: number | null;
  /**
   * Find the filters' matches first and sort only them (see matchesFirstPage) rather than walk the sort's index:
   * for a search (its trigram index cannot give the sort's order) and for filters that keep few of the rows.
   */
  matchesFirst?: boolean;
}

export interface KeysetPage<Row> {
  rows: Row[];
  total: number;
  /** True when counting stopped at `total` (contracts' Page.totalCapped). */
  totalCapped: boolean;
  nextCursor: string | null;
}

interface Total {
  total: number;
  totalCapped: boolean;
}

/**
 * One page of a list in keyset order: `ORDER BY key, id` in the one direction, the next page starting after the
 * last (key, id) seen. Ties are broken by id, so every row is on exactly one page whatever the sort, and a row
 * added or removed meanwhile shifts no other row to another page (which offset paging would).
 *
 * The total comes from kept counts when the spec has them; otherwise the rows the filters keep are counted up to
 * MAX_COUNTED_TOTAL (a broad search would read all its matches for a number nobody reads exactly).
 */
export async function keysetPage<Sort extends string, Row>(dataSource: DataSource, spec: KeysetPageSpec<Sort>): Promise<KeysetPage<Row>> {
  const knownTotal = spec.knownTotal ?? null;
  if (spec.matchesFirst) {
    const found = await matchesFirstPage(dataSource, spec, knownTotal === null ? MAX_COUNTED_TOTAL + 1 : null);
    if (found !== null) return pageOf(spec, found.rows, { total: found.total, totalCapped: false });
    // More matches than are counted: the walk finds the page, and the total is known to be capped.
    return pageOf(spec, await dataSource.query(...walkSql(spec)), { total: MAX_COUNTED_TOTAL, totalCapped: true });
  }
  const [rows, total] = await Promise.all([
    dataSource.query(...walkSql(spec)),
    knownTotal !== null ? { total: knownTotal, totalCapped: false } : cappedCount(dataSource, spec),
  ]);
  return pageOf(spec, rows, total);
}

/**
 * The page by walking the sort's index from the cursor and keeping the rows the filters keep: 51 rows read for a
 * page of 50 when most rows match, as many as it takes to find 51 matches otherwise.
 */
function walkSql<Sort extends string>(spec: KeysetPageSpec<Sort>): [string, unknown[]] {
  const { key, direction, where, params } = pageBounds(spec);
  params.push(spec.page.limit + 1, spec.page.offset);
  return [
    `SELECT ${spec.select}, (${key.sql})::text AS "sortValue"
       FROM ${spec.table}
      WHERE ${where.join(' AND ')}
      ORDER BY ${key.sql} ${direction}, id ${direction}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  ];
}

/**
 * The page among the filters' matches: the matches first (through the search's or the filter's index), with their
 * sort keys, then the page sorted among those alone, the documents read for its rows only. Walking the sort's
 * index instead reads every row that sorts before the matches (a search for 'winter jacket' sorted by title read
 * 92,500 rows of 100,000 before the first Winter), and counting the matches apart read them twice. One statement
 * gives the page and the exact total. With a `cap` and more matches than it: null, and the caller walks the index,
 * which for so broad a search finds its page quickly, with a capped total.
 */
async function matchesFirstPage<Sort extends string>(
  dataSource: DataSource,
  spec: KeysetPageSpec<Sort>,
  cap: number | null,
): Promise<{ rows: Record<string, unknown>[]; total: number } | null> {
  const key = spec.sortKeys[spec.page.sort];
  const params = [...spec.params];
  const direction = spec.page.order === 'asc' ? 'ASC' : 'DESC';
  let after = 'true';
  if (spec.page.after !== null) {
    params.push(spec.page.after.value, spec.page.after.id);
    after = `(match_key, match_id) ${comparison(spec.page.order)} ($${params.length - 1}::${key.type}, $${params.length}::uuid)`;
  }
  params.push(spec.page.limit + 1, spec.page.offset);
  const rows: ({ matches: number; match_key: unknown } & Record<string, unknown>)[] = await dataSource.query(
    `WITH matches AS MATERIALIZED (
       SELECT id AS match_id, ${key.sql} AS match_key FROM ${spec.table} WHERE ${spec.where.join(' AND ')} ${cap === null ? '' : `LIMIT ${cap}`}
     )
     SELECT counted.matches, found.*
       FROM (SELECT count(*)::int AS matches FROM matches) AS counted
       LEFT JOIN LATERAL (
         SELECT ${spec.select}, match_key::text AS "sortValue", match_key
           FROM (SELECT match_id, match_key FROM matches WHERE ${after}
                  ORDER BY match_key ${direction}, match_id ${direction}
                  LIMIT $${params.length - 1} OFFSET $${params.length}) AS paged
           JOIN ${spec.table} ON id = paged.match_id
       ) AS found ON true
      ORDER BY found.match_key ${direction}, found.id ${direction}`,
    params,
  );
  const total = rows[0]?.matches ?? 0;
  if (cap !== null && total >= cap) return null;
  return { rows: rows.filter((row) => row.sortValue !== null).map(({ matches, match_key, ...row }) => row), total };
}

function pageBounds<Sort extends string>(spec: KeysetPageSpec<Sort>) {
  const key = spec.sortKeys[spec.page.sort];
  const params = [...spec.params];
  const where = [...spec.where];
  if (spec.page.after !== null) {
    params.push(spec.page.after.value, spec.page.after.id);
    where.push(`(${key.sql}, id) ${comparison(spec.page.order)} ($${params.length - 1}::${key.type}, $${params.length}::uuid)`);
  }
  return { key, direction: spec.page.order === 'asc' ? 'ASC' : 'DESC', where, params };
}

function pageOf<Sort extends string, Row>(spec: KeysetPageSpec<Sort>, rows: Record<string, unknown>[], { total, totalCapped }: Total): KeysetPage<Row> {
  // One row more than the limit says whether there is a next page without another query.
  const more = rows.length > spec.page.limit;
  if (more) rows.pop();
  const last = rows.at(-1);
  return {
    rows: rows as Row[],
    total,
    totalCapped,
    nextCursor: more && last ? encodeCursor(spec.page.sort, spec.page.order, last.sortValue as string, last.id as string) : null,
  };
}

async function cappedCount(dataSource: DataSource, spec: Pick<KeysetPageSpec<string>, 'table' | 'where' | 'params'>): Promise<Total> {
  const [{ total }] = await dataSource.query(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${spec.table} WHERE ${spec.where.join(' AND ')} LIMIT ${MAX_COUNTED_TOTAL + 1}) AS counted`,
    spec.params,
  );
  return total > MAX_COUNTED_TOTAL ? { total: MAX_COUNTED_TOTAL, totalCapped: true } : { total, totalCapped: false };
}

function comparison(order: SortOrder): string {
  return order === 'asc' ? '>' : '<';
}
