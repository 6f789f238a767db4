"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sourceUrlExists = exports.contentItemExists = exports.contentItemNotFound = exports.contentItemModel = exports.initialContentItemState = void 0;
exports.evolveContentItem = evolveContentItem;
exports.visibleTo = visibleTo;
exports.decideRegister = decideRegister;
exports.decideEdit = decideEdit;
exports.decideDelete = decideDelete;
exports.decideAddSourceUrl = decideAddSourceUrl;
const domain_error_1 = require("../../../shared/domain/domain-error");
const content_item_analysis_state_1 = require("./content-item-analysis.state");
exports.initialContentItemState = { status: 'none' };
function evolveContentItem(state, event) {
    switch (event.type) {
        case 'ContentItemRegistered': {
            const { contentId, workspaceId, ...fields } = event.data;
            return { status: 'active', contentId, workspaceId, fields, sourceUrls: [], analysis: (0, content_item_analysis_state_1.initialAnalysisState)(fields.content) };
        }
        case 'ContentItemEdited': {
            if (state.status !== 'active')
                return state;
            const { changes } = event.data;
            // A person who writes the description takes it over from the extraction; one who clears it hands it back.
            const contentSource = 'content' in changes ? ((0, content_item_analysis_state_1.isBlank)(changes.content) ? 'none' : 'user') : state.analysis.contentSource;
            return { ...state, fields: { ...state.fields, ...changes }, analysis: { ...state.analysis, contentSource } };
        }
        case 'SourceUrlAdded':
            return state.status === 'active' ? { ...state, sourceUrls: [...state.sourceUrls, event.data.url] } : state;
        case 'ContentItemDeleted':
            return state.status === 'active' ? { status: 'deleted', contentId: state.contentId, workspaceId: state.workspaceId } : state;
        case 'ContentAnalyzed':
        case 'ContentAnalysisFailed':
        case 'ContentCompared':
            return state.status === 'active' ? (0, content_item_analysis_state_1.evolveAnalysis)(state, event) : state;
        default:
            return state;
    }
}
exports.contentItemModel = { initialState: exports.initialContentItemState, evolve: evolveContentItem };
exports.contentItemNotFound = new domain_error_1.DomainError('CONTENT_ITEM_NOT_FOUND', 'not_found', 'Content item not found.');
exports.contentItemExists = new domain_error_1.DomainError('CONTENT_ITEM_EXISTS', 'conflict', 'A content item with this id already exists.');
exports.sourceUrlExists = new domain_error_1.DomainError('SOURCE_URL_EXISTS', 'conflict', 'This source URL is already listed for the content item.');
/** Another workspace's item is answered exactly like a missing one. */
function visibleTo(state, workspaceId) {
    return state.status === 'active' && state.workspaceId === workspaceId;
}
function decideRegister(command, state) {
    if (state.status !== 'none')
        return exports.contentItemExists;
    return [{ type: 'ContentItemRegistered', data: { contentId: command.contentId, workspaceId: command.workspaceId, ...command.fields } }];
}
function decideEdit(command, state) {
    if (!visibleTo(state, command.workspaceId))
        return exports.contentItemNotFound;
    const changes = {};
    for (const [key, value] of Object.entries(command.changes)) {
        if (value === undefined)
            continue;
        if (JSON.stringify(state.fields[key]) !== JSON.stringify(value))
            changes[key] = value;
    }
    // An edit that changes nothing records nothing: the log holds facts, not button presses.
    if (Object.keys(changes).length === 0)
        return [];
    return [{ type: 'ContentItemEdited', data: { contentId: command.contentId, changes } }];
}
function decideDelete(command, state) {
    if (!visibleTo(state, command.workspaceId))
        return exports.contentItemNotFound;
    return [{ type: 'ContentItemDeleted', data: { contentId: command.contentId } }];
}
function decideAddSourceUrl(command, state) {
    if (!visibleTo(state, command.workspaceId))
        return exports.contentItemNotFound;
    if (state.sourceUrls.includes(command.url))
        return exports.sourceUrlExists;
    return [
        {
            type: 'SourceUrlAdded',
            data: { contentId: command.contentId, sourceUrlId: command.sourceUrlId, url: command.url, description: command.description },
        },
    ];
}
//# sourceMappingURL=content-item.js.map