import type { WorkspaceRole } from '@freshwatch/contracts';
import type { SignedIn, TestApp } from './test-app';

export interface Team {
  admin: SignedIn;
  owner: SignedIn;
  members: Record<Exclude<WorkspaceRole, 'owner'>, SignedIn>;
}

/** The token at the end of an invitation link (`.../invite/<token>`). */
export const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/**
 * An instance administrator (the first account), an owner put on Enterprise by the administrator (billing is
 * off in tests), and an editor, a viewer and an auditor who signed up from the owner's invitations and accepted
 * them (which switched their sessions to the owner's workspace).
 */
export async function startTeam(app: TestApp): Promise<Team> {
  const admin = await app.signUp();
  const owner = await app.signUp();
  await admin.agent.put(`/api/admin/users/${owner.user.id}`).send({ planType: 'enterprise', subscriptionStatus: 'active' }).expect(200);
  const members = {} as Team['members'];
  for (const role of ['editor', 'viewer', 'auditor'] as const) {
    members[role] = await join(app, owner, role);
  }
  return { admin, owner, members };
}

/** A new account joins the owner's current workspace with `role` through an invitation. */
export async function join(app: TestApp, owner: SignedIn, role: WorkspaceRole): Promise<SignedIn> {
  const invited = await app.signUp();
  const { body } = await owner.agent.post('/api/workspace/invitations').send({ email: invited.user.email, role }).expect(201);
  await invited.agent.post(`/api/invitations/${tokenOf(body.link)}/accept`).expect(200);
  return invited;
}
