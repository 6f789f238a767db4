import { KurrentDbTestServer } from '../../../test/kurrentdb-test-server';
import { NewEvent } from './event-store.port';
import { eventStoreContract } from './event-store.contract';
import { KurrentDbEventStore } from './kurrentdb-event-store';

// The real client against the in-repo server that speaks KurrentDB's gRPC protocol (no KurrentDB can run here).
eventStoreContract('KurrentDB (gRPC test server)', async () => {
  const server = await new KurrentDbTestServer().start();
  return {
    store: new KurrentDbEventStore(server.connectionString),
    teardown: () => server.stop(),
  };
});

// And against a real KurrentDB whenever one is given, e.g. EVENTSTORE_URL=kurrentdb://127.0.0.1:2113?tls=false.
const realServer = process.env.EVENTSTORE_URL;
eventStoreContract(
  'KurrentDB (real server at EVENTSTORE_URL)',
  async () => ({ store: new KurrentDbEventStore(realServer!), teardown: async () => undefined }),
  { skipBecause: realServer ? undefined : 'EVENTSTORE_URL is not set' },
);

describe('the KurrentDB adapter', () => {
  const event = (type: string): NewEvent => ({
    type,
    data: {},
    metadata: { workspaceId: 'w', actorId: 'a', occurredAt: new Date(0).toISOString(), schemaVersion: 1 },
  });

  it("answers each stream's position after a multi-stream append whichever position the server reports for it", async () => {
    const server = await new KurrentDbTestServer().start();
    const store = new KurrentDbEventStore(server.connectionString);
    try {
      server.sessionAnswersFirstPosition = true;
      const results = await store.appendToStreams([
        { streamId: 'a', events: [event('A1'), event('A2')], expectedVersion: 0 },
        { streamId: 'b', events: [event('B1')], expectedVersion: 0 },
      ]);
      const [a, b] = [await store.readStream('a'), await store.readStream('b')];
      expect(results).toEqual([
        { version: 2, position: a[1].position },
        { version: 1, position: b[0].position },
      ]);
    } finally {
      await store.close();
      await server.stop();
    }
  });
});
