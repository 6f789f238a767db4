import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { IdGenerator } from '../../../../shared/domain/clock';
import { DomainError, DomainErrorException } from '../../../../shared/domain/domain-error';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { passwordProblem } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { userModel } from '../../domain/user';
import { decideRegisterUser } from './sign-up.decide';
import { userStream } from '../../domain/user.events';
import { SignUpCommand } from './sign-up.command';

export const emailTaken = new DomainError('EMAIL_TAKEN', 'conflict', 'An account with this email already exists.');
/** Serialises sign-ups so that exactly one first user becomes the admin. */
const SIGN_UP_LOCK = 4_242_002;

/** Stores the credentials (outside the event log), then records UserRegistered. Returns the new user's id. */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, string> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: SignUpCommand): Promise<string> {
    const weak = passwordProblem(command.password, command.email);
    if (weak) throw new DomainErrorException(new DomainError('PASSWORD_TOO_WEAK', 'invalid', weak));
    const userId = this.ids.next();
    const workspaceId = this.ids.next();
    const passwordHash = await hashPassword(command.password);

    const isFirstUser = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SIGN_UP_LOCK]);
      const [{ taken }] = await manager.query('SELECT exists(SELECT 1 FROM user_credentials WHERE lower(email) = lower($1)) AS taken', [command.email]);
      if (taken) throw new DomainErrorException(emailTaken);
      const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM user_credentials');
      await manager.query('INSERT INTO user_credentials (user_id, email, password_hash) VALUES ($1, $2, $3)', [userId, command.email, passwordHash]);
      return count === 0;
    });

    try {
      await this.executor.execute(
        userStream(userId),
        userModel,
        (state) =>
          decideRegisterUser(
            { userId, workspaceId, email: command.email, firstName: command.firstName, lastName: command.lastName, isFirstUser, timeZone: command.timeZone },
            state,
          ),
        { workspaceId, actorId: userId },
      );
    } catch (error) {
      // Without its UserRegistered event the account does not exist: free the email again.
      await this.dataSource.query('DELETE FROM user_credentials WHERE user_id = $1', [userId]).catch(() => undefined);
      throw error;
    }
    return userId;
  }
}
