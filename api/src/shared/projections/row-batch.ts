import { EntityManager, EntityTarget, In, ObjectLiteral } from 'typeorm';

/**
 * Loads the rows a batch of events touches in one query, lets a projection change them in memory, and writes
 * each changed row once. A replay of thousands of events on one item then costs one read and one write.
 */
export class RowBatch<Row extends ObjectLiteral & { id: string }> {
  private readonly rows = new Map<string, Row>();
  private readonly changed = new Set<string>();
  private readonly deleted = new Set<string>();

  private constructor(
    private readonly manager: EntityManager,
    private readonly entity: EntityTarget<Row>,
  ) {}

  static async load<Row extends ObjectLiteral & { id: string }>(
    manager: EntityManager,
    entity: EntityTarget<Row>,
    ids: Iterable<string>,
  ): Promise<RowBatch<Row>> {
    const batch = new RowBatch(manager, entity);
    const wanted = [...new Set(ids)];
    if (wanted.length > 0) {
      const found = await manager.find(entity, { where: { id: In(wanted) } as any });
      for (const row of found) batch.rows.set(row.id, row);
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

  async flush(chunkSize = 500): Promise<void> {
    const rows = [...this.changed].map((id) => this.rows.get(id)!);
    for (let i = 0; i < rows.length; i += chunkSize) {
      await this.manager.upsert(this.entity, rows.slice(i, i + chunkSize) as any, ['id']);
    }
    if (this.deleted.size > 0) await this.manager.delete(this.entity, { id: In([...this.deleted]) } as any);
    this.changed.clear();
    this.deleted.clear();
  }
}
