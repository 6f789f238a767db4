"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ProjectionRunner = void 0;
exports.ensureCheckpoints = ensureCheckpoints;
exports.applyToProjections = applyToProjections;
const common_1 = require("@nestjs/common");
/**
 * Feeds the event log to every projection. Each batch is applied in one transaction that also moves the
 * projections' checkpoints, so a crash never applies an event twice or skips one. The checkpoint rows are
 * locked and re-read inside that transaction, which makes it safe for several processes (or a replay) to run
 * at once: whoever comes second skips what the first already applied.
 */
class ProjectionRunner {
    constructor(dataSource, eventStore, projections) {
        this.dataSource = dataSource;
        this.eventStore = eventStore;
        this.projections = projections;
        this.logger = new common_1.Logger('Projections');
        this.subscription = null;
        this.processed = 0;
        this.waiters = [];
    }
    async start() {
        await ensureCheckpoints(this.dataSource.manager, this.projections);
        const rows = await this.dataSource.query('SELECT coalesce(min(position), 0) AS p FROM projection_checkpoints WHERE name = ANY($1)', [this.projections.map((p) => p.name)]);
        this.processed = Number(rows[0].p);
        this.subscription = this.eventStore.subscribe({
            after: this.processed,
            handle: (events) => this.applyBatch(events),
            onError: (error) => this.logger.error(`Projection batch failed, retrying: ${String(error)}`),
        });
    }
    async stop() {
        await this.subscription?.stop();
        this.subscription = null;
        for (const waiter of this.waiters) {
            clearTimeout(waiter.timer);
            waiter.resolve(false);
        }
        this.waiters = [];
    }
    /** Resolves true once every read model reflects `position`, false when `timeoutMs` passes first. */
    waitFor(position, timeoutMs) {
        if (this.processed >= position)
            return Promise.resolve(true);
        return new Promise((resolve) => {
            const waiter = {
                position,
                resolve,
                timer: setTimeout(() => {
                    this.waiters = this.waiters.filter((w) => w !== waiter);
                    resolve(false);
                }, timeoutMs),
            };
            this.waiters.push(waiter);
        });
    }
    async applyBatch(events) {
        await this.dataSource.transaction((manager) => applyToProjections(manager, this.projections, events));
        this.processed = events[events.length - 1].position;
        const due = this.waiters.filter((w) => w.position <= this.processed);
        this.waiters = this.waiters.filter((w) => w.position > this.processed);
        for (const waiter of due) {
            clearTimeout(waiter.timer);
            waiter.resolve(true);
        }
    }
}
exports.ProjectionRunner = ProjectionRunner;
async function ensureCheckpoints(manager, projections) {
    await manager.query('INSERT INTO projection_checkpoints (name, position) SELECT unnest($1::text[]), 0 ON CONFLICT (name) DO NOTHING', [projections.map((p) => p.name)]);
}
/** Applies a batch to each projection past its checkpoint and moves the checkpoints, inside `manager`'s transaction. */
async function applyToProjections(manager, projections, events) {
    const rows = await manager.query('SELECT name, position FROM projection_checkpoints WHERE name = ANY($1) ORDER BY name FOR UPDATE', [projections.map((p) => p.name)]);
    const checkpoints = new Map(rows.map((r) => [r.name, Number(r.position)]));
    const last = events[events.length - 1].position;
    for (const projection of projections) {
        const checkpoint = checkpoints.get(projection.name) ?? 0;
        if (checkpoint >= last)
            continue;
        const relevant = events.filter((e) => e.position > checkpoint && projection.handles.includes(e.type));
        if (relevant.length > 0)
            await projection.apply(relevant, manager);
    }
    await manager.query('UPDATE projection_checkpoints SET position = $1 WHERE name = ANY($2) AND position < $1', [
        last,
        projections.map((p) => p.name),
    ]);
}
//# sourceMappingURL=projection-runner.js.map