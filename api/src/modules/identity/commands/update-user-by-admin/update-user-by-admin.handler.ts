import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { cannotEditSelf, userModel, userNotFound } from '../../domain/user';
import { decideUpdateUserByAdmin } from './update-user-by-admin.decide';
import { userStream } from '../../domain/user.events';
import { emailTaken } from '../sign-up/sign-up.handler';
import { UpdateUserByAdminCommand } from './update-user-by-admin.command';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * A new email is also the sign-in email, so user_credentials changes in the same step: first the credentials
 * (inside a transaction that checks the email is free), then the events. If the append fails, the old email is
 * put back, so that sign-in and the users read model never disagree for longer than the command.
 */
@CommandHandler(UpdateUserByAdminCommand)
export class UpdateUserByAdminHandler implements ICommandHandler<UpdateUserByAdminCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
  ) {}

  async execute({ admin, userId, changes }: UpdateUserByAdminCommand): Promise<void> {
    if (admin.userId === userId) throw new DomainErrorException(cannotEditSelf);
    const [target]: { workspace_id: string; email: string }[] = await this.dataSource.query(
      'SELECT u.workspace_id, c.email FROM users u JOIN user_credentials c ON c.user_id = u.id WHERE u.id = $1',
      [userId],
    );
    if (!target) throw new DomainErrorException(userNotFound);

    const previousEmail = target.email;
    const emailChanges = changes.email !== undefined && changes.email !== previousEmail;
    if (emailChanges) await this.changeSignInEmail(userId, changes.email!);
    try {
      await this.executor.execute(
        userStream(userId),
        userModel,
        (state) => decideUpdateUserByAdmin({ adminId: admin.userId, userId, changes: { ...changes } }, state),
        // The events belong to the edited user's workspace; the metadata still names the admin as the actor.
        { workspaceId: target.workspace_id, actorId: admin.actorId },
      );
    } catch (error) {
      if (emailChanges)
        await this.dataSource.query('UPDATE user_credentials SET email = $1 WHERE user_id = $2', [previousEmail, userId]).catch(() => undefined);
      throw error;
    }
  }

  private async changeSignInEmail(userId: string, email: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const [{ taken }] = await manager.query('SELECT exists(SELECT 1 FROM user_credentials WHERE lower(email) = lower($1) AND user_id <> $2) AS taken', [
          email,
          userId,
        ]);
        if (taken) throw new DomainErrorException(emailTaken);
        await manager.query('UPDATE user_credentials SET email = $1 WHERE user_id = $2', [email, userId]);
      });
    } catch (error) {
      // Two edits racing for one email: the unique index on lower(email) lets only one through.
      if (isUniqueViolation(error)) throw new DomainErrorException(emailTaken);
      throw error;
    }
  }
}
