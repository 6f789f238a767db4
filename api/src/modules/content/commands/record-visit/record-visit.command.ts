import type { Actor } from '../../../../shared/domain/actor';

/** POST /api/content-items/{id}/visit: a visitor viewed the item's page (the WordPress plugin reports it). */
export class RecordVisitCommand {
  constructor(
    readonly actor: Actor,
    readonly contentId: string,
  ) {}
}
