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
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetHealthHistoryHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const content_1 = require("../../../content");
const health_history_entity_1 = require("../../projections/health-history/health-history.entity");
const get_health_history_query_1 = require("./get-health-history.query");
let GetHealthHistoryHandler = class GetHealthHistoryHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ workspaceId, contentId }) {
        if (!(await (0, content_1.contentItemExists)(this.dataSource, workspaceId, contentId)))
            return null;
        const rows = await this.dataSource.getRepository(health_history_entity_1.HealthHistoryRow).find({ where: { workspaceId, contentId }, order: { position: 'ASC' } });
        return rows.map((row) => ({
            analysedAt: row.analysedAt.toISOString(),
            healthScore: row.healthScore,
            freshness: row.freshness,
            seoScore: row.seoScore,
            readability: row.readability,
            status: row.status,
            analyser: row.analyser,
            model: row.model,
        }));
    }
};
exports.GetHealthHistoryHandler = GetHealthHistoryHandler;
exports.GetHealthHistoryHandler = GetHealthHistoryHandler = __decorate([
    (0, cqrs_1.QueryHandler)(get_health_history_query_1.GetHealthHistoryQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetHealthHistoryHandler);
//# sourceMappingURL=get-health-history.handler.js.map