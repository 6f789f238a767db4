import { planAllowance, type WorkspaceRole } from '@freshwatch/contracts';
import { DomainError } from '../../../../shared/domain/domain-error';
import { givenEvents } from '../../../../shared/domain/given-events.test-support';
import { evolveWorkspace, workspaceModel } from '../../domain/workspace';
import type { WorkspaceEvent } from '../../domain/workspace.events';
import { decideAcceptInvitation } from '../accept-invitation/accept-invitation.decide';
import { decideInviteMember } from '../invite-member/invite-member.decide';
import { decideRevokeInvitation } from './revoke-invitation.decide';

const given = givenEvents(evolveWorkspace, workspaceModel('founder').initialState);
const at = new Date('2026-03-01T12:00:00Z');
const enterprise = planAllowance('enterprise', false);
const invite = {
  workspaceId: 'w',
  invitationId: 'i1',
  email: 'ed@site-a.test',
  role: 'editor' as WorkspaceRole,
  invitedBy: 'founder',
  memberEmails: [],
  allowance: enterprise,
};
const revoke = { workspaceId: 'w', invitationId: 'i1', revokedBy: 'founder' };

function decided(events: WorkspaceEvent[] | DomainError): WorkspaceEvent[] {
  if (events instanceof DomainError) throw new Error(events.message);
  return events;
}
const invited = (overrides: Partial<typeof invite> = {}, state = given()) => decided(decideInviteMember({ ...invite, ...overrides }, state, at));

describe('one pending invitation per address, and revoking it', () => {
  it('replaces the pending invitation of an address invited again, whatever the case of its email', () => {
    const first = invited();
    const again = invited({ invitationId: 'i2', email: 'ED@site-a.test', role: 'viewer' }, given(...first));
    expect(again).toEqual([
      { type: 'InvitationRevoked', data: { workspaceId: 'w', invitationId: 'i1', revokedBy: 'founder', reason: 'replaced' } },
      expect.objectContaining({ type: 'MemberInvited', data: expect.objectContaining({ invitationId: 'i2', role: 'viewer' }) }),
    ]);
    const state = given(...first, ...again);
    expect(Object.keys(state.invitations)).toEqual(['i2']);
    // The replaced link no longer works.
    expect(decideAcceptInvitation({ workspaceId: 'w', invitationId: 'i1', userId: 'ed', allowance: enterprise }, state, at)).toMatchObject({
      code: 'INVITATION_NOT_FOUND',
    });
  });

  it('leaves used and expired invitations and other addresses alone', () => {
    const first = invited();
    const joined: WorkspaceEvent = { type: 'MemberJoined', data: { workspaceId: 'w', userId: 'ed', role: 'editor', invitationId: 'i1' } };
    expect(invited({ invitationId: 'i2' }, given(...first, joined)).map((e) => e.type)).toEqual(['MemberInvited']);
    const later = new Date('2026-03-09T00:00:00Z');
    expect(decided(decideInviteMember({ ...invite, invitationId: 'i2' }, given(...first), later)).map((e) => e.type)).toEqual(['MemberInvited']);
    expect(invited({ invitationId: 'i2', email: 'vi@site-a.test' }, given(...first)).map((e) => e.type)).toEqual(['MemberInvited']);
  });

  it('revokes a pending invitation once: its link is then not valid', () => {
    const first = invited();
    const revoked = decided(decideRevokeInvitation(revoke, given(...first), at));
    expect(revoked).toEqual([{ type: 'InvitationRevoked', data: { ...revoke, reason: 'revoked' } }]);
    const state = given(...first, ...revoked);
    expect(decideRevokeInvitation(revoke, state, at)).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    expect(decideAcceptInvitation({ workspaceId: 'w', invitationId: 'i1', userId: 'ed', allowance: enterprise }, state, at)).toMatchObject({
      code: 'INVITATION_NOT_FOUND',
    });
  });

  it('does not revoke what is not pending: unknown, used or expired', () => {
    const first = invited();
    expect(decideRevokeInvitation({ ...revoke, invitationId: 'nope' }, given(...first), at)).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    const joined: WorkspaceEvent = { type: 'MemberJoined', data: { workspaceId: 'w', userId: 'ed', role: 'editor', invitationId: 'i1' } };
    expect(decideRevokeInvitation(revoke, given(...first, joined), at)).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    expect(decideRevokeInvitation(revoke, given(...first), new Date('2026-03-08T12:00:00Z'))).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
  });
});
