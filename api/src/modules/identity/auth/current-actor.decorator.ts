import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Actor } from '../../../shared/domain/actor';

/** The signed-in actor that the auth guard put on the request. */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => context.switchToHttp().getRequest().user);
