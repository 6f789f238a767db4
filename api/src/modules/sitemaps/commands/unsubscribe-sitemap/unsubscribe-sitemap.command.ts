import type { Actor } from '../../../../shared/domain/actor';

/** Stop re-syncing a sitemap; the pages it brought in stay monitored. */
export class UnsubscribeSitemapCommand {
  constructor(
    readonly actor: Pick<Actor, 'workspaceId' | 'actorId'>,
    readonly sitemapId: string,
  ) {}
}
