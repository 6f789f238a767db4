import type { ApiErrorBody } from '@freshwatch/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';

/**
 * OpenAPI classes describe the response shapes defined once in `contracts`. Each one `implements` its
 * interface (the compiler checks the types) and carries `@DocumentsExactly<Interface>()`, which fails to
 * compile when the class documents other properties than the interface has: an optional one forgotten, or one
 * the interface no longer has.
 */
type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? unknown : never;

export function DocumentsExactly<Shape>() {
  return <Class extends abstract new (...args: never[]) => Shape>(_target: Class & SameKeys<InstanceType<Class>, Shape>): void => undefined;
}

/** The one body of every error reply. */
@DocumentsExactly<ApiErrorBody>()
class ApiErrorResponse implements ApiErrorBody {
  @ApiProperty({ example: 404 }) statusCode: number;
  @ApiProperty({ description: 'What happened; for a bad request it names the field at fault.', example: 'Content item not found.' }) message: string;
  @ApiPropertyOptional({ description: "The HTTP status's name.", example: 'Not Found' }) error?: string;
  @ApiPropertyOptional({ description: "An expected failure's code.", example: 'CONTENT_ITEM_NOT_FOUND' }) code?: string;
  @ApiPropertyOptional({ type: [String], description: "A bad request's problems, one each." }) errors?: string[];
}

const ERROR_DESCRIPTIONS = {
  400: 'The request is invalid; `message` names the field.',
  401: 'Not signed in: no session, or an invalid or revoked API key.',
  403: 'Signed in, but not allowed to do this.',
  404: "Not found, or another workspace's.",
  409: 'Conflicts with the current state (an existing record, or a change someone made at the same moment); try again.',
  413: 'The request body is larger than 2 MB.',
  422: 'The page could not be fetched; `message` says why.',
  429: 'Too many attempts; wait a minute.',
  502: 'The payment provider refused the request or could not be reached; `message` says why.',
  503: 'Payments are not configured on this server.',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Documents the error replies a route (or every route of a controller) can give, all with the one error body. */
export function ApiErrors(...statuses: ErrorStatus[]) {
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ApiErrorResponse })));
}
