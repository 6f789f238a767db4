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
exports.OpenReviewTaskWhenContentCompared = exports.reviewTaskTitle = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const tasks_1 = require("../../tasks");
const reviewTaskTitle = (url) => `Review changes in ${url}`;
exports.reviewTaskTitle = reviewTaskTitle;
/**
 * A source that changed opens the task 'Review changes in <source>' on the item, unless the same task is still
 * open: a source that keeps changing before anyone looked gets one task, not one per comparison (which also
 * makes running this twice for one event harmless).
 */
let OpenReviewTaskWhenContentCompared = class OpenReviewTaskWhenContentCompared {
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
        this.name = 'open-review-task-when-content-compared';
        this.handles = ['ContentCompared'];
    }
    async react(event) {
        const { contentId, sources, comparedAt } = event.data;
        const changed = sources.filter((s) => s.outcome === 'changed');
        if (changed.length === 0)
            return;
        const { workspaceId, actorId } = event.metadata;
        const tasks = await this.queries.execute(new tasks_1.ListTasksQuery(workspaceId));
        const open = new Set(tasks.filter((t) => t.status !== 'completed' && t.contentId === contentId).map((t) => t.title));
        const actor = { userId: actorId, workspaceId, actorId, role: 'member' };
        for (const source of changed) {
            const title = (0, exports.reviewTaskTitle)(source.url).slice(0, 500);
            if (open.has(title))
                continue;
            const description = `${source.summary ?? 'The source changed.'} (compared on ${comparedAt.slice(0, 10)})`.slice(0, 5000);
            await this.commands.execute(new tasks_1.CreateTaskCommand(actor, { title, description, priority: 'medium', contentId }));
        }
    }
};
exports.OpenReviewTaskWhenContentCompared = OpenReviewTaskWhenContentCompared;
exports.OpenReviewTaskWhenContentCompared = OpenReviewTaskWhenContentCompared = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], OpenReviewTaskWhenContentCompared);
//# sourceMappingURL=open-review-task-when-content-compared.js.map