import { givenEvents } from '../../../../shared/domain/given-events.test-support';
import { evolveWorkspace, workspaceModel } from '../../domain/workspace';
import type { WorkspaceEvent } from '../../domain/workspace.events';
import { decideInviteMember } from '../invite-member/invite-member.decide';
import { decideAcceptInvitation } from './accept-invitation.decide';
import { DomainError } from '../../../../shared/domain/domain-error';

const given = givenEvents(evolveWorkspace, workspaceModel('founder').initialState);
const invitedAt = new Date('2026-03-01T12:00:00Z');
const planRefusal = new DomainError('TEAM_NOT_IN_PLAN', 'forbidden', 'no');
const invite = {
  workspaceId: 'w',
  invitationId: 'i1',
  email: 'ed@site-a.test',
  role: 'editor' as const,
  invitedBy: 'founder',
  memberEmails: ['owner@site-a.test'],
  teamAllowed: true,
  planRefusal,
};

function invited(): WorkspaceEvent[] {
  const events = decideInviteMember(invite, given(), invitedAt);
  if (events instanceof DomainError) throw new Error(events.message);
  return events;
}

describe('invitations', () => {
  it('expires seven days after it is given', () => {
    expect(invited()[0].data).toMatchObject({ expiresAt: '2026-03-08T12:00:00.000Z' });
  });

  it('joins with the invited role until the expiry, and not from the expiry on', () => {
    const state = given(...invited());
    expect(decideAcceptInvitation({ workspaceId: 'w', invitationId: 'i1', userId: 'ed' }, state, new Date('2026-03-08T11:59:59Z'))).toEqual([
      { type: 'MemberJoined', data: { workspaceId: 'w', userId: 'ed', role: 'editor', invitationId: 'i1' } },
    ]);
    expect(decideAcceptInvitation({ workspaceId: 'w', invitationId: 'i1', userId: 'ed' }, state, new Date('2026-03-08T12:00:00Z'))).toMatchObject({
      code: 'INVITATION_EXPIRED',
    });
  });

  it('works once', () => {
    const state = given(...invited(), { type: 'MemberJoined', data: { workspaceId: 'w', userId: 'ed', role: 'editor', invitationId: 'i1' } });
    expect(decideAcceptInvitation({ workspaceId: 'w', invitationId: 'i1', userId: 'someone-else' }, state, invitedAt)).toMatchObject({
      code: 'INVITATION_USED',
    });
  });

  it('is refused on a plan without team collaboration, and for someone who is in already', () => {
    expect(decideInviteMember({ ...invite, teamAllowed: false }, given(), invitedAt)).toBe(planRefusal);
    expect(decideInviteMember({ ...invite, email: 'OWNER@site-a.test' }, given(), invitedAt)).toMatchObject({ code: 'ALREADY_MEMBER' });
  });
});
