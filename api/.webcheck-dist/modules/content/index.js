"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.scheduledContentItems = exports.missingContentItems = exports.contentItemExists = exports.GetContentItemQuery = exports.pendingSourceChanges = exports.visibleTo = exports.contentItemNotFound = exports.contentItemModel = exports.contentStream = exports.ContentItemRow = exports.ContentItemsProjection = exports.ContentModule = void 0;
var content_module_1 = require("./content.module");
Object.defineProperty(exports, "ContentModule", { enumerable: true, get: function () { return content_module_1.ContentModule; } });
var content_items_projection_1 = require("./projections/content-items/content-items.projection");
Object.defineProperty(exports, "ContentItemsProjection", { enumerable: true, get: function () { return content_items_projection_1.ContentItemsProjection; } });
var content_item_entity_1 = require("./projections/content-items/content-item.entity");
Object.defineProperty(exports, "ContentItemRow", { enumerable: true, get: function () { return content_item_entity_1.ContentItemRow; } });
var content_item_events_1 = require("./domain/content-item.events");
Object.defineProperty(exports, "contentStream", { enumerable: true, get: function () { return content_item_events_1.contentStream; } });
// For the analysis module, which records analyses and comparisons on the item's stream.
var content_item_1 = require("./domain/content-item");
Object.defineProperty(exports, "contentItemModel", { enumerable: true, get: function () { return content_item_1.contentItemModel; } });
Object.defineProperty(exports, "contentItemNotFound", { enumerable: true, get: function () { return content_item_1.contentItemNotFound; } });
Object.defineProperty(exports, "visibleTo", { enumerable: true, get: function () { return content_item_1.visibleTo; } });
__exportStar(require("./domain/content-item-analysis"), exports);
var content_item_analysis_state_1 = require("./domain/content-item-analysis.state");
Object.defineProperty(exports, "pendingSourceChanges", { enumerable: true, get: function () { return content_item_analysis_state_1.pendingSourceChanges; } });
var list_content_items_query_1 = require("./queries/list-content-items/list-content-items.query");
Object.defineProperty(exports, "GetContentItemQuery", { enumerable: true, get: function () { return list_content_items_query_1.GetContentItemQuery; } });
// For the tasks module, which checks a task's related content item.
var content_item_exists_1 = require("./queries/content-item-exists/content-item-exists");
Object.defineProperty(exports, "contentItemExists", { enumerable: true, get: function () { return content_item_exists_1.contentItemExists; } });
var missing_content_items_1 = require("./queries/content-item-exists/missing-content-items");
Object.defineProperty(exports, "missingContentItems", { enumerable: true, get: function () { return missing_content_items_1.missingContentItems; } });
var scheduled_content_items_1 = require("./queries/scheduled-content-items/scheduled-content-items");
Object.defineProperty(exports, "scheduledContentItems", { enumerable: true, get: function () { return scheduled_content_items_1.scheduledContentItems; } });
//# sourceMappingURL=index.js.map