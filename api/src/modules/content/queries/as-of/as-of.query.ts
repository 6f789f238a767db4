/** The item as GET /api/content-items/{id} answered at `asOf`: its JSON text, or null when it did not exist then (or is another workspace's). */
export class GetContentItemAsOfQuery {
  constructor(
    readonly workspaceId: string,
    readonly contentId: string,
    readonly asOf: Date,
  ) {}
}

/** The workspace's content stats as GET /api/analytics/content-stats answered at `asOf`. */
export class GetContentStatsAsOfQuery {
  constructor(
    readonly workspaceId: string,
    readonly asOf: Date,
  ) {}
}
