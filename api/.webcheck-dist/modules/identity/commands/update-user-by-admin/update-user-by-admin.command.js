"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.UpdateUserByAdminCommand = void 0;
class UpdateUserByAdminCommand {
    constructor(admin, userId, changes) {
        this.admin = admin;
        this.userId = userId;
        this.changes = changes;
    }
}
exports.UpdateUserByAdminCommand = UpdateUserByAdminCommand;
//# sourceMappingURL=update-user-by-admin.command.js.map