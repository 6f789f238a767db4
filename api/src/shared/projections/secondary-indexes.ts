import type { EntityManager } from 'typeorm';

/**
 * The indexes of `tables` that only speed up reads (neither unique nor behind a constraint), dropped inside
 * the caller's transaction and handed back with what recreates them. A replay fills its tables faster without
 * them (one sorted build per index at the end instead of an insert into every index for every row written,
 * which for content_items' twelve, two of them trigram indexes, was most of a replay's time). Readers lose
 * nothing: the replay's TRUNCATE already holds the tables' exclusive lock until it commits, and a rollback
 * brings the indexes back with everything else.
 */
export async function dropSecondaryIndexes(manager: EntityManager, tables: readonly string[]): Promise<{ recreate(): Promise<void> }> {
  const indexes: { name: string; definition: string }[] = await manager.query(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = ANY($1)
        AND NOT x.indisunique AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    [tables],
  );
  for (const { name } of indexes) await manager.query(`DROP INDEX "${name.replace(/"/g, '""')}"`);
  return {
    async recreate() {
      for (const { definition } of indexes) await manager.query(definition);
    },
  };
}
