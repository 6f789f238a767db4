/** The workspace's re-synced sitemaps, oldest first (answers SitemapSubscription[]). */
export class ListSitemapsQuery {
  constructor(readonly workspaceId: string) {}
}
