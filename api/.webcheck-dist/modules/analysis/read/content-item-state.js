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
exports.ContentItemStates = void 0;
const common_1 = require("@nestjs/common");
const domain_error_1 = require("../../../shared/domain/domain-error");
const event_store_port_1 = require("../../../shared/event-store/event-store.port");
const content_1 = require("../../content");
/**
 * The write-side state of an item, read before the slow work (fetching, the AI) so that a missing item or
 * another workspace's is refused before any network traffic. The decision itself is taken again on the
 * fresh state when the outcome is recorded.
 */
let ContentItemStates = class ContentItemStates {
    constructor(store) {
        this.store = store;
    }
    async load(contentId) {
        const events = await this.store.readStream((0, content_1.contentStream)(contentId));
        return events.reduce((state, event) => content_1.contentItemModel.evolve(state, event), content_1.contentItemModel.initialState);
    }
    /** The item, or a 404 for a missing, deleted or foreign one. */
    async visible(contentId, workspaceId) {
        const state = await this.load(contentId);
        if (!(0, content_1.visibleTo)(state, workspaceId))
            throw new domain_error_1.DomainErrorException(content_1.contentItemNotFound);
        return state;
    }
};
exports.ContentItemStates = ContentItemStates;
exports.ContentItemStates = ContentItemStates = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(event_store_port_1.EVENT_STORE)),
    __metadata("design:paramtypes", [Object])
], ContentItemStates);
//# sourceMappingURL=content-item-state.js.map