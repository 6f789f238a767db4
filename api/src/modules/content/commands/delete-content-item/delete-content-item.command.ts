import type { Actor } from '../../../../shared/domain/actor';

export class DeleteContentItemCommand {
  constructor(
    readonly actor: Actor,
    readonly contentId: string,
  ) {}
}
