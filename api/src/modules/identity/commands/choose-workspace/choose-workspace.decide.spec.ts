import { givenEvents } from '../../../../shared/domain/given-events.test-support';
import { evolveUser, initialUserState } from '../../domain/user';
import type { LastWorkspaceChosen, UserEvent, UserRegistered } from '../../domain/user.events';
import { decideChooseWorkspace } from './choose-workspace.decide';

const given = givenEvents(evolveUser, initialUserState);
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    workspaceId: 'home',
    email: 'ada@site-a.test',
    firstName: null,
    lastName: null,
    role: 'member',
    planType: 'free',
    subscriptionStatus: 'inactive',
  },
};
const chose = (workspaceId: string): LastWorkspaceChosen => ({ type: 'LastWorkspaceChosen', data: { userId: 'u1', workspaceId } });

describe('choosing the workspace to land in', () => {
  it('records a team workspace the person switches to', () => {
    expect(decideChooseWorkspace({ userId: 'u1', workspaceId: 'team' }, given(registered))).toEqual([chose('team')]);
  });

  it('records going back to their own workspace after a team one', () => {
    expect(decideChooseWorkspace({ userId: 'u1', workspaceId: 'home' }, given(registered, chose('team')))).toEqual([chose('home')]);
  });

  it('records nothing when the choice does not change', () => {
    const events: UserEvent[] = [registered, chose('team')];
    expect(decideChooseWorkspace({ userId: 'u1', workspaceId: 'team' }, given(...events))).toEqual([]);
  });

  it('records going home before any choice: a team joined earlier may be where sign-in lands', () => {
    expect(decideChooseWorkspace({ userId: 'u1', workspaceId: 'home' }, given(registered))).toEqual([chose('home')]);
  });

  it('refuses an unknown person', () => {
    expect(decideChooseWorkspace({ userId: 'u1', workspaceId: 'team' }, initialUserState)).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
