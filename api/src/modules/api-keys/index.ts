export { ApiKeysModule } from './api-keys.module';
export { ApiKeysProjection } from './projections/api-keys/api-keys.projection';
export { ApiKeyRow } from './projections/api-keys/api-key.entity';
