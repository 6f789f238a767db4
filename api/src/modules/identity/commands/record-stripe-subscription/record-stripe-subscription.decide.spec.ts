import { givenEvents } from '../../../../shared/domain/given-events.test-support';
import { evolveUser, initialUserState, type UserState } from '../../domain/user';
import type { StripeSubscriptionFacts, UserEvent } from '../../domain/user.events';
import { decideLinkStripeCustomer } from '../link-stripe-customer/link-stripe-customer.decide';
import { RecordStripeSubscriptionCommand } from './record-stripe-subscription.command';
import { decideRecordStripeSubscription } from './record-stripe-subscription.decide';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    workspaceId: 'w1',
    email: 'ada@site-a.test',
    firstName: null,
    lastName: null,
    role: 'member',
    planType: 'free',
    subscriptionStatus: 'inactive',
  },
};
const facts = (over: Partial<StripeSubscriptionFacts> = {}): StripeSubscriptionFacts => ({
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  currentPeriodEnd: 1_800_000_000,
  cancelAtPeriodEnd: false,
  eventId: 'evt_1',
  eventCreated: 100,
  ...over,
});
const given = givenEvents(evolveUser, initialUserState);
const record = (state: UserState, command: RecordStripeSubscriptionCommand) => {
  const decided = decideRecordStripeSubscription(command, state);
  if (!Array.isArray(decided)) throw new Error(decided.code);
  return { decided, state: decided.reduce(evolveUser, state) };
};

describe('recording what Stripe reports about a subscription', () => {
  it('records SubscriptionChanged with the Stripe ids when the plan or status is news', () => {
    const { decided } = record(given(registered), new RecordStripeSubscriptionCommand('u1', 'pro', 'active', facts()));
    expect(decided).toEqual([{ type: 'SubscriptionChanged', data: { userId: 'u1', planType: 'pro', subscriptionStatus: 'active', stripe: facts() } }]);
  });

  it('ignores a report from an event older than the last applied one (out-of-order delivery)', () => {
    const { state } = record(given(registered), new RecordStripeSubscriptionCommand('u1', 'pro', 'active', facts({ eventCreated: 200, eventId: 'evt_new' })));
    expect(
      decideRecordStripeSubscription(new RecordStripeSubscriptionCommand('u1', 'pro', 'past_due', facts({ eventCreated: 150, eventId: 'evt_old' })), state),
    ).toEqual([]);
  });

  it("applies the answer of Freshwatch's own call to Stripe, which carries no time, without moving the event clock", () => {
    const { state } = record(given(registered), new RecordStripeSubscriptionCommand('u1', 'pro', 'active', facts({ eventCreated: 200 })));
    const cancel = record(
      state,
      new RecordStripeSubscriptionCommand('u1', 'pro', 'active', facts({ eventId: 'api:cancel', eventCreated: null, cancelAtPeriodEnd: true })),
    );
    expect(cancel.decided).toHaveLength(1);
    expect(cancel.state).toMatchObject({ stripe: { cancelAtPeriodEnd: true, lastEventCreated: 200 } });
  });

  it('records nothing when the report repeats the current state', () => {
    const { state } = record(given(registered), new RecordStripeSubscriptionCommand('u1', 'pro', 'active', facts()));
    expect(
      decideRecordStripeSubscription(new RecordStripeSubscriptionCommand('u1', 'pro', 'active', facts({ eventId: 'evt_2', eventCreated: 101 })), state),
    ).toEqual([]);
  });

  it('records a cancellation at period end, and its undoing', () => {
    const { state } = record(given(registered), new RecordStripeSubscriptionCommand('u1', 'pro', 'active', facts()));
    const cancel = record(state, new RecordStripeSubscriptionCommand('u1', 'pro', 'active', facts({ cancelAtPeriodEnd: true, eventCreated: 101 })));
    expect(cancel.decided).toHaveLength(1);
    expect(record(cancel.state, new RecordStripeSubscriptionCommand('u1', 'pro', 'active', facts({ eventCreated: 102 }))).decided).toHaveLength(1);
  });

  it('ignores the end of a subscription that a newer one replaced', () => {
    const { state } = record(given(registered), new RecordStripeSubscriptionCommand('u1', 'enterprise', 'active', facts({ subscriptionId: 'sub_2' })));
    expect(
      decideRecordStripeSubscription(
        new RecordStripeSubscriptionCommand('u1', 'free', 'canceled', facts({ subscriptionId: 'sub_1', eventCreated: 101 })),
        state,
      ),
    ).toEqual([]);
  });

  it('refuses an unknown account', () => {
    expect(decideRecordStripeSubscription(new RecordStripeSubscriptionCommand('u1', 'pro', 'active', facts()), initialUserState)).toMatchObject({
      code: 'USER_NOT_FOUND',
    });
  });
});

describe('linking the Stripe customer', () => {
  it('keeps the first customer and records no second one', () => {
    const linked = decideLinkStripeCustomer({ userId: 'u1', stripeCustomerId: 'cus_1' }, given(registered));
    expect(linked).toEqual([{ type: 'StripeCustomerLinked', data: { userId: 'u1', stripeCustomerId: 'cus_1' } }]);
    expect(decideLinkStripeCustomer({ userId: 'u1', stripeCustomerId: 'cus_2' }, given(registered, ...(linked as UserEvent[])))).toEqual([]);
  });
});
