import { DataSource } from 'typeorm';
import type { ModuleParts } from '../shared/modules/module-parts';
import { MIGRATIONS } from './migrations';

/** What the feature modules add to the schema: their read-model entities and their own migrations. */
export type ModuleSchema = Pick<ModuleParts, 'entities' | 'migrations'>;

const NO_MODULES: ModuleSchema = { entities: [], migrations: [] };

function createDataSource(url: string, modules: ModuleSchema = NO_MODULES, poolSize = 20): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...modules.entities],
    // TypeORM runs them in the order of the timestamps in their names, wherever they are declared.
    migrations: [...MIGRATIONS, ...modules.migrations],
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: { max: poolSize },
    logging: ['error'],
  });
}

/** Any constant shared by every process: the key of the lock that lets one process at a time migrate. */
const MIGRATION_LOCK = 0x4657_4d47;

/**
 * Opens the database and brings its schema up to date. Several processes starting together on one database
 * (web and worker processes) migrate one after the other: the next finds the migrations done.
 */
export async function openDatabase(url: string, modules?: ModuleSchema, poolSize?: number): Promise<DataSource> {
  const dataSource = createDataSource(url, modules, poolSize);
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
  return dataSource;
}
