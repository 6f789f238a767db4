import { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { READ_MODEL_ENTITIES } from './read-model-entities';

export function createDataSource(url: string, poolSize = 20): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: READ_MODEL_ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: { max: poolSize },
    logging: ['error'],
  });
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(url: string, poolSize?: number): Promise<DataSource> {
  const dataSource = createDataSource(url, poolSize);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
