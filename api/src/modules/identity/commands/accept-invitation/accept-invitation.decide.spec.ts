import { planAllowance } from '@freshwatch/contracts';
import { givenEvents } from '../../../../shared/domain/given-events.test-support';
import { evolveWorkspace, workspaceModel } from '../../domain/workspace';
import type { WorkspaceEvent } from '../../domain/workspace.events';
import { decideInviteMember } from '../invite-member/invite-member.decide';
import { decideAcceptInvitation } from './accept-invitation.decide';
import { DomainError } from '../../../../shared/domain/domain-error';

const given = givenEvents(evolveWorkspace, workspaceModel('founder').initialState);
const invitedAt = new Date('2026-03-01T12:00:00Z');
const enterprise = planAllowance('enterprise', false);
/** A Free workspace the instance administrator owns: planAllowance lifts its limits. */
const administeredFree = planAllowance('free', true);
const free = planAllowance('free', false);
const invite = {
  workspaceId: 'w',
  invitationId: 'i1',
  email: 'ed@site-a.test',
  role: 'editor' as const,
  invitedBy: 'founder',
  memberEmails: ['owner@site-a.test'],
  allowance: enterprise,
};
const accept = { workspaceId: 'w', invitationId: 'i1', userId: 'ed', allowance: enterprise };
const joined: WorkspaceEvent = { type: 'MemberJoined', data: { workspaceId: 'w', userId: 'ed', role: 'editor', invitationId: 'i1' } };

function invited(allowance = enterprise): WorkspaceEvent[] {
  const events = decideInviteMember({ ...invite, allowance }, given(), invitedAt);
  if (events instanceof DomainError) throw new Error(events.message);
  return events;
}

describe('invitations', () => {
  it('expires seven days after it is given', () => {
    expect(invited()[0].data).toMatchObject({ expiresAt: '2026-03-08T12:00:00.000Z' });
  });

  it('joins with the invited role until the expiry, and not from the expiry on', () => {
    const state = given(...invited());
    expect(decideAcceptInvitation(accept, state, new Date('2026-03-08T11:59:59Z'))).toEqual([joined]);
    expect(decideAcceptInvitation(accept, state, new Date('2026-03-08T12:00:00Z'))).toMatchObject({
      code: 'INVITATION_EXPIRED',
    });
  });

  it('works once', () => {
    const state = given(...invited(), joined);
    expect(decideAcceptInvitation({ ...accept, userId: 'someone-else' }, state, invitedAt)).toMatchObject({
      code: 'INVITATION_USED',
    });
  });

  it('is refused on a plan without team collaboration, and for someone who is in already', () => {
    expect(decideInviteMember({ ...invite, allowance: free }, given(), invitedAt)).toMatchObject({ code: 'TEAM_NOT_IN_PLAN' });
    expect(decideInviteMember({ ...invite, allowance: planAllowance('pro', false) }, given(), invitedAt)).toMatchObject({ code: 'TEAM_NOT_IN_PLAN' });
    expect(decideInviteMember({ ...invite, email: 'OWNER@site-a.test' }, given(), invitedAt)).toMatchObject({ code: 'ALREADY_MEMBER' });
  });

  it('cannot be accepted once the plan no longer has room for another member', () => {
    const state = given(...invited());
    expect(decideAcceptInvitation({ ...accept, allowance: free }, state, invitedAt)).toMatchObject({ code: 'TEAM_NOT_IN_PLAN' });
  });

  it('is given and accepted in a Free workspace the instance administrator owns, which no plan limits', () => {
    const events = decideInviteMember({ ...invite, allowance: administeredFree }, given(), invitedAt);
    expect(events).toEqual([expect.objectContaining({ type: 'MemberInvited' })]);
    const state = given(...invited(administeredFree));
    expect(decideAcceptInvitation({ ...accept, allowance: administeredFree }, state, invitedAt)).toEqual([joined]);
    // and a second member after the first
    const second = decideInviteMember(
      { ...invite, invitationId: 'i2', email: 'vi@site-a.test', allowance: administeredFree },
      given(...invited(administeredFree), joined),
      invitedAt,
    );
    expect(second).toEqual([expect.objectContaining({ type: 'MemberInvited' })]);
  });
});
