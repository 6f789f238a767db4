/** 'Usage This Month': analyses, AI calls, tokens and an estimated cost for the current calendar month (UTC). */
export class GetUsageQuery {
  constructor(readonly workspaceId: string) {}
}
