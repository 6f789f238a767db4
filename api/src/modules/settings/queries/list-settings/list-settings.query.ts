/** Every known setting of a workspace, its default where never set; the AI key masked. */
export class ListSettingsQuery {
  constructor(readonly workspaceId: string) {}
}
