"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var InfrastructureModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.InfrastructureModule = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const config_1 = require("./config/config");
const clock_1 = require("./shared/domain/clock");
const event_store_port_1 = require("./shared/event-store/event-store.port");
const stream_executor_1 = require("./shared/event-store/stream-executor");
const job_queue_1 = require("./shared/jobs/job-queue");
const projection_runner_1 = require("./shared/projections/projection-runner");
/** The process-wide pieces opened before Nest starts (database, event store, projections), made injectable. */
let InfrastructureModule = InfrastructureModule_1 = class InfrastructureModule {
    static forRoot(infra) {
        return {
            module: InfrastructureModule_1,
            providers: [
                { provide: config_1.APP_CONFIG, useValue: infra.config },
                { provide: typeorm_1.DataSource, useValue: infra.dataSource },
                { provide: event_store_port_1.EVENT_STORE, useValue: infra.eventStore },
                { provide: projection_runner_1.ProjectionRunner, useValue: infra.runner },
                { provide: job_queue_1.JOB_QUEUE, useValue: infra.jobs },
                { provide: clock_1.Clock, useClass: clock_1.SystemClock },
                { provide: clock_1.IdGenerator, useClass: clock_1.UuidGenerator },
                stream_executor_1.StreamExecutor,
            ],
            exports: [config_1.APP_CONFIG, typeorm_1.DataSource, event_store_port_1.EVENT_STORE, projection_runner_1.ProjectionRunner, job_queue_1.JOB_QUEUE, clock_1.Clock, clock_1.IdGenerator, stream_executor_1.StreamExecutor],
        };
    }
};
exports.InfrastructureModule = InfrastructureModule;
exports.InfrastructureModule = InfrastructureModule = InfrastructureModule_1 = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({})
], InfrastructureModule);
//# sourceMappingURL=infrastructure.module.js.map