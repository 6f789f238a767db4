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

/** Opens the database and brings its schema up to date. */
export async function openDatabase(url: string, modules?: ModuleSchema, poolSize?: number): Promise<DataSource> {
  const dataSource = createDataSource(url, modules, poolSize);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
