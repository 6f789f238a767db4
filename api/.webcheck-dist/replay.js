"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const pg_1 = require("pg");
const config_1 = require("./config/config");
const data_source_1 = require("./database/data-source");
const embedded_postgres_1 = require("./database/embedded-postgres");
const postgres_event_store_1 = require("./shared/event-store/postgres-event-store");
const all_projections_1 = require("./shared/projections/all-projections");
const replay_1 = require("./shared/projections/replay");
/** `npm run replay`: drops and rebuilds every read model from the event log. Safe while the server runs. */
async function main() {
    const config = (0, config_1.loadConfig)();
    const embedded = config.databaseUrl ? null : await (0, embedded_postgres_1.startEmbeddedPostgres)(config.dataDir, console.log);
    const url = config.databaseUrl ?? embedded.url;
    const dataSource = await (0, data_source_1.openDatabase)(url);
    const pool = new pg_1.Pool({ connectionString: url, max: 2 });
    try {
        const result = await (0, replay_1.replayAll)(dataSource, new postgres_event_store_1.PostgresEventStore(pool, url), (0, all_projections_1.allProjections)());
        const perSecond = result.milliseconds > 0 ? Math.round((result.events / result.milliseconds) * 1000) : result.events;
        console.log(`Replayed ${result.events} events into ${(0, all_projections_1.allProjections)().length} read models in ${Math.round(result.milliseconds)} ms (${perSecond} events/s).`);
    }
    finally {
        await pool.end();
        await dataSource.destroy();
        await embedded?.stop();
    }
}
main().catch((error) => {
    console.error(`Replay failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
});
//# sourceMappingURL=replay.js.map