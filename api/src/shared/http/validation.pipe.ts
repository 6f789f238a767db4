import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function messages(error: ValidationError, path = ''): string[] {
  const field = path ? `${path}.${error.property}` : error.property;
  const own = Object.values(error.constraints ?? {}).map((m) => (m.startsWith(error.property) && path ? `${path}.${m}` : m));
  return [...own, ...(error.children ?? []).flatMap((child) => messages(child, field))];
}

/**
 * Validates every request body against its DTO. A bad body gets 400 whose `message` is one sentence naming
 * the field(s) at fault; `errors` lists each problem separately. Unknown fields are refused, not ignored.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const all = errors.flatMap((e) => messages(e));
      return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: all.join('; '), errors: all });
    },
  });
}
