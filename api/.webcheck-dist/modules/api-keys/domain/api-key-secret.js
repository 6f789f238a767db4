"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.generateApiKey = generateApiKey;
exports.hashApiKey = hashApiKey;
exports.looksLikeApiKey = looksLikeApiKey;
const contracts_1 = require("@freshwatch/contracts");
const node_crypto_1 = require("node:crypto");
/** 32 random bytes: far beyond guessing, so a fast unsalted hash is enough to store (unlike a password). */
const SECRET_BYTES = 32;
const PREFIX_LENGTH = 8;
const KEY_FORMAT = /^fw_[A-Za-z0-9_-]{43,}$/;
function generateApiKey() {
    const key = contracts_1.API_KEY_PREFIX + (0, node_crypto_1.randomBytes)(SECRET_BYTES).toString('base64url');
    return { key, prefix: key.slice(contracts_1.API_KEY_PREFIX.length, contracts_1.API_KEY_PREFIX.length + PREFIX_LENGTH), hash: hashApiKey(key) };
}
function hashApiKey(key) {
    return (0, node_crypto_1.createHash)('sha256').update(key, 'utf8').digest('hex');
}
function looksLikeApiKey(value) {
    return KEY_FORMAT.test(value);
}
//# sourceMappingURL=api-key-secret.js.map