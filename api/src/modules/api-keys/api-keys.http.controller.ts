import { DEFAULT_API_KEY_NAME, type ApiKey, type IssuedApiKey } from '@freshwatch/contracts';
import { CreateApiKeyDto } from '@freshwatch/contracts/dto';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../shared/domain/actor';
import { idPipe } from '../../shared/http/id.pipe';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor, Requires } from '../identity';
import { ApiKeyResponse, IssuedApiKeyResponse } from './api-key.response';
import { SessionOnlyGuard } from './auth/session-only.guard';
import { IssueApiKeyCommand } from './commands/issue-api-key/issue-api-key.command';
import { RevokeApiKeyCommand } from './commands/revoke-api-key/revoke-api-key.command';
import { ListApiKeysQuery } from './queries/list-api-keys/list-api-keys.query';

// ESLint's no-useless-assignment does not see a read inside a parameter decorator (@Param('id', Pipe)).
// eslint-disable-next-line no-useless-assignment
const ApiKeyIdPipe = idPipe('API key');

/** The WordPress Plugin screen's keys: each user manages their own. */
@ApiTags('api-keys')
@UseGuards(SessionOnlyGuard)
@ApiErrors(401, 403)
@Controller('api-keys')
export class ApiKeysHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Requires('workspace:read')
  @Get()
  @ApiOperation({ summary: "The caller's API keys in the current workspace, newest first, revoked ones included; never the secret" })
  @ApiOkResponse({ type: ApiKeyResponse, isArray: true })
  list(@CurrentActor() actor: Actor): Promise<ApiKey[]> {
    return this.queries.execute(new ListApiKeysQuery(actor.userId, actor.workspaceId));
  }

  @Requires('api-keys:manage')
  @Post()
  @ApiOperation({ summary: 'Create an API key; the reply holds the full key, shown this once (only its hash is stored)' })
  @ApiCreatedResponse({ type: IssuedApiKeyResponse })
  @ApiErrors(400)
  create(@CurrentActor() actor: Actor, @Body() body: CreateApiKeyDto): Promise<IssuedApiKey> {
    return this.commands.execute(new IssueApiKeyCommand(actor, body.name || DEFAULT_API_KEY_NAME));
  }

  @Requires('api-keys:manage')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke one of the caller’s API keys; it stops working at once' })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiErrors(404, 409)
  async revoke(@CurrentActor() actor: Actor, @Param('id', ApiKeyIdPipe) id: string): Promise<void> {
    await this.commands.execute(new RevokeApiKeyCommand(actor, id));
  }
}
