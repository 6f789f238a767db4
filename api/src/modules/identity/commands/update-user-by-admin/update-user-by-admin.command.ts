import type { AdminUpdateUserDto } from '@freshwatch/contracts/dto';
import type { Actor } from '../../../../shared/domain/actor';

export class UpdateUserByAdminCommand {
  constructor(
    readonly admin: Actor,
    readonly userId: string,
    readonly changes: AdminUpdateUserDto,
  ) {}
}
