"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.UsersProjection = void 0;
const row_batch_1 = require("../../../../shared/projections/row-batch");
const user_events_1 = require("../../domain/user.events");
const user_entity_1 = require("./user.entity");
class UsersProjection {
    constructor() {
        this.name = 'users';
        this.handles = user_events_1.USER_EVENT_TYPES;
        this.tables = ['users'];
    }
    async apply(events, manager) {
        const rows = await row_batch_1.RowBatch.load(manager, user_entity_1.UserRow, events.map((e) => e.data.userId));
        for (const stored of events) {
            const event = stored;
            const at = new Date(stored.metadata.occurredAt);
            switch (event.type) {
                case 'UserRegistered':
                    rows.put(Object.assign(new user_entity_1.UserRow(), {
                        id: event.data.userId,
                        workspaceId: event.data.workspaceId,
                        email: event.data.email,
                        firstName: event.data.firstName,
                        lastName: event.data.lastName,
                        profileImageUrl: null,
                        role: event.data.role,
                        planType: event.data.planType,
                        subscriptionStatus: event.data.subscriptionStatus,
                        stripeCustomerId: null,
                        stripeSubscriptionId: null,
                        createdAt: at,
                        updatedAt: at,
                    }));
                    break;
                case 'UserProfileUpdated':
                    rows.update(event.data.userId, (row) => {
                        const { userId: _, ...changes } = event.data;
                        Object.assign(row, changes);
                        row.updatedAt = at;
                    });
                    break;
                case 'SubscriptionChanged':
                    rows.update(event.data.userId, (row) => {
                        row.planType = event.data.planType;
                        row.subscriptionStatus = event.data.subscriptionStatus;
                        row.updatedAt = at;
                    });
                    break;
            }
        }
        await rows.flush();
    }
}
exports.UsersProjection = UsersProjection;
//# sourceMappingURL=users.projection.js.map