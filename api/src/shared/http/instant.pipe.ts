import { BadRequestException, PipeTransform } from '@nestjs/common';

/** An ISO 8601 date (2026-11-20) or date-time with a zone (2026-11-20T09:30:00Z, ...+02:00). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/**
 * An optional query parameter that names an instant: undefined when absent, a Date when valid, and 400 naming
 * the parameter otherwise. A bare date means the end of that day (UTC): "as of 20 November" includes the 20th.
 */
export function instantPipe(name: string): PipeTransform<string | undefined, Date | undefined> {
  return {
    transform(value) {
      if (value === undefined) return undefined;
      const time = ISO_INSTANT.test(value) ? Date.parse(value.length === 10 ? `${value}T23:59:59.999Z` : value) : NaN;
      if (Number.isNaN(time)) {
        const message = `${name} must be an ISO 8601 date or date-time with a time zone, such as 2026-11-20 or 2026-11-20T09:30:00Z`;
        throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message, errors: [message] });
      }
      return new Date(time);
    },
  };
}
