import { randomUUID } from 'node:crypto';
import { missingPermissionMessage, ROLE_PERMISSIONS, WORKSPACE_ROLES, type WorkspaceRole } from '@freshwatch/contracts';
import { allRoutes, Route } from '../../../../test/write-routes';
import { useTestApp } from '../../../../test/test-app';
import { IS_PUBLIC } from '../auth/public.decorator';
import { ACCESS_RULE, type AccessRule } from '../auth/requires.decorator';
import { startTeam, Team } from '../../../../test/team';

const ruleOf = (route: Route): AccessRule | undefined => Reflect.getMetadata(ACCESS_RULE, route.handler) ?? Reflect.getMetadata(ACCESS_RULE, route.controller);
const isPublic = (route: Route): boolean => Reflect.getMetadata(IS_PUBLIC, route.handler) ?? Reflect.getMetadata(IS_PUBLIC, route.controller) ?? false;
const name = (route: Route) => `${route.method.toUpperCase()} ${route.path}`;

/**
 * Written out by hand, apart from contracts' table, so that a wrong grant there (or a route declared with the
 * wrong permission) fails here: who may take a sample of routes of each kind.
 */
const EXPECTED: Record<string, WorkspaceRole[]> = {
  'GET /api/content-items': ['owner', 'editor', 'viewer', 'auditor'],
  'GET /api/content-items/:id/history': ['owner', 'editor', 'auditor'],
  'POST /api/content-items': ['owner', 'editor'],
  'POST /api/content-items/:id/analyze': ['owner', 'editor'],
  'DELETE /api/content-items/:id': ['owner', 'editor'],
  'PATCH /api/tasks/:id': ['owner', 'editor'],
  'POST /api/settings': ['owner', 'editor'],
  'POST /api/create-subscription': ['owner'],
  'POST /api/workspace/invitations': ['owner'],
  'PATCH /api/workspace/members/:userId': ['owner'],
  'GET /api/workspace/members': ['owner', 'editor', 'viewer', 'auditor'],
  'POST /api/notifications/read': ['owner', 'editor', 'viewer'],
};

/** A request to the route as `role`, with ids that exist nowhere: an allowed call then ends in 400/404, never in a change. */
function call(team: Team, role: WorkspaceRole, route: Route, withQuery: boolean) {
  const agent = role === 'owner' ? team.owner.agent : team.members[role].agent;
  const path = route.path.replace(/:(\w+)/g, (_, param) => (param === 'token' ? 'no-such-token' : randomUUID())) + (withQuery ? '?asOf=2026-01-01' : '');
  const request = agent[route.method](path);
  return route.method === 'get' ? request : request.send({});
}

describe('permissions: every route declares one, and every role is held to it', () => {
  let team: Team;
  let routes: Route[];

  const app = useTestApp();
  beforeAll(async () => {
    team = await startTeam(app);
    routes = allRoutes(app.running.app);
  }, 90_000); // a whole team signs up and joins (password hashing for each): slow on a busy machine

  it('finds no route without an access rule (a new route must say what it needs: see docs/teams.md)', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !isPublic(r) && !ruleOf(r)).map(name)).toEqual([]);
  });

  it('declares the permissions the hand-written table expects', () => {
    for (const [route, roles] of Object.entries(EXPECTED)) {
      const found = routes.find((r) => name(r) === route);
      expect(found && ruleOf(found)).toMatchObject({ kind: 'permission' });
      const rule = ruleOf(found!) as Extract<AccessRule, { kind: 'permission' }>;
      expect([route, WORKSPACE_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(rule.permission))]).toEqual([route, roles]);
    }
  });

  it.each(WORKSPACE_ROLES)('%s: allowed where the role has the permission, 403 naming it everywhere else', async (role) => {
    const mismatches: string[] = [];
    for (const route of routes.filter((r) => ruleOf(r)?.kind === 'permission')) {
      const rule = ruleOf(route) as Extract<AccessRule, { kind: 'permission' }>;
      for (const withQuery of rule.whenQuery ? [false, true] : [false]) {
        const needed = [rule.permission, ...(withQuery ? Object.values(rule.whenQuery!) : [])];
        const lacking = needed.find((p) => !ROLE_PERMISSIONS[role].includes(p));
        const { status, body } = await call(team, role, route, withQuery);
        const refused = status === 403 && /does not have the permission/.test(body.message);
        if (lacking && !(status === 403 && body.message === missingPermissionMessage(lacking, role)))
          mismatches.push(`${name(route)}${withQuery ? '?asOf' : ''}: expected 403 for ${lacking}, got ${status} ${body.message}`);
        if (!lacking && refused) mismatches.push(`${name(route)}${withQuery ? '?asOf' : ''}: refused (${body.message})`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses the auditor every write, and the viewer every write but marking alerts read', async () => {
    const writes = routes.filter((r) => r.method !== 'get' && ruleOf(r)?.kind === 'permission');
    for (const [role, allowed] of [
      ['auditor', []],
      ['viewer', ['POST /api/notifications/read']],
    ] as const) {
      const taken: string[] = [];
      for (const route of writes) {
        const { status } = await call(team, role, route, false);
        if (status !== 403) taken.push(name(route));
      }
      expect([role, taken]).toEqual([role, allowed]);
    }
  });

  it("runs an API key with its member's current role", async () => {
    const editor = team.members.editor;
    const { body: key } = await editor.agent.post('/api/api-keys').send({ name: 'plugin' }).expect(201);
    const plugin = () => app.anonymous().post('/api/content-items').set('Authorization', `Bearer ${key.key}`);
    await plugin().send({}).expect(400);
    await team.owner.agent.patch(`/api/workspace/members/${editor.user.id}`).send({ role: 'viewer' }).expect(200);
    const { body } = await plugin().send({}).expect(403);
    expect(body.message).toBe(missingPermissionMessage('content:write', 'viewer'));
    await team.owner.agent.patch(`/api/workspace/members/${editor.user.id}`).send({ role: 'editor' }).expect(200);
  });
});
