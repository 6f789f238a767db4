"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.contentStream = exports.CONTENT_ITEM_EVENT_TYPES = void 0;
exports.CONTENT_ITEM_EVENT_TYPES = [
    'ContentItemRegistered',
    'ContentItemEdited',
    'ContentItemDeleted',
    'SourceUrlAdded',
    'ContentAnalyzed',
    'ContentAnalysisFailed',
    'ContentCompared',
];
const contentStream = (contentId) => `content-${contentId}`;
exports.contentStream = contentStream;
//# sourceMappingURL=content-item.events.js.map