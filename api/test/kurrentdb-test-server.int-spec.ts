import {
  BACKWARDS,
  END,
  eventTypeFilter,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  streamNameFilter,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { KurrentDbTestServer } from './kurrentdb-test-server';

/**
 * The parts of the test server's protocol the adapter's contract suite does not reach, through the real client:
 * every kind of expected revision, backwards reads, stream-name filters, and a filtered subscription's
 * checkpoints. What the adapter itself needs is proven by event-store.contract.ts.
 */
describe('the KurrentDB gRPC test server, through the real client', () => {
  let server: KurrentDbTestServer;
  let client: KurrentDBClient;

  beforeAll(async () => {
    server = await new KurrentDbTestServer().start();
    client = KurrentDBClient.connectionString(server.connectionString);
  });
  afterAll(async () => {
    await client.dispose();
    await server.stop();
  });

  const event = (type: string, n = 0) => jsonEvent({ type, data: { n } });
  const collect = async <T>(iterable: AsyncIterable<T>): Promise<T[]> => {
    const items: T[] = [];
    for await (const item of iterable) items.push(item);
    return items;
  };

  it('checks no_stream, stream_exists and exact revisions, answering WrongExpectedVersion with the actual one', async () => {
    await expect(client.appendToStream('orders-1', event('Placed'), { streamState: STREAM_EXISTS })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect((await client.appendToStream('orders-1', event('Placed'), { streamState: NO_STREAM })).nextExpectedRevision).toBe(0n);
    await expect(client.appendToStream('orders-1', event('Again'), { streamState: NO_STREAM })).rejects.toMatchObject({ actualState: 0n });
    expect((await client.appendToStream('orders-1', event('Paid'), { streamState: STREAM_EXISTS })).nextExpectedRevision).toBe(1n);
    await expect(client.appendToStream('orders-1', event('Late'), { streamState: 0n })).rejects.toMatchObject({ expectedState: 0n, actualState: 1n });
    expect((await client.appendToStream('orders-1', event('Shipped'), { streamState: 1n })).nextExpectedRevision).toBe(2n);
  });

  it('reads a stream and $all backwards, and filters $all by stream name', async () => {
    await client.appendToStream('carts-1', [event('Added', 1), event('Added', 2), event('Removed', 3)], { streamState: NO_STREAM });
    const backwards = await collect(client.readStream('carts-1', { direction: BACKWARDS, fromRevision: END, maxCount: 2 }));
    expect(backwards.map((e) => [e.event?.type, e.event?.revision])).toEqual([
      ['Removed', 2n],
      ['Added', 1n],
    ]);
    const carts = await collect(client.readAll({ fromPosition: START, filter: streamNameFilter({ prefixes: ['carts-'] }) }));
    expect(carts.map((e) => e.event?.streamId)).toEqual(['carts-1', 'carts-1', 'carts-1']);
    const last = await collect(client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }));
    expect(last[0].event?.type).toBe('Removed');
    // The log starts with a system event, as a real one does.
    const first = await collect(client.readAll({ fromPosition: START, maxCount: 1 }));
    expect(first[0].event?.type.startsWith('$')).toBe(true);
  });

  it('sends a filtered subscription the matching events and checkpoints past the others', async () => {
    const checkpoints: bigint[] = [];
    const seen: string[] = [];
    const subscription = client.subscribeToAll({
      fromPosition: END,
      filter: eventTypeFilter({ prefixes: ['Invoice'], checkpointReached: (_s, position) => void checkpoints.push(position.commit) }),
    });
    const received = new Promise<void>((resolve) =>
      subscription.on('data', (resolved) => {
        seen.push(resolved.event!.type);
        if (seen.length === 2) resolve();
      }),
    );
    await new Promise((resolve) => subscription.once('caughtUp', resolve));
    const other = await client.appendToStream('ledger-1', event('Posted'), { streamState: NO_STREAM });
    await client.appendToStream('invoice-1', [event('InvoiceIssued'), event('InvoicePaid')], { streamState: NO_STREAM });
    await received;
    await subscription.unsubscribe();
    expect(seen).toEqual(['InvoiceIssued', 'InvoicePaid']);
    // The non-matching append was reported as a checkpoint at its position.
    expect(checkpoints).toContain(other.position!.commit);
  });
});
