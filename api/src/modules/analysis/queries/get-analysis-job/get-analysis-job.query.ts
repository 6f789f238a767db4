/** A bulk refresh's progress, or null when the workspace has no such job. */
export class GetAnalysisJobQuery {
  constructor(
    readonly workspaceId: string,
    readonly jobId: string,
  ) {}
}
