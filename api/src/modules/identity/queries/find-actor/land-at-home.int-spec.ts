import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase, testPool } from '../../../../../test/database';
import { openDatabase } from '../../../../database/data-source';
import { PostgresEventStore } from '../../../../shared/event-store/postgres-event-store';
import { moduleParts } from '../../../../shared/modules/module-parts';
import { replayAll } from '../../../../shared/projections/replay';
import { IdentityModule } from '../../identity.module';
import { FindActorHandler } from './find-actor.handler';
import { FindActorQuery } from './find-actor.query';

const OWNER = '00000000-0000-4000-8000-0000000000b1';
const EDITOR = '00000000-0000-4000-8000-0000000000b2';
const TEAM = '00000000-0000-4000-8000-0000000000a1';
const HOME = '00000000-0000-4000-8000-0000000000a2';

const registered = (userId: string, workspaceId: string) => ({
  type: 'UserRegistered',
  data: {
    userId,
    workspaceId,
    email: `${userId}@site-a.test`,
    firstName: null,
    lastName: null,
    role: 'member',
    planType: 'free',
    subscriptionStatus: 'inactive',
  },
  metadata: { workspaceId, actorId: userId, occurredAt: '2026-03-01T00:00:00.000Z', schemaVersion: 1 },
});

/**
 * A log from before LastWorkspaceChosen existed: an editor joined a team (MemberJoined) and never switched. The
 * users read model folds the join, so the editor's sign-in (FindActorQuery without a workspace) lands in the team.
 */
describe('landing at home, from a log recorded before the choice was kept', () => {
  let url: string;
  let db: DataSource;
  let pool: Pool;

  beforeAll(async () => {
    url = await createTestDatabase();
    const { projections, entities, migrations } = moduleParts([IdentityModule]);
    db = await openDatabase(url, { entities, migrations }, 2);
    pool = testPool({ connectionString: url, max: 2 });
    const store = new PostgresEventStore(pool, url);
    await store.append(`user-${OWNER}`, [registered(OWNER, TEAM)], 0);
    await store.append(`user-${EDITOR}`, [registered(EDITOR, HOME)], 0);
    await store.append(
      `workspace-${TEAM}`,
      [
        {
          type: 'MemberJoined',
          data: { workspaceId: TEAM, userId: EDITOR, role: 'editor', invitationId: '00000000-0000-4000-8000-0000000000c1' },
          metadata: { workspaceId: TEAM, actorId: EDITOR, occurredAt: '2026-03-02T00:00:00.000Z', schemaVersion: 1 },
        },
      ],
      0,
    );
    await replayAll(db, store, projections);
  });
  afterAll(async () => {
    await pool.end();
    await db.destroy();
    await dropTestDatabase(url);
  });

  it("starts the editor's sign-in in the team they joined", async () => {
    expect(await new FindActorHandler(db).execute(new FindActorQuery(EDITOR))).toMatchObject({ workspaceId: TEAM, workspaceRole: 'editor' });
  });

  it('starts it in their own workspace once they are no longer a member of the team', async () => {
    await db.query(`DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2`, [TEAM, EDITOR]);
    expect(await new FindActorHandler(db).execute(new FindActorQuery(EDITOR))).toMatchObject({ workspaceId: HOME, workspaceRole: 'owner' });
  });
});
