import * as grpc from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { Any } from 'google-protobuf/google/protobuf/any_pb';
import { ServerFeaturesService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/serverfeatures_grpc_pb';
import { SupportedMethod, SupportedMethods } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/serverfeatures_pb';
import { StreamsService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_grpc_pb';
import { AppendReq, AppendResp, ReadReq, ReadResp } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';
import { Empty, StreamIdentifier, UUID } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb';
import { Status } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/status_pb';
import { StreamsServiceService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v2/streams/streams_grpc_pb';
import {
  AppendRequest,
  AppendResponse,
  AppendSessionResponse,
  SchemaFormat,
} from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v2/streams/streams_pb';
import { StreamRevisionConflictErrorDetails } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v2/streams/errors_pb';

/**
 * A KurrentDB stand-in for tests: no KurrentDB server can run on these machines, so this one speaks the server's
 * real gRPC protocol (the service definitions and messages shipped in @kurrent/kurrentdb-client) over plaintext
 * HTTP/2 on loopback, with an in-memory log. The real client is what talks to it, both its grpc-js half (appends,
 * subscriptions, server features) and its Rust half (@kurrent/bridge: readStream, readAll).
 *
 * What it implements is what the adapter relies on, with the server's semantics:
 * - ServerFeatures.GetSupportedMethods (so the client picks Streams.Append, and v2 AppendSession for
 *   multi-stream appends, as it does against KurrentDB 25.1+);
 * - Streams.Append with expected revision any / no_stream / stream_exists / exact, answering WrongExpectedVersion;
 * - v2 StreamsService.AppendSession: several streams in one atomic commit, a conflict refused with
 *   FAILED_PRECONDITION and StreamRevisionConflictErrorDetails as KurrentDB does;
 * - Streams.Read of a stream (forwards/backwards, from a revision, start or end; StreamNotFound) and of $all
 *   (forwards/backwards from a position, inclusive forwards and exclusive backwards as on the server; filters on
 *   event type or stream name, by prefix or regex);
 * - subscriptions to $all from a position (exclusive) with a filter and checkpoints, catch-up then live.
 *
 * Positions are (commit, prepare) pairs as bigint; like the server's they are log byte offsets, so they are
 * sparse, and commit equals prepare for every event (there are no explicit transactions). The log starts with a
 * system event, as a real one does, so that filters excluding `$` types have something to exclude.
 */

interface Recorded {
  id: string;
  stream: string;
  revision: bigint;
  position: bigint;
  type: string;
  contentType: string;
  /** .NET ticks (100 ns) since the Unix epoch, as the server puts in the `created` metadata. */
  created: bigint;
  data: Uint8Array;
  customMetadata: Uint8Array;
}

interface Proposed {
  id: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  customMetadata: Uint8Array;
}

type Filter = (event: Recorded) => boolean;

interface Subscriber {
  filtered: boolean;
  filter: Filter;
  send(event: Recorded): void;
  checkpoint(position: bigint): void;
}

const V1_STREAMS = 'event_store.client.streams.Streams';
const V2_STREAMS = 'kurrentdb.protocol.v2.streams.StreamsService';
const NO_STREAM = -1n;

export class KurrentDbTestServer {
  private readonly server = new grpc.Server();
  private readonly log: Recorded[] = [];
  private readonly streams = new Map<string, Recorded[]>();
  private readonly subscribers = new Set<Subscriber>();
  private nextPosition = 0n;
  /** How many appends (of any kind) the server accepted; a test can make the next ones fail (see failAppendsAfter). */
  appends = 0;
  private failAfter: number | null = null;
  /**
   * Answers a multi-stream append with the position of its first event rather than its last, so that a test can
   * show the adapter does not depend on which one a server reports.
   */
  sessionAnswersFirstPosition = false;
  port = 0;

  constructor() {
    this.server.addService(ServerFeaturesService, {
      getSupportedMethods: (_call: grpc.ServerUnaryCall<Empty, SupportedMethods>, callback: grpc.sendUnaryData<SupportedMethods>) =>
        callback(null, this.supportedMethods()),
    });
    this.server.addService(StreamsService, {
      read: (call: grpc.ServerWritableStream<ReadReq, ReadResp>) => this.read(call),
      append: (call: grpc.ServerReadableStream<AppendReq, AppendResp>, callback: grpc.sendUnaryData<AppendResp>) => this.append(call, callback),
    });
    this.server.addService(StreamsServiceService, {
      appendSession: (call: grpc.ServerReadableStream<AppendRequest, AppendSessionResponse>, callback: grpc.sendUnaryData<AppendSessionResponse>) =>
        this.appendSession(call, callback),
    });
    this.write(
      [{ id: randomUUID(), type: '$epoch-information', contentType: 'application/json', data: Buffer.from('{}'), customMetadata: new Uint8Array() }],
      '$epoch-information',
    );
  }

  /** The connection string the real client uses to reach this server. */
  get connectionString(): string {
    return `kurrentdb://127.0.0.1:${this.port}?tls=false`;
  }

  async start(): Promise<this> {
    this.port = await new Promise<number>((resolve, reject) =>
      this.server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port))),
    );
    return this;
  }

  async stop(): Promise<void> {
    this.server.forceShutdown();
  }

  /** Makes every append after the next `count` fail with UNAVAILABLE, as a server going away would; null undoes it. */
  failAppendsAfter(count: number | null): void {
    this.failAfter = count === null ? null : this.appends + count;
  }

  /** The product's events in the log (system events left out), for assertions. */
  events(): { stream: string; revision: bigint; type: string }[] {
    return this.log.filter((e) => !e.type.startsWith('$')).map(({ stream, revision, type }) => ({ stream, revision, type }));
  }

  private supportedMethods(): SupportedMethods {
    const methods = new SupportedMethods();
    methods.setEventStoreServerVersion('25.1.0');
    for (const [service, method] of [
      [V1_STREAMS, 'Read'],
      [V1_STREAMS, 'Append'],
      [V2_STREAMS, 'AppendSession'],
    ]) {
      const supported = new SupportedMethod();
      supported.setServiceName(service.toLowerCase());
      supported.setMethodName(method.toLowerCase());
      methods.addMethods(supported);
    }
    return methods;
  }

  private refuseUnavailable(): grpc.ServiceError | null {
    if (this.failAfter === null || this.appends < this.failAfter) return null;
    return Object.assign(new Error('test server: appends switched off'), {
      code: grpc.status.UNAVAILABLE,
      details: 'appends switched off',
      metadata: new grpc.Metadata(),
    });
  }

  /** Appends events to a stream in one commit and wakes the subscribers; returns the stored events. */
  private write(events: Proposed[], stream: string): Recorded[] {
    const existing = this.streams.get(stream) ?? [];
    this.streams.set(stream, existing);
    const now = BigInt(Date.now()) * 10_000n;
    const written = events.map((event) => {
      const recorded: Recorded = { ...event, stream, revision: BigInt(existing.length), position: this.nextPosition, created: now };
      // A log record's size: a header and the payload, so positions grow as byte offsets do on the server.
      this.nextPosition += 100n + BigInt(event.data.length + event.customMetadata.length + stream.length + event.type.length);
      existing.push(recorded);
      this.log.push(recorded);
      return recorded;
    });
    for (const subscriber of this.subscribers) {
      let matched = false;
      for (const event of written) {
        if (!subscriber.filter(event)) continue;
        subscriber.send(event);
        matched = true;
      }
      // A filtered subscription learns that the log moved even when nothing matched, as the server's checkpoints tell it.
      if (!matched && subscriber.filtered) subscriber.checkpoint(written[written.length - 1].position);
    }
    return written;
  }

  private currentRevision(stream: string): bigint {
    return BigInt((this.streams.get(stream)?.length ?? 0) - 1);
  }

  private append(call: grpc.ServerReadableStream<AppendReq, AppendResp>, callback: grpc.sendUnaryData<AppendResp>): void {
    let options: AppendReq.Options | undefined;
    const proposed: Proposed[] = [];
    call.on('data', (req: AppendReq) => {
      if (req.hasOptions()) options = req.getOptions();
      const message = req.getProposedMessage();
      if (!message) return;
      const metadata = message.getMetadataMap();
      proposed.push({
        id: uuidString(message.getId()),
        type: metadata.get('type') ?? '',
        contentType: metadata.get('content-type') ?? 'application/octet-stream',
        data: message.getData_asU8(),
        customMetadata: message.getCustomMetadata_asU8(),
      });
    });
    call.on('error', () => undefined);
    call.on('end', () => {
      if (!options) return callback({ code: grpc.status.INVALID_ARGUMENT, details: 'the first message must hold the options' });
      const unavailable = this.refuseUnavailable();
      if (unavailable) return callback(unavailable);
      const stream = streamName(options.getStreamIdentifier());
      const current = this.currentRevision(stream);
      const E = AppendReq.Options.ExpectedStreamRevisionCase;
      const expectedCase = options.getExpectedStreamRevisionCase();
      const ok =
        expectedCase === E.ANY ||
        (expectedCase === E.NO_STREAM && current === NO_STREAM) ||
        (expectedCase === E.STREAM_EXISTS && current !== NO_STREAM) ||
        (expectedCase === E.REVISION && BigInt(options.getRevision()) === current);
      const resp = new AppendResp();
      if (!ok) {
        const wrong = new AppendResp.WrongExpectedVersion();
        if (current === NO_STREAM) wrong.setCurrentNoStream(new Empty());
        else wrong.setCurrentRevision(current.toString());
        if (expectedCase === E.REVISION) wrong.setExpectedRevision(options.getRevision());
        else if (expectedCase === E.NO_STREAM) wrong.setExpectedNoStream(new Empty());
        else if (expectedCase === E.STREAM_EXISTS) wrong.setExpectedStreamExists(new Empty());
        else wrong.setExpectedAny(new Empty());
        resp.setWrongExpectedVersion(wrong);
        return callback(null, resp);
      }
      this.appends++;
      const success = new AppendResp.Success();
      if (proposed.length === 0) {
        // The server accepts an empty append as a check of the expected revision.
        if (current === NO_STREAM) success.setNoStream(new Empty());
        else success.setCurrentRevision(current.toString());
        success.setNoPosition(new Empty());
      } else {
        const written = this.write(proposed, stream);
        const last = written[written.length - 1];
        success.setCurrentRevision(last.revision.toString());
        const position = new AppendResp.Position();
        position.setCommitPosition(last.position.toString());
        position.setPreparePosition(last.position.toString());
        success.setPosition(position);
      }
      resp.setSuccess(success);
      callback(null, resp);
    });
  }

  private appendSession(call: grpc.ServerReadableStream<AppendRequest, AppendSessionResponse>, callback: grpc.sendUnaryData<AppendSessionResponse>): void {
    const requests: AppendRequest[] = [];
    call.on('data', (req: AppendRequest) => requests.push(req));
    call.on('error', () => undefined);
    call.on('end', () => {
      const unavailable = this.refuseUnavailable();
      if (unavailable) return callback(unavailable);
      // Every expected revision is checked before anything is written: all or nothing.
      for (const req of requests) {
        const expected = BigInt(req.getExpectedRevision() ?? '-2');
        const current = this.currentRevision(req.getStream());
        const ok = expected === -2n || (expected === -4n ? current !== NO_STREAM : expected === current);
        if (ok) continue;
        const details = new StreamRevisionConflictErrorDetails();
        details.setStream(req.getStream());
        details.setExpectedRevision(expected.toString());
        details.setActualRevision(current.toString());
        return callback(
          richError(
            grpc.status.FAILED_PRECONDITION,
            `Append failed due to a revision conflict on stream '${req.getStream()}'`,
            'kurrentdb.protocol.v2.streams.errors.StreamRevisionConflictErrorDetails',
            details.serializeBinary(),
          ),
        );
      }
      this.appends++;
      const response = new AppendSessionResponse();
      let last = 0n;
      let first: bigint | null = null;
      for (const req of requests) {
        const written = this.write(
          req.getRecordsList().map((record) => {
            // v2 records carry string properties; the server keeps them as the event's JSON metadata.
            const properties: Record<string, string> = {};
            record.getPropertiesMap().forEach((value, key) => (properties[key] = value.getStringValue()));
            const format = record.getSchema()?.getFormat();
            return {
              id: record.getRecordId() || randomUUID(),
              type: record.getSchema()?.getName() ?? '',
              contentType: format === SchemaFormat.SCHEMA_FORMAT_JSON ? 'application/json' : 'application/octet-stream',
              data: record.getData_asU8(),
              customMetadata: Object.keys(properties).length ? Buffer.from(JSON.stringify(properties)) : new Uint8Array(),
            };
          }),
          req.getStream(),
        );
        const output = new AppendResponse();
        output.setStream(req.getStream());
        output.setStreamRevision(written[written.length - 1].revision.toString());
        output.setPosition(written[written.length - 1].position.toString());
        response.addOutput(output);
        last = written[written.length - 1].position;
        first ??= written[0].position;
      }
      response.setPosition((this.sessionAnswersFirstPosition ? first! : last).toString());
      callback(null, response);
    });
  }

  private read(call: grpc.ServerWritableStream<ReadReq, ReadResp>): void {
    const options = call.request.getOptions();
    if (!options) return void call.emit('error', richError(grpc.status.INVALID_ARGUMENT, 'options are required'));
    const structured = options.getUuidOption()?.hasStructured() ?? false;
    const toResp = (event: Recorded) => readResp(event, structured);
    const backwards = options.getReadDirection() === ReadReq.Options.ReadDirection.BACKWARDS;
    const count = options.hasCount() ? BigInt(options.getCount()) : BigInt(Number.MAX_SAFE_INTEGER);

    const streamOptions = options.getStream();
    if (streamOptions) {
      const name = streamName(streamOptions.getStreamIdentifier());
      const events = this.streams.get(name);
      if (!events) {
        const notFound = new ReadResp.StreamNotFound();
        notFound.setStreamIdentifier(streamOptions.getStreamIdentifier());
        call.write(new ReadResp().setStreamNotFound(notFound));
        return void call.end();
      }
      const R = ReadReq.Options.StreamOptions.RevisionOptionCase;
      const revisionCase = streamOptions.getRevisionOptionCase();
      let selected: Recorded[];
      if (backwards) {
        const from = revisionCase === R.REVISION ? BigInt(streamOptions.getRevision()) : revisionCase === R.START ? 0n : BigInt(events.length - 1);
        selected = events.filter((e) => e.revision <= from).reverse();
      } else {
        const from = revisionCase === R.REVISION ? BigInt(streamOptions.getRevision()) : revisionCase === R.END ? BigInt(events.length) : 0n;
        selected = events.filter((e) => e.revision >= from);
      }
      for (const event of selected.slice(0, Number(count))) call.write(toResp(event));
      return void call.end();
    }

    const all = options.getAll();
    if (!all) return void call.emit('error', richError(grpc.status.INVALID_ARGUMENT, 'a stream or $all is required'));
    const filter = readFilter(options);
    const A = ReadReq.Options.AllOptions.AllOptionCase;
    const from = all.getAllOptionCase() === A.POSITION ? BigInt(all.getPosition()!.getCommitPosition()) : null;
    const atEnd = all.getAllOptionCase() === A.END;

    if (!options.hasSubscription()) {
      let selected: Recorded[];
      if (backwards) selected = this.log.filter((e) => atEnd || from === null || e.position < from).reverse();
      else selected = atEnd ? [] : this.log.filter((e) => from === null || e.position >= from);
      let sent = 0n;
      for (const event of selected) {
        if (sent >= count) break;
        if (!filter(event)) continue;
        call.write(toResp(event));
        sent++;
      }
      return void call.end();
    }

    // A subscription: confirmation, the events after the position (exclusive), caught up, then live.
    call.write(new ReadResp().setConfirmation(new ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID())));
    const filtered = options.hasFilter();
    const checkpoint = (position: bigint) =>
      call.write(new ReadResp().setCheckpoint(new ReadResp.Checkpoint().setCommitPosition(position.toString()).setPreparePosition(position.toString())));
    const catchUp = atEnd ? [] : this.log.filter((e) => from === null || e.position > from);
    for (const event of catchUp) if (filter(event)) call.write(toResp(event));
    if (filtered && this.log.length > 0) checkpoint(this.log[this.log.length - 1].position);
    call.write(new ReadResp().setCaughtUp(new ReadResp.CaughtUp()));
    const subscriber: Subscriber = { filtered, filter, send: (event) => call.write(toResp(event)), checkpoint };
    this.subscribers.add(subscriber);
    const remove = () => this.subscribers.delete(subscriber);
    call.on('cancelled', remove);
    call.on('close', remove);
    call.on('error', remove);
  }
}

function streamName(identifier: StreamIdentifier | undefined): string {
  return Buffer.from(identifier?.getStreamName_asU8() ?? new Uint8Array()).toString('utf8');
}

function uuidString(uuid: UUID | undefined): string {
  if (!uuid) return randomUUID();
  if (uuid.hasString()) return uuid.getString();
  const s = uuid.getStructured()!;
  const hex = (v: string) => BigInt.asUintN(64, BigInt(v)).toString(16).padStart(16, '0');
  const h = hex(s.getMostSignificantBits()) + hex(s.getLeastSignificantBits());
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function toUuid(id: string, structured: boolean): UUID {
  const uuid = new UUID();
  if (!structured) return uuid.setString(id);
  const hex = id.replace(/-/g, '');
  const part = (h: string) => BigInt.asIntN(64, BigInt(`0x${h}`)).toString();
  return uuid.setStructured(new UUID.Structured().setMostSignificantBits(part(hex.slice(0, 16))).setLeastSignificantBits(part(hex.slice(16))));
}

function readResp(event: Recorded, structuredUuid: boolean): ReadResp {
  const recorded = new ReadResp.ReadEvent.RecordedEvent();
  recorded.setId(toUuid(event.id, structuredUuid));
  recorded.setStreamIdentifier(new StreamIdentifier().setStreamName(Buffer.from(event.stream, 'utf8')));
  recorded.setStreamRevision(event.revision.toString());
  recorded.setCommitPosition(event.position.toString());
  recorded.setPreparePosition(event.position.toString());
  recorded.getMetadataMap().set('type', event.type).set('content-type', event.contentType).set('created', event.created.toString());
  recorded.setCustomMetadata(event.customMetadata);
  recorded.setData(event.data);
  const read = new ReadResp.ReadEvent();
  read.setEvent(recorded);
  read.setCommitPosition(event.position.toString());
  return new ReadResp().setEvent(read);
}

function readFilter(options: ReadReq.Options): Filter {
  const filter = options.getFilter();
  if (!filter) return () => true;
  const F = ReadReq.Options.FilterOptions.FilterCase;
  const onType = filter.getFilterCase() === F.EVENT_TYPE;
  const expression = onType ? filter.getEventType()! : filter.getStreamIdentifier()!;
  const prefixes = expression.getPrefixList();
  const regex = expression.getRegex() ? new RegExp(expression.getRegex()) : null;
  return (event) => {
    const subject = onType ? event.type : event.stream;
    if (prefixes.length > 0 && !prefixes.some((p) => subject.startsWith(p))) return false;
    return regex === null || regex.test(subject);
  };
}

/** An error with the google.rpc.Status details KurrentDB attaches, which the client decodes into its own errors. */
function richError(code: grpc.status, message: string, detailsType?: string, details?: Uint8Array): Partial<grpc.StatusObject> {
  const metadata = new grpc.Metadata();
  if (detailsType && details) {
    const any = new Any();
    any.setTypeUrl(`type.googleapis.com/${detailsType}`);
    any.setValue(details);
    const status = new Status();
    status.setCode(code as number);
    status.setMessage(message);
    status.setDetails(any);
    metadata.set('grpc-status-details-bin', Buffer.from(status.serializeBinary()));
  }
  return { code, details: message, metadata };
}
