import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainError, DomainErrorException } from '../../../../shared/domain/domain-error';
import { dummyHash, verifyPassword } from '../../auth/passwords';
import { SignInCommand } from './sign-in.command';

const invalidCredentials = new DomainError('INVALID_CREDENTIALS', 'unauthorized', 'Invalid email or password.');

/** Checks an email and password; returns the user id. The same answer for an unknown email and a wrong password. */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, string> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(command: SignInCommand): Promise<string> {
    const [row] = await this.dataSource.query('SELECT user_id, password_hash FROM user_credentials WHERE lower(email) = lower($1)', [command.email]);
    const valid = await verifyPassword(command.password, row?.password_hash ?? (await dummyHash()));
    if (!row || !valid) throw new DomainErrorException(invalidCredentials);
    return row.user_id;
  }
}
