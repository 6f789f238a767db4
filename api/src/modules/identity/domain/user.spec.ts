import { decideRegisterUser, decideUpdateUserByAdmin, evolveUser, initialUserState, RegisterUser, UpdateUserByAdmin } from './user';

const command: RegisterUser = {
  userId: 'u1',
  workspaceId: 'w1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  isFirstUser: false,
};

describe('registering a user', () => {
  it('makes the first user of an installation an admin', () => {
    const events = decideRegisterUser({ ...command, isFirstUser: true }, initialUserState);
    expect(events).toEqual([expect.objectContaining({ type: 'UserRegistered', data: expect.objectContaining({ role: 'admin' }) })]);
  });

  it('makes later users members on the free plan, with no secret in the event', () => {
    const events = decideRegisterUser(command, initialUserState) as any[];
    expect(events[0].data).toEqual({
      userId: 'u1',
      workspaceId: 'w1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: null,
      role: 'member',
      planType: 'free',
      subscriptionStatus: 'inactive',
    });
    expect(JSON.stringify(events)).not.toMatch(/password/i);
  });

  it('refuses to register the same user twice', () => {
    const [registered] = decideRegisterUser(command, initialUserState) as any[];
    const state = evolveUser(initialUserState, registered);
    expect(decideRegisterUser(command, state)).toMatchObject({ code: 'USER_ALREADY_REGISTERED', kind: 'conflict' });
  });
});

describe('an administrator editing a user', () => {
  const [registered] = decideRegisterUser(command, initialUserState) as any[];
  const state = evolveUser(initialUserState, registered);
  const edit = (changes: UpdateUserByAdmin['changes'], adminId = 'admin') => decideUpdateUserByAdmin({ adminId, userId: 'u1', changes }, state);

  it('records only the profile fields that changed', () => {
    expect(edit({ email: 'ada@example.com', firstName: 'Augusta', lastName: null })).toEqual([
      { type: 'UserProfileUpdated', data: { userId: 'u1', firstName: 'Augusta' } },
    ]);
  });

  it('records SubscriptionChanged with the resulting plan and status when either changes', () => {
    expect(edit({ planType: 'pro' })).toEqual([{ type: 'SubscriptionChanged', data: { userId: 'u1', planType: 'pro', subscriptionStatus: 'inactive' } }]);
    expect(edit({ planType: 'free', subscriptionStatus: 'trialing' })).toEqual([
      { type: 'SubscriptionChanged', data: { userId: 'u1', planType: 'free', subscriptionStatus: 'trialing' } },
    ]);
  });

  it('records nothing when nothing changes', () => {
    expect(edit({ email: 'ada@example.com', firstName: 'Ada', lastName: null, planType: 'free', subscriptionStatus: 'inactive' })).toEqual([]);
  });

  it('folds the changes into the state', () => {
    const events = edit({ lastName: 'Lovelace', planType: 'enterprise', subscriptionStatus: 'active' }) as any[];
    expect(events.reduce(evolveUser, state)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', planType: 'enterprise', subscriptionStatus: 'active' });
  });

  it('refuses an administrator editing their own record, and an unknown user', () => {
    expect(edit({ planType: 'pro' }, 'u1')).toMatchObject({ code: 'CANNOT_EDIT_SELF', kind: 'forbidden' });
    expect(decideUpdateUserByAdmin({ adminId: 'admin', userId: 'u1', changes: {} }, initialUserState)).toMatchObject({ code: 'USER_NOT_FOUND', kind: 'not_found' });
  });
});
