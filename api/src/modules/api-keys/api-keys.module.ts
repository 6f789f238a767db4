import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ReadModels } from '../../shared/modules/module-parts';
import { ApiKeysHttpController } from './api-keys.http.controller';
import { ApiKeyStrategy } from './auth/api-key.strategy';
import { IssueApiKeyHandler } from './commands/issue-api-key/issue-api-key.handler';
import { RevokeApiKeyHandler } from './commands/revoke-api-key/revoke-api-key.handler';
import { RevokeMemberApiKeysHandler } from './commands/revoke-member-api-keys/revoke-member-api-keys.handler';
import { RevokeApiKeysWhenMemberRemoved } from './reactions/revoke-api-keys-when-member-removed';
import { ApiKeysProjection } from './projections/api-keys/api-keys.projection';
import { FindApiKeyNamesHandler } from './queries/find-api-key-names/find-api-key-names.handler';
import { ListApiKeysHandler } from './queries/list-api-keys/list-api-keys.handler';

/** Also registers the `api-key` passport strategy that the global AuthenticatedGuard tries first. */
@ReadModels(ApiKeysProjection)
@Module({
  imports: [PassportModule],
  controllers: [ApiKeysHttpController],
  providers: [
    ApiKeyStrategy,
    IssueApiKeyHandler,
    RevokeApiKeyHandler,
    RevokeMemberApiKeysHandler,
    RevokeApiKeysWhenMemberRemoved,
    ListApiKeysHandler,
    FindApiKeyNamesHandler,
  ],
})
export class ApiKeysModule {}
