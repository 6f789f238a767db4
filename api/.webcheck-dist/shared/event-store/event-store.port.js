"use strict";
/**
 * The event store port. Two adapters implement it (Postgres by default, KurrentDB/EventStoreDB when
 * EVENTSTORE_URL is set) and both must pass `event-store.contract.ts`.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.EVENT_STORE = exports.WrongExpectedVersionError = void 0;
class WrongExpectedVersionError extends Error {
    constructor(streamId, expected, actual) {
        super(`Stream ${streamId} is at version ${actual}, expected ${expected}.`);
        this.streamId = streamId;
        this.expected = expected;
        this.actual = actual;
    }
}
exports.WrongExpectedVersionError = WrongExpectedVersionError;
exports.EVENT_STORE = Symbol('EVENT_STORE');
//# sourceMappingURL=event-store.port.js.map