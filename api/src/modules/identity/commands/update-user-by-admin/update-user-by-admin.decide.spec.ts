import type { SubscriptionChanged, UserProfileUpdated } from '../../domain/user.events';
import { evolveUser, initialUserState } from '../../domain/user';
import { decideUpdateUserByAdmin, UpdateUserByAdmin } from './update-user-by-admin.decide';

describe('an administrator editing a user', () => {
  const registered = {
    type: 'UserRegistered' as const,
    data: {
      userId: 'u1',
      workspaceId: 'w1',
      email: 'ada@site-a.test',
      firstName: 'Ada',
      lastName: null,
      role: 'member' as const,
      planType: 'free' as const,
      subscriptionStatus: 'inactive' as const,
    },
  };
  const state = evolveUser(initialUserState, registered);
  const edit = (changes: UpdateUserByAdmin['changes'], adminId = 'admin') => decideUpdateUserByAdmin({ adminId, userId: 'u1', changes }, state);

  it('records only the profile fields that changed', () => {
    expect(edit({ email: 'ada@site-a.test', firstName: 'Augusta', lastName: null })).toEqual([
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
    expect(edit({ email: 'ada@site-a.test', firstName: 'Ada', lastName: null, planType: 'free', subscriptionStatus: 'inactive' })).toEqual([]);
  });

  it('folds the changes into the state', () => {
    const events = edit({ lastName: 'Lovelace', planType: 'enterprise', subscriptionStatus: 'active' }) as (UserProfileUpdated | SubscriptionChanged)[];
    expect(events.reduce(evolveUser, state)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', planType: 'enterprise', subscriptionStatus: 'active' });
  });

  it('refuses an administrator editing their own record, and an unknown user', () => {
    expect(edit({ planType: 'pro' }, 'u1')).toMatchObject({ code: 'CANNOT_EDIT_SELF', kind: 'forbidden' });
    expect(decideUpdateUserByAdmin({ adminId: 'admin', userId: 'u1', changes: {} }, initialUserState)).toMatchObject({
      code: 'USER_NOT_FOUND',
      kind: 'not_found',
    });
  });
});
