"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.UuidGenerator = exports.IdGenerator = exports.SystemClock = exports.Clock = void 0;
const node_crypto_1 = require("node:crypto");
/** Time and ids come into the domain from here, so that tests can fix them. */
class Clock {
}
exports.Clock = Clock;
class SystemClock extends Clock {
    now() {
        return new Date();
    }
}
exports.SystemClock = SystemClock;
class IdGenerator {
}
exports.IdGenerator = IdGenerator;
class UuidGenerator extends IdGenerator {
    next() {
        return (0, node_crypto_1.randomUUID)();
    }
}
exports.UuidGenerator = UuidGenerator;
//# sourceMappingURL=clock.js.map