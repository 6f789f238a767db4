export { ApiKeysModule } from './api-keys.module';
// Another module's labels (who acted in an item's history) name a key through this.
export { FindApiKeyNamesQuery } from './queries/find-api-key-names/find-api-key-names.query';
