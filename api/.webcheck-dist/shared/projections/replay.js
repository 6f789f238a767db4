"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.replayAll = replayAll;
const projection_runner_1 = require("./projection-runner");
/**
 * Empties every read model and rebuilds it from the whole event log, in one transaction: readers see the old
 * models until the new ones are complete, and a live projection runner waits on the checkpoint rows meanwhile.
 */
async function replayAll(dataSource, store, projections, batchSize = 5000) {
    const started = performance.now();
    let count = 0;
    await dataSource.transaction(async (manager) => {
        await (0, projection_runner_1.ensureCheckpoints)(manager, projections);
        const names = projections.map((p) => p.name);
        await manager.query('SELECT name FROM projection_checkpoints WHERE name = ANY($1) FOR UPDATE', [names]);
        const tables = projections.flatMap((p) => p.tables);
        await manager.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
        await manager.query('UPDATE projection_checkpoints SET position = 0 WHERE name = ANY($1)', [names]);
        for (let after = 0;;) {
            const events = await store.readAll(after, batchSize);
            if (events.length === 0)
                break;
            await (0, projection_runner_1.applyToProjections)(manager, projections, events);
            after = events[events.length - 1].position;
            count += events.length;
        }
    });
    return { events: count, milliseconds: performance.now() - started };
}
//# sourceMappingURL=replay.js.map