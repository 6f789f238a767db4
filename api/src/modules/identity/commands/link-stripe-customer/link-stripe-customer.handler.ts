import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { userModel } from '../../domain/user';
import { userStream } from '../../domain/user.events';
import { LinkStripeCustomerCommand } from './link-stripe-customer.command';
import { decideLinkStripeCustomer } from './link-stripe-customer.decide';

/** Returns the customer id the account keeps (an earlier one wins over the one offered). */
@CommandHandler(LinkStripeCustomerCommand)
export class LinkStripeCustomerHandler implements ICommandHandler<LinkStripeCustomerCommand, string> {
  constructor(private readonly executor: StreamExecutor) {}

  async execute(command: LinkStripeCustomerCommand): Promise<string> {
    let workspaceId = '';
    const { state } = await this.executor.execute(
      userStream(command.userId),
      userModel,
      (current) => {
        if (current.exists) workspaceId = current.workspaceId;
        return decideLinkStripeCustomer(command, current);
      },
      {
        get workspaceId() {
          return workspaceId;
        },
        actorId: command.actorId,
      },
    );
    return state.exists && state.stripe.customerId !== null ? state.stripe.customerId : command.stripeCustomerId;
  }
}
