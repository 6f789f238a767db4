import type { Actor } from '../../../../shared/domain/actor';

export class RevokeApiKeyCommand {
  constructor(
    readonly actor: Actor,
    readonly keyId: string,
  ) {}
}
