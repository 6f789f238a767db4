"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetCurrentUserQuery = void 0;
class GetCurrentUserQuery {
    constructor(userId) {
        this.userId = userId;
    }
}
exports.GetCurrentUserQuery = GetCurrentUserQuery;
//# sourceMappingURL=get-current-user.query.js.map