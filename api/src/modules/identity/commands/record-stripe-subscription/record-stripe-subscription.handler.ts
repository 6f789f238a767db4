import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { userModel } from '../../domain/user';
import { userStream } from '../../domain/user.events';
import { RecordStripeSubscriptionCommand } from './record-stripe-subscription.command';
import { decideRecordStripeSubscription } from './record-stripe-subscription.decide';

/** Returns whether a SubscriptionChanged was recorded. Events go to the account's workspace, acted by Stripe. */
@CommandHandler(RecordStripeSubscriptionCommand)
export class RecordStripeSubscriptionHandler implements ICommandHandler<RecordStripeSubscriptionCommand, boolean> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute(command: RecordStripeSubscriptionCommand): Promise<boolean> {
    let workspaceId = '';
    const result = await this.executor.execute(
      userStream(command.userId),
      userModel,
      (state) => {
        if (state.exists) workspaceId = state.workspaceId;
        return decideRecordStripeSubscription(command, state);
      },
      {
        get workspaceId() {
          return workspaceId;
        },
        actorId: 'stripe',
      },
    );
    return result.events.length > 0;
  }
}
