import type { UserRegistered } from '../../domain/user.events';
import { evolveUser, initialUserState } from '../../domain/user';
import { decideRegisterUser, RegisterUser } from './sign-up.decide';

const command: RegisterUser = {
  userId: 'u1',
  workspaceId: 'w1',
  email: 'ada@site-a.test',
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
    const events = decideRegisterUser(command, initialUserState) as UserRegistered[];
    expect(events[0].data).toEqual({
      userId: 'u1',
      workspaceId: 'w1',
      email: 'ada@site-a.test',
      firstName: 'Ada',
      lastName: null,
      role: 'member',
      planType: 'free',
      subscriptionStatus: 'inactive',
    });
    expect(JSON.stringify(events)).not.toMatch(/password/i);
  });

  it('refuses to register the same user twice', () => {
    const [registered] = decideRegisterUser(command, initialUserState) as UserRegistered[];
    const state = evolveUser(initialUserState, registered);
    expect(decideRegisterUser(command, state)).toMatchObject({ code: 'USER_ALREADY_REGISTERED', kind: 'conflict' });
  });
});

describe('the browser time zone at sign-up', () => {
  it('is recorded on UserRegistered when the browser sent one, so that settings can adopt it', () => {
    const events = decideRegisterUser({ ...command, timeZone: 'Europe/Berlin' }, initialUserState) as UserRegistered[];
    expect(events[0].data.timeZone).toBe('Europe/Berlin');
  });
});
