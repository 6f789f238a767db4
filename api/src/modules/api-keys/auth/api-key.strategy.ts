import { Injectable, UnauthorizedException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../shared/domain/actor';
import { API_KEY_STRATEGY, FindActorQuery } from '../../identity';
import { hashApiKey, looksLikeApiKey } from '../domain/api-key-secret';

const INVALID_API_KEY = 'The API key is invalid or has been revoked.';
/** lastUsedAt is for people ('used 5 minutes ago'), so minute precision spares a write on every plugin call. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * `Authorization: Bearer fw_...` authenticates as the key's owner, in the workspace the key was issued in and with
 * the owner's current role there (none once they have left it); events then record `api-key:<id>` as the
 * actor, so the log shows that the plugin acted. With no Bearer header this strategy passes and the session
 * decides; with one, a malformed, unknown or revoked key is 401 whatever cookie comes with it.
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, API_KEY_STRATEGY) {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {
    super();
  }

  async validate(request: Request): Promise<Actor | false> {
    const header = request.headers.authorization;
    if (!header || !/^bearer(\s|$)/i.test(header)) return false;
    const key = header.slice('bearer'.length).trim();
    if (!looksLikeApiKey(key)) throw new UnauthorizedException(INVALID_API_KEY);

    const [found]: { id: string; user_id: string; last_used_at: Date | null; workspace_id: string }[] = await this.dataSource.query(
      `SELECT s.id, s.user_id, s.last_used_at, k.workspace_id
         FROM api_key_secrets s JOIN api_keys k ON k.id = s.id
        WHERE s.hash = $1 AND s.revoked_at IS NULL AND k.revoked_at IS NULL`,
      [hashApiKey(key)],
    );
    if (!found) throw new UnauthorizedException(INVALID_API_KEY);
    const actor: Actor | null = await this.queries.execute(new FindActorQuery(found.user_id, `api-key:${found.id}`, found.workspace_id, true));
    if (!actor) throw new UnauthorizedException(INVALID_API_KEY);

    if (!found.last_used_at || Date.now() - new Date(found.last_used_at).getTime() >= LAST_USED_PRECISION_MS) {
      await this.dataSource.query('UPDATE api_key_secrets SET last_used_at = now() WHERE id = $1', [found.id]);
    }
    return actor;
  }
}
