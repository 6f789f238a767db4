export { IdentityModule } from './identity.module';
export { UsersProjection } from './projections/users/users.projection';
export { UserRow } from './projections/users/user.entity';
export { CurrentActor } from './auth/current-actor.decorator';
export { Public } from './auth/public.decorator';
export { AdminOnly } from './auth/admin-only.decorator';
export { API_KEY_STRATEGY } from './auth/authenticated.guard';
export { findActor } from './auth/find-actor';
