"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.userModel = exports.cannotEditSelf = exports.userNotFound = exports.userAlreadyRegistered = exports.initialUserState = void 0;
exports.evolveUser = evolveUser;
exports.decideRegisterUser = decideRegisterUser;
exports.decideUpdateUserByAdmin = decideUpdateUserByAdmin;
const domain_error_1 = require("../../../shared/domain/domain-error");
exports.initialUserState = { exists: false };
function evolveUser(state, event) {
    switch (event.type) {
        case 'UserRegistered': {
            const { userId, workspaceId, email, firstName, lastName, role, planType, subscriptionStatus } = event.data;
            return { exists: true, userId, workspaceId, email, firstName, lastName, role, planType, subscriptionStatus };
        }
        case 'UserProfileUpdated': {
            if (!state.exists)
                return state;
            const { userId: _, ...changes } = event.data;
            return { ...state, ...changes };
        }
        case 'SubscriptionChanged':
            return state.exists ? { ...state, planType: event.data.planType, subscriptionStatus: event.data.subscriptionStatus } : state;
        default:
            return state;
    }
}
exports.userAlreadyRegistered = new domain_error_1.DomainError('USER_ALREADY_REGISTERED', 'conflict', 'This account already exists.');
function decideRegisterUser(command, state) {
    if (state.exists)
        return exports.userAlreadyRegistered;
    return [
        {
            type: 'UserRegistered',
            data: {
                userId: command.userId,
                workspaceId: command.workspaceId,
                email: command.email,
                firstName: command.firstName,
                lastName: command.lastName,
                role: command.isFirstUser ? 'admin' : 'member',
                planType: 'free',
                subscriptionStatus: 'inactive',
            },
        },
    ];
}
exports.userNotFound = new domain_error_1.DomainError('USER_NOT_FOUND', 'not_found', 'User not found.');
exports.cannotEditSelf = new domain_error_1.DomainError('CANNOT_EDIT_SELF', 'forbidden', 'You cannot edit your own account here.');
/**
 * The Users screen's Edit User: records the profile fields that changed, and SubscriptionChanged when the plan
 * or status changed. An administrator edits others only, so that nobody demotes or locks out themselves by
 * accident (brief, section 6).
 */
function decideUpdateUserByAdmin(command, state) {
    if (command.adminId === command.userId)
        return exports.cannotEditSelf;
    if (!state.exists)
        return exports.userNotFound;
    const { planType, subscriptionStatus, ...profile } = command.changes;
    const changed = {};
    for (const [key, value] of Object.entries(profile)) {
        if (value !== undefined && state[key] !== value)
            changed[key] = value;
    }
    const events = [];
    if (Object.keys(changed).length > 0)
        events.push({ type: 'UserProfileUpdated', data: { userId: command.userId, ...changed } });
    const nextPlan = planType ?? state.planType;
    const nextStatus = subscriptionStatus ?? state.subscriptionStatus;
    if (nextPlan !== state.planType || nextStatus !== state.subscriptionStatus) {
        events.push({ type: 'SubscriptionChanged', data: { userId: command.userId, planType: nextPlan, subscriptionStatus: nextStatus } });
    }
    return events;
}
exports.userModel = { initialState: exports.initialUserState, evolve: evolveUser };
//# sourceMappingURL=user.js.map