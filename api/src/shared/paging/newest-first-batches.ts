import type { DataSource } from 'typeorm';

export interface NewestFirstBatchesOptions {
  table: string;
  /** The columns to read; `id` and `created_at` must be columns of the table. */
  select: string;
  /** Conditions over `params` ($1, $2, ...); the batches' own parameters come after them. */
  where: string[];
  params: unknown[];
  batch: number;
}

/**
 * A whole list newest first (created_at DESC, id), a batch of rows at a time: keyset on the table's
 * (workspace_id, created_at, id) index, so that no list is ever held whole in memory and each batch is one index
 * range. Rows that share a created time (an import registers its items in one append) are told apart by id, so
 * no batch loses or repeats one.
 */
export async function* newestFirstBatches<Row extends { id: string }>(
  dataSource: DataSource,
  { table, select, where, params, batch }: NewestFirstBatchesOptions,
): AsyncGenerator<Row[]> {
  const [limit, at, id] = [params.length + 1, params.length + 2, params.length + 3].map((n) => `$${n}`);
  const statement = (conditions: string[]) => `SELECT ${select}, created_at::text AS "cursorAt"
                 FROM ${table}
                WHERE ${conditions.join(' AND ')}
                ORDER BY created_at DESC, id
                LIMIT ${limit}`;
  const first = statement(where);
  // `created_at <= at` on its own is what the index scan starts from; inside the OR alone it could not be, and
  // each batch walked the index from the newest row again (100 batches of 1,000: 3 s for 100,000 items).
  const next = statement([...where, `created_at <= ${at}::timestamptz`, `(created_at < ${at}::timestamptz OR id > ${id}::uuid)`]);
  let after: { at: string; id: string } | null = null;
  for (;;) {
    // created_at as Postgres prints it, microseconds and all, so that the next batch starts exactly after this row.
    const rows: (Row & { cursorAt: string })[] = await dataSource.query(
      after ? next : first,
      after ? [...params, batch, after.at, after.id] : [...params, batch],
    );
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { at: last.cursorAt, id: last.id };
  }
}
