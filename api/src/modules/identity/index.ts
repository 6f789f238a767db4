export { IdentityModule } from './identity.module';
export { CurrentActor } from './auth/current-actor.decorator';
export { Public, IS_PUBLIC } from './auth/public.decorator';
// Every route declares what it needs (see docs/teams.md): @Requires('<permission>'), @SignedIn(), @Public() or @AdminOnly().
export { Requires, SignedIn, ACCESS_RULE } from './auth/requires.decorator';
export { UNDECLARED_ROUTE_MESSAGE } from './auth/authenticated.guard';
export { API_KEY_STRATEGY } from './auth/authenticated.guard';
export { FindActorQuery } from './queries/find-actor/find-actor.query';
export { FindMemberRoleQuery } from './queries/find-actor/find-member-role.query';
export { FindPeopleNamesQuery } from './queries/find-people-names/find-people-names.query';
export { IsAdministeredWorkspaceQuery } from './queries/administered-workspace/is-administered-workspace.query';
// Billing records what Stripe reports through these: only identity writes user-<id>.
export { RecordStripeSubscriptionCommand } from './commands/record-stripe-subscription/record-stripe-subscription.command';
export { LinkStripeCustomerCommand } from './commands/link-stripe-customer/link-stripe-customer.command';
export type { UserRegistered, UserProfileUpdated, SubscriptionChanged, StripeCustomerLinked, StripeSubscriptionFacts } from './domain/user.events';
// API keys follow membership: a member removed from a workspace loses the keys they hold there.
export type { MemberRemoved } from './domain/workspace.events';
export { AdminOnly } from './auth/admin-only.decorator';
