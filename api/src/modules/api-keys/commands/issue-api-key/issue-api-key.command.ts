import type { Actor } from '../../../../shared/domain/actor';

export class IssueApiKeyCommand {
  constructor(
    readonly actor: Actor,
    readonly name: string,
  ) {}
}
