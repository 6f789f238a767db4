"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ListApiKeysQuery = void 0;
/** The user's keys, newest first, revoked ones included; never a secret. */
class ListApiKeysQuery {
    constructor(userId) {
        this.userId = userId;
    }
}
exports.ListApiKeysQuery = ListApiKeysQuery;
//# sourceMappingURL=list-api-keys.query.js.map