"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.apiKeyExists = exports.apiKeyNotFound = exports.apiKeyModel = exports.initialApiKeyState = void 0;
exports.evolveApiKey = evolveApiKey;
exports.decideIssueApiKey = decideIssueApiKey;
exports.decideRevokeApiKey = decideRevokeApiKey;
const domain_error_1 = require("../../../shared/domain/domain-error");
exports.initialApiKeyState = { status: 'none' };
function evolveApiKey(state, event) {
    switch (event.type) {
        case 'ApiKeyIssued':
            return { status: 'active', keyId: event.data.keyId, userId: event.data.userId };
        case 'ApiKeyRevoked':
            return state.status === 'active' ? { ...state, status: 'revoked' } : state;
        default:
            return state;
    }
}
exports.apiKeyModel = { initialState: exports.initialApiKeyState, evolve: evolveApiKey };
exports.apiKeyNotFound = new domain_error_1.DomainError('API_KEY_NOT_FOUND', 'not_found', 'API key not found.');
exports.apiKeyExists = new domain_error_1.DomainError('API_KEY_EXISTS', 'conflict', 'An API key with this id already exists.');
function decideIssueApiKey(command, state) {
    if (state.status !== 'none')
        return exports.apiKeyExists;
    return [{ type: 'ApiKeyIssued', data: { keyId: command.keyId, userId: command.userId, name: command.name, prefix: command.prefix } }];
}
/** Another user's key is answered like a missing one; revoking a revoked key again changes nothing. */
function decideRevokeApiKey(command, state) {
    if (state.status === 'none' || state.userId !== command.userId)
        return exports.apiKeyNotFound;
    if (state.status === 'revoked')
        return [];
    return [{ type: 'ApiKeyRevoked', data: { keyId: command.keyId } }];
}
//# sourceMappingURL=api-key.js.map