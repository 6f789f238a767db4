export { IdentityModule } from './identity.module';
export { CurrentActor } from './auth/current-actor.decorator';
export { Public } from './auth/public.decorator';
export { API_KEY_STRATEGY } from './auth/authenticated.guard';
export { FindActorQuery } from './queries/find-actor/find-actor.query';
export { AdminOnly } from './auth/admin-only.decorator';
