import { givenEvents } from '../../../../shared/domain/given-events.test-support';
import { evolveWorkspace, workspaceModel } from '../../domain/workspace';
import type { WorkspaceEvent } from '../../domain/workspace.events';
import { decideChangeMemberRole, decideRemoveMember } from './manage-members.decide';

const given = givenEvents(evolveWorkspace, workspaceModel('founder').initialState);
const joined = (userId: string, role: 'owner' | 'editor'): WorkspaceEvent => ({
  type: 'MemberJoined',
  data: { workspaceId: 'w', userId, role, invitationId: `i-${userId}` },
});

describe('the last owner', () => {
  it('is the founder of a workspace without membership events, and can be neither demoted nor removed', () => {
    expect(decideChangeMemberRole({ workspaceId: 'w', userId: 'founder', role: 'editor' }, given())).toMatchObject({ code: 'LAST_OWNER' });
    expect(decideRemoveMember({ workspaceId: 'w', userId: 'founder' }, given(joined('ed', 'editor')))).toMatchObject({ code: 'LAST_OWNER' });
  });

  it('can step down once there is another owner', () => {
    const state = given(joined('co', 'owner'));
    expect(decideChangeMemberRole({ workspaceId: 'w', userId: 'founder', role: 'auditor' }, state)).toEqual([
      { type: 'MemberRoleChanged', data: { workspaceId: 'w', userId: 'founder', role: 'auditor' } },
    ]);
    expect(decideRemoveMember({ workspaceId: 'w', userId: 'founder' }, state)).toEqual([
      { type: 'MemberRemoved', data: { workspaceId: 'w', userId: 'founder' } },
    ]);
  });

  it('refuses unknown members and records nothing for an unchanged role', () => {
    expect(decideRemoveMember({ workspaceId: 'w', userId: 'nobody' }, given())).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    expect(decideChangeMemberRole({ workspaceId: 'w', userId: 'ed', role: 'editor' }, given(joined('ed', 'editor')))).toEqual([]);
  });
});
