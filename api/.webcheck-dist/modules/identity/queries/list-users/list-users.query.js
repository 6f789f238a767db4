"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ListUsersQuery = void 0;
/** Every user of the installation, oldest first: the administrator's Users screen. */
class ListUsersQuery {
}
exports.ListUsersQuery = ListUsersQuery;
//# sourceMappingURL=list-users.query.js.map