"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.userStream = exports.USER_EVENT_TYPES = void 0;
exports.USER_EVENT_TYPES = ['UserRegistered', 'UserProfileUpdated', 'SubscriptionChanged'];
const userStream = (userId) => `user-${userId}`;
exports.userStream = userStream;
//# sourceMappingURL=user.events.js.map