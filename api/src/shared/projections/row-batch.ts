import { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Loads the rows a batch of events touches in one query, lets a projection change them in memory, and writes
 * each changed row once. A replay of thousands of events on one item then costs one read and one write.
 *
 * Rows go in and out as JSON (`to_jsonb` / `jsonb_populate_recordset`) rather than through TypeORM's entity
 * hydration: a replay moves tens of thousands of rows and the per-row ORM work was most of its time. Column
 * names and types still come from the entity's TypeORM metadata.
 */
export class RowBatch<Row extends ObjectLiteral & { id: string }> {
  private readonly rows = new Map<string, Row>();
  private readonly changed = new Set<string>();
  private readonly deleted = new Set<string>();

  private constructor(
    private readonly manager: EntityManager,
    private readonly metadata: EntityMetadata,
    private readonly create: () => Row,
  ) {}

  static async load<Row extends ObjectLiteral & { id: string }>(
    manager: EntityManager,
    entity: EntityTarget<Row> & (new () => Row),
    ids: Iterable<string>,
  ): Promise<RowBatch<Row>> {
    const metadata = manager.connection.getMetadata(entity);
    const batch = new RowBatch<Row>(manager, metadata, () => new entity());
    const wanted = [...new Set(ids)];
    if (wanted.length > 0) {
      const found: { row: Record<string, unknown> }[] = await manager.query(
        `SELECT to_jsonb(t) AS row FROM ${quote(metadata.tableName)} t WHERE id = ANY($1::${idArrayType(metadata)})`,
        [wanted],
      );
      for (const { row } of found) batch.rows.set(row.id as string, batch.fromColumns(row));
    }
    return batch;
  }

  get(id: string): Row | undefined {
    return this.rows.get(id);
  }

  put(row: Row): void {
    this.rows.set(row.id, row);
    this.changed.add(row.id);
    this.deleted.delete(row.id);
  }

  /** Changes a row if it exists; events for rows that are gone are ignored. */
  update(id: string, change: (row: Row) => void): void {
    const row = this.rows.get(id);
    if (!row) return;
    change(row);
    this.changed.add(id);
  }

  delete(id: string): void {
    this.rows.delete(id);
    this.changed.delete(id);
    this.deleted.add(id);
  }

  /** Writes the changed rows; `beforeWrite` may fill columns derived from the others. */
  async flush(beforeWrite?: (row: Row) => void, chunkSize = 2000): Promise<void> {
    const table = quote(this.metadata.tableName);
    const updates = this.metadata.columns.filter((c) => c.databaseName !== 'id').map((c) => `${quote(c.databaseName)} = EXCLUDED.${quote(c.databaseName)}`);
    const rows = [...this.changed].map((id) => {
      const row = this.rows.get(id)!;
      beforeWrite?.(row);
      return row;
    });
    await writeRows(this.manager, this.metadata, rows, `ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`, chunkSize);
    if (this.deleted.size > 0) await this.manager.query(`DELETE FROM ${table} WHERE id = ANY($1::${idArrayType(this.metadata)})`, [[...this.deleted]]);
    this.changed.clear();
    this.deleted.clear();
  }

  private fromColumns(record: Record<string, unknown>): Row {
    const row = this.create() as Record<string, unknown>;
    for (const column of this.metadata.columns) {
      const value = record[column.databaseName];
      row[column.propertyName] = value !== null && isTimestamp(column.type) ? new Date(value as string) : value;
    }
    return row as Row;
  }
}

/**
 * Inserts rows that only ever get added (one per event), as JSON in chunks: one multi-row VALUES per batch would
 * need a bind parameter per value, and PostgreSQL takes at most 65,535 (a replay batch holds tens of thousands
 * of analyses). Rows already there are left as they are.
 */
export async function insertRows<Row extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<Row>,
  rows: readonly Row[],
  chunkSize = 2000,
): Promise<void> {
  await writeRows(manager, manager.connection.getMetadata(entity), rows, 'ON CONFLICT DO NOTHING', chunkSize);
}

async function writeRows(
  manager: EntityManager,
  metadata: EntityMetadata,
  rows: readonly ObjectLiteral[],
  onConflict: string,
  chunkSize: number,
): Promise<void> {
  const table = quote(metadata.tableName);
  const columns = metadata.columns.map((c) => quote(c.databaseName)).join(', ');
  for (let i = 0; i < rows.length; i += chunkSize) {
    const records = rows.slice(i, i + chunkSize).map((row) => {
      const record: Record<string, unknown> = {};
      for (const column of metadata.columns) record[column.databaseName] = row[column.propertyName] ?? null;
      return record;
    });
    await manager.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) ${onConflict}`, [
      JSON.stringify(records),
    ]);
  }
}

function isTimestamp(type: unknown): boolean {
  return type === 'timestamptz' || type === 'timestamp' || type === 'timestamp with time zone' || type === Date;
}

/** The id column's SQL array type, so that `= ANY($1)` can use the primary key index. */
function idArrayType(metadata: EntityMetadata): string {
  const id = metadata.columns.find((c) => c.databaseName === 'id');
  return id?.type === 'uuid' ? 'uuid[]' : 'text[]';
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
