"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createDataSource = createDataSource;
exports.openDatabase = openDatabase;
const typeorm_1 = require("typeorm");
const migrations_1 = require("./migrations");
const read_model_entities_1 = require("./read-model-entities");
function createDataSource(url, poolSize = 20) {
    return new typeorm_1.DataSource({
        type: 'postgres',
        url,
        entities: read_model_entities_1.READ_MODEL_ENTITIES,
        migrations: migrations_1.MIGRATIONS,
        migrationsRun: false,
        synchronize: false,
        uuidExtension: 'pgcrypto',
        extra: { max: poolSize },
        logging: ['error'],
    });
}
/** Opens the database and brings its schema up to date. */
async function openDatabase(url, poolSize) {
    const dataSource = createDataSource(url, poolSize);
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    return dataSource;
}
//# sourceMappingURL=data-source.js.map