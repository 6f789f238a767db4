import { BadRequestException } from '@nestjs/common';

/** A stream's version as an ETag: what a write's reply carries and an `If-Match` sends back. */
export const versionTag = (version: number) => `"${version}"`;

const MESSAGE = 'If-Match must be an ETag this API sent, such as "12".';

/**
 * The version an `If-Match` header names, for a write that must not apply over changes its sender has not seen;
 * undefined when there is none (or `*`): the write then applies to the current state, as concurrent writers do.
 */
export function versionFromIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*"(\d{1,9})"\s*$/.exec(header);
  if (!match) throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: MESSAGE, errors: [MESSAGE] });
  return Number(match[1]);
}
