"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.apiKeyStream = exports.API_KEY_EVENT_TYPES = void 0;
exports.API_KEY_EVENT_TYPES = ['ApiKeyIssued', 'ApiKeyRevoked'];
const apiKeyStream = (keyId) => `api-key-${keyId}`;
exports.apiKeyStream = apiKeyStream;
//# sourceMappingURL=api-key.events.js.map