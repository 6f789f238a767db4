import type { Actor } from '../../../../shared/domain/actor';

/** Cancel at the end of the period (cancelAtPeriodEnd true), or undo that before the date (Resume subscription). */
export class ChangeCancellationCommand {
  constructor(
    readonly actor: Actor,
    readonly cancelAtPeriodEnd: boolean,
  ) {}
}
