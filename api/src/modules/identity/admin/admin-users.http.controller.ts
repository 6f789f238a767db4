import type { User } from '@freshwatch/contracts';
import { AdminUpdateUserDto } from '@freshwatch/contracts/dto';
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../shared/domain/actor';
import { idPipe } from '../../../shared/http/id.pipe';
import { ApiErrors } from '../../../shared/http/openapi';
import { AdminOnly } from '../auth/admin-only.decorator';
import { CurrentActor } from '../auth/current-actor.decorator';
import { UpdateUserByAdminCommand } from '../commands/update-user-by-admin/update-user-by-admin.command';
import { ListUsersQuery } from '../queries/list-users/list-users.query';
import { UserResponse } from '../user.response';

// ESLint's no-useless-assignment does not see a read inside a parameter decorator (@Param('id', Pipe)).
// eslint-disable-next-line no-useless-assignment
const UserIdPipe = idPipe('User');

/** The Users screen. Every route here is for administrators (403 for members, 401 signed out). */
@ApiTags('admin')
@AdminOnly()
@ApiErrors(401)
@Controller('admin/users')
export class AdminUsersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every user, oldest first (administrators only)' })
  @ApiOkResponse({ type: UserResponse, isArray: true })
  list(): Promise<User[]> {
    return this.queries.execute(new ListUsersQuery());
  }

  @Put(':userId')
  @ApiOperation({ summary: "Edit another user's email, names, plan and subscription status (administrators only; not their own record)" })
  @ApiOkResponse({ type: UserResponse })
  @ApiErrors(400, 404, 409)
  async update(@CurrentActor() admin: Actor, @Param('userId', UserIdPipe) userId: string, @Body() body: AdminUpdateUserDto): Promise<User> {
    await this.commands.execute(new UpdateUserByAdminCommand(admin, userId, body));
    const [user]: User[] = await this.queries.execute(new ListUsersQuery(userId));
    return user;
  }
}
