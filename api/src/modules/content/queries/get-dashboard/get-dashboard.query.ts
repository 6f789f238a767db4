/** The dashboards' figures and short lists (contracts' DashboardSummary) for a workspace, at `now`. */
export class GetDashboardQuery {
  constructor(
    readonly workspaceId: string,
    readonly now: Date,
  ) {}
}
