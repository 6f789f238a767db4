import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import { DomainErrorException, DomainErrorKind } from '../domain/domain-error';

/** The one place where expected domain failures become HTTP statuses. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  forbidden: HttpStatus.FORBIDDEN,
  unauthorized: HttpStatus.UNAUTHORIZED,
  payment_required: HttpStatus.PAYMENT_REQUIRED,
  invalid: HttpStatus.BAD_REQUEST,
};

@Catch(DomainErrorException)
export class DomainErrorFilter implements ExceptionFilter {
  catch(exception: DomainErrorException, host: ArgumentsHost): void {
    const status = STATUS_OF[exception.error.kind];
    host.switchToHttp().getResponse<Response>().status(status).json({ statusCode: status, code: exception.error.code, message: exception.error.message });
  }
}
