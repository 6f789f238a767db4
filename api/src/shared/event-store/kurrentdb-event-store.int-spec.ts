import { KurrentDbTestServer } from '../../../test/kurrentdb-test-server';
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
