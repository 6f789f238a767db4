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
exports.GetUsageHandler = void 0;
const contracts_1 = require("@freshwatch/contracts");
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const clock_1 = require("../../../../shared/domain/clock");
const get_usage_query_1 = require("./get-usage.query");
/** A JSON number field of `usage`, 0 when missing or not a number (older events, the local analyser). */
const num = (field) => `CASE WHEN jsonb_typeof(data->'usage'->'${field}') = 'number' THEN (data->'usage'->>'${field}')::numeric ELSE 0 END`;
/**
 * Counts straight from the event log: every ContentAnalyzed event is one analysis run, and its `usage` (see
 * AnalysisUsage in contracts) says how many AI calls and tokens it took. No read model is needed for a few
 * sums a month; the events_type_workspace_occurred index keeps it one index range scan.
 */
let GetUsageHandler = class GetUsageHandler {
    constructor(dataSource, clock) {
        this.dataSource = dataSource;
        this.clock = clock;
    }
    async execute({ workspaceId }) {
        const now = this.clock.now();
        const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
        const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
        const rows = await this.dataSource.query(`SELECT coalesce(data->'usage'->>'model', '') AS model, count(*)::int AS analyses,
              sum(${num('aiCalls')}) AS calls, sum(${num('promptTokens')}) AS prompt, sum(${num('completionTokens')}) AS completion
         FROM events
        WHERE type = 'ContentAnalyzed' AND metadata->>'workspaceId' = $1
          AND metadata->>'occurredAt' >= $2 AND metadata->>'occurredAt' < $3
        GROUP BY 1`, 
        // occurredAt is written by toISOString(), so text order is time order.
        [workspaceId, start.toISOString(), end.toISOString()]);
        const usage = { month: start.toISOString().slice(0, 7), analysesRun: 0, aiCalls: 0, tokens: 0, estimatedCostUsd: 0 };
        for (const row of rows) {
            const prompt = Number(row.prompt);
            const completion = Number(row.completion);
            usage.analysesRun += row.analyses;
            usage.aiCalls += Number(row.calls);
            usage.tokens += prompt + completion;
            usage.estimatedCostUsd += (0, contracts_1.estimateCostUsd)(row.model, prompt, completion);
        }
        usage.estimatedCostUsd = Math.round(usage.estimatedCostUsd * 100) / 100;
        return usage;
    }
};
exports.GetUsageHandler = GetUsageHandler;
exports.GetUsageHandler = GetUsageHandler = __decorate([
    (0, cqrs_1.QueryHandler)(get_usage_query_1.GetUsageQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        clock_1.Clock])
], GetUsageHandler);
//# sourceMappingURL=get-usage.handler.js.map