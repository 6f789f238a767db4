import type { SettingsValues } from '@freshwatch/contracts';

/**
 * A workspace's settings as the code that acts on them needs them (the analysis reads its AI key and limits
 * here): typed, defaults for those never set, the AI key decrypted. Never sent to a client.
 */
export class GetWorkspaceSettingsQuery {
  constructor(readonly workspaceId: string) {}
}

export interface WorkspaceSettings extends SettingsValues {
  /** The saved AI provider key, or null when none is saved (or it can no longer be decrypted). */
  aiApiKey: string | null;
}
