"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RowBatch = void 0;
/**
 * Loads the rows a batch of events touches in one query, lets a projection change them in memory, and writes
 * each changed row once. A replay of thousands of events on one item then costs one read and one write.
 *
 * Rows go in and out as JSON (`to_jsonb` / `jsonb_populate_recordset`) rather than through TypeORM's entity
 * hydration: a replay moves tens of thousands of rows and the per-row ORM work was most of its time. Column
 * names and types still come from the entity's TypeORM metadata.
 */
class RowBatch {
    constructor(manager, metadata, create) {
        this.manager = manager;
        this.metadata = metadata;
        this.create = create;
        this.rows = new Map();
        this.changed = new Set();
        this.deleted = new Set();
    }
    static async load(manager, entity, ids) {
        const metadata = manager.connection.getMetadata(entity);
        const batch = new RowBatch(manager, metadata, () => new entity());
        const wanted = [...new Set(ids)];
        if (wanted.length > 0) {
            const found = await manager.query(`SELECT to_jsonb(t) AS row FROM ${quote(metadata.tableName)} t WHERE id = ANY($1::${idArrayType(metadata)})`, [wanted]);
            for (const { row } of found)
                batch.rows.set(row.id, batch.fromColumns(row));
        }
        return batch;
    }
    get(id) {
        return this.rows.get(id);
    }
    put(row) {
        this.rows.set(row.id, row);
        this.changed.add(row.id);
        this.deleted.delete(row.id);
    }
    /** Changes a row if it exists; events for rows that are gone are ignored. */
    update(id, change) {
        const row = this.rows.get(id);
        if (!row)
            return;
        change(row);
        this.changed.add(id);
    }
    delete(id) {
        this.rows.delete(id);
        this.changed.delete(id);
        this.deleted.add(id);
    }
    /** Writes the changed rows; `beforeWrite` may fill columns derived from the others. */
    async flush(beforeWrite, chunkSize = 2000) {
        const table = quote(this.metadata.tableName);
        const columns = this.metadata.columns.map((c) => quote(c.databaseName));
        const updates = columns.filter((c) => c !== '"id"').map((c) => `${c} = EXCLUDED.${c}`);
        const rows = [...this.changed].map((id) => {
            const row = this.rows.get(id);
            beforeWrite?.(row);
            return this.toColumns(row);
        });
        for (let i = 0; i < rows.length; i += chunkSize) {
            await this.manager.query(`INSERT INTO ${table} (${columns.join(', ')})
         SELECT ${columns.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
         ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`, [JSON.stringify(rows.slice(i, i + chunkSize))]);
        }
        if (this.deleted.size > 0)
            await this.manager.query(`DELETE FROM ${table} WHERE id = ANY($1::${idArrayType(this.metadata)})`, [[...this.deleted]]);
        this.changed.clear();
        this.deleted.clear();
    }
    fromColumns(record) {
        const row = this.create();
        for (const column of this.metadata.columns) {
            const value = record[column.databaseName];
            row[column.propertyName] = value !== null && isTimestamp(column.type) ? new Date(value) : value;
        }
        return row;
    }
    toColumns(row) {
        const record = {};
        for (const column of this.metadata.columns)
            record[column.databaseName] = row[column.propertyName] ?? null;
        return record;
    }
}
exports.RowBatch = RowBatch;
function isTimestamp(type) {
    return type === 'timestamptz' || type === 'timestamp' || type === 'timestamp with time zone' || type === Date;
}
/** The id column's SQL array type, so that `= ANY($1)` can use the primary key index. */
function idArrayType(metadata) {
    const id = metadata.columns.find((c) => c.databaseName === 'id');
    return id?.type === 'uuid' ? 'uuid[]' : 'text[]';
}
function quote(identifier) {
    return `"${identifier.replace(/"/g, '""')}"`;
}
//# sourceMappingURL=row-batch.js.map