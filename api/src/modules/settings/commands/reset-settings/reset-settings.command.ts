import type { Actor } from '../../../../shared/domain/actor';

/** Reset to Defaults: every setting back to its documented default; the saved AI key is removed. */
export class ResetSettingsCommand {
  constructor(readonly actor: Actor) {}
}
