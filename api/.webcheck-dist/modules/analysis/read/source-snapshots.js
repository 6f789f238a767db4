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
exports.SourceSnapshots = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const source_snapshot_entity_1 = require("../projections/source-snapshots/source-snapshot.entity");
/** The latest snapshot of each of an item's sources, by source URL id. */
let SourceSnapshots = class SourceSnapshots {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async forItem(contentId) {
        const rows = await this.dataSource.getRepository(source_snapshot_entity_1.SourceSnapshotRow).find({ where: { contentId }, select: { id: true, url: true, fingerprint: true, text: true } });
        return new Map(rows.map((row) => [row.id, { url: row.url, fingerprint: row.fingerprint, text: row.text }]));
    }
};
exports.SourceSnapshots = SourceSnapshots;
exports.SourceSnapshots = SourceSnapshots = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], SourceSnapshots);
//# sourceMappingURL=source-snapshots.js.map