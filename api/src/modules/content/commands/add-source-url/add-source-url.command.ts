import type { Actor } from '../../../../shared/domain/actor';

export class AddSourceUrlCommand {
  constructor(
    readonly actor: Actor,
    readonly contentId: string,
    readonly url: string,
    readonly description: string | null,
  ) {}
}
