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
exports.GetContentStatsHandler = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const get_content_stats_query_1 = require("./get-content-stats.query");
/** Counts by status and the average health score (rounded to a whole percent) of a workspace's items. */
let GetContentStatsHandler = class GetContentStatsHandler {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ workspaceId }) {
        const [row] = await this.dataSource.query(`SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'fresh')::int AS fresh,
              count(*) FILTER (WHERE status = 'needs_update')::int AS "needsUpdate",
              count(*) FILTER (WHERE status = 'outdated')::int AS outdated,
              coalesce(round(avg(health_score)), 0)::int AS "averageHealthScore"
         FROM content_items WHERE workspace_id = $1`, [workspaceId]);
        return row;
    }
};
exports.GetContentStatsHandler = GetContentStatsHandler;
exports.GetContentStatsHandler = GetContentStatsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(get_content_stats_query_1.GetContentStatsQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetContentStatsHandler);
//# sourceMappingURL=get-content-stats.handler.js.map