export class GetContentStatsQuery {
  constructor(readonly workspaceId: string) {}
}
