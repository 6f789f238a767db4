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
Object.defineProperty(exports, "__esModule", { value: true });
exports.HealthHttpController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const terminus_1 = require("@nestjs/terminus");
const typeorm_1 = require("typeorm");
const event_store_port_1 = require("../../shared/event-store/event-store.port");
const identity_1 = require("../identity");
let HealthHttpController = class HealthHttpController {
    constructor(health, indicator, dataSource, eventStore) {
        this.health = health;
        this.indicator = indicator;
        this.dataSource = dataSource;
        this.eventStore = eventStore;
    }
    check() {
        return this.health.check([() => this.probe('database', () => this.dataSource.query('SELECT 1')), () => this.probe('eventStore', () => this.eventStore.ping())]);
    }
    async probe(key, ping) {
        const check = this.indicator.check(key);
        const started = performance.now();
        try {
            await ping();
            return check.up({ responseTimeMs: Math.round(performance.now() - started) });
        }
        catch (error) {
            return check.down({ message: error instanceof Error ? error.message : String(error) });
        }
    }
};
exports.HealthHttpController = HealthHttpController;
__decorate([
    (0, identity_1.Public)(),
    (0, common_1.Get)(),
    (0, terminus_1.HealthCheck)(),
    (0, swagger_1.ApiOperation)({ summary: 'Database and event store status' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], HealthHttpController.prototype, "check", null);
exports.HealthHttpController = HealthHttpController = __decorate([
    (0, swagger_1.ApiTags)('health'),
    (0, common_1.Controller)('health'),
    __param(3, (0, common_1.Inject)(event_store_port_1.EVENT_STORE)),
    __metadata("design:paramtypes", [terminus_1.HealthCheckService,
        terminus_1.HealthIndicatorService,
        typeorm_1.DataSource, Object])
], HealthHttpController);
//# sourceMappingURL=health.http.controller.js.map