"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.findActor = findActor;
const user_entity_1 = require("../projections/users/user.entity");
/**
 * The actor a request runs as, for a user id that a credential (session or API key) vouched for; null when
 * there is no such user. `actorId` is what events record as having acted.
 */
async function findActor(dataSource, userId, actorId = userId) {
    const user = await dataSource.getRepository(user_entity_1.UserRow).findOne({ where: { id: userId }, select: { id: true, workspaceId: true, role: true } });
    if (!user)
        return null;
    return { userId: user.id, workspaceId: user.workspaceId, actorId, role: user.role };
}
//# sourceMappingURL=find-actor.js.map