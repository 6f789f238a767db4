"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var StreamExecutor_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.StreamExecutor = void 0;
const common_1 = require("@nestjs/common");
const config_1 = require("../../config/config");
const clock_1 = require("../domain/clock");
const domain_error_1 = require("../domain/domain-error");
const projection_runner_1 = require("../projections/projection-runner");
const event_store_port_1 = require("./event-store.port");
const SCHEMA_VERSION = 1;
const CONFLICT_RETRIES = 3;
/**
 * The one way events are written: load a stream, fold it, decide, append with the expected version. A
 * concurrent writer makes the append fail; the command is then decided again on the fresh state. Returns only
 * once the read models reflect the new events (read-your-writes), or after the configured bound.
 */
let StreamExecutor = StreamExecutor_1 = class StreamExecutor {
    constructor(store, runner, clock, config) {
        this.store = store;
        this.runner = runner;
        this.clock = clock;
        this.config = config;
        this.logger = new common_1.Logger(StreamExecutor_1.name);
    }
    async execute(streamId, model, decide, actor) {
        for (let attempt = 1;; attempt++) {
            const stored = await this.store.readStream(streamId);
            const state = stored.reduce((s, e) => model.evolve(s, e), model.initialState);
            const now = this.clock.now();
            const decided = decide(state, now);
            if ((0, domain_error_1.isDomainError)(decided))
                throw new domain_error_1.DomainErrorException(decided);
            if (decided.length === 0)
                return { state, events: [], append: null };
            const metadata = { workspaceId: actor.workspaceId, actorId: actor.actorId, occurredAt: now.toISOString(), schemaVersion: SCHEMA_VERSION };
            try {
                const append = await this.store.append(streamId, decided.map((e) => ({ type: e.type, data: e.data, metadata })), stored.length);
                await this.catchUp(append.position);
                const next = decided.reduce((s, e) => model.evolve(s, e), state);
                return { state: next, events: decided, append };
            }
            catch (error) {
                if (error instanceof event_store_port_1.WrongExpectedVersionError && attempt < CONFLICT_RETRIES)
                    continue;
                if (error instanceof event_store_port_1.WrongExpectedVersionError) {
                    throw new domain_error_1.DomainErrorException(new domain_error_1.DomainError('CONCURRENT_CHANGE', 'conflict', 'Someone else changed this at the same time. Please try again.'));
                }
                throw error;
            }
        }
    }
    /** Waits until every projection has applied `position`. */
    async catchUp(position) {
        const caughtUp = await this.runner.waitFor(position, this.config.readYourWritesTimeoutMs);
        if (!caughtUp) {
            this.logger.warn(`Read models did not reach position ${position} within ${this.config.readYourWritesTimeoutMs} ms; replying anyway.`);
        }
    }
};
exports.StreamExecutor = StreamExecutor;
exports.StreamExecutor = StreamExecutor = StreamExecutor_1 = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(event_store_port_1.EVENT_STORE)),
    __param(3, (0, common_1.Inject)(config_1.APP_CONFIG)),
    __metadata("design:paramtypes", [Object, projection_runner_1.ProjectionRunner,
        clock_1.Clock, Object])
], StreamExecutor);
//# sourceMappingURL=stream-executor.js.map