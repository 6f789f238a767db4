import type { ApiErrorBody } from '@freshwatch/contracts';
import * as dtos from '@freshwatch/contracts/dto';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse, type OpenAPIObject } from '@nestjs/swagger';

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

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * Gives each request body the schema of the DTO that validates it (Nest names the DTO but, without
 * `@ApiProperty` on its fields, lists none). Throws when a body is not a DTO of the contracts or a rule of one
 * cannot be described: the app does not start with a request body it cannot document.
 */
export function describeRequestBodies(document: OpenAPIObject): void {
  const dtoClasses = new Map(
    Object.values(dtos as Record<string, unknown>)
      .filter((value): value is dtos.DtoClass => typeof value === 'function' && /Dto$/.test(value.name))
      .map((dto) => [dto.name, dto]),
  );
  const bodies = new Set<dtos.DtoClass>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const body = item[method]?.requestBody;
      if (!body) continue;
      if (!('content' in body)) throw new Error(`${method.toUpperCase()} ${path}: a request body by reference`);
      for (const [type, { schema }] of Object.entries(body.content)) {
        const name = schema && '$ref' in schema ? schema.$ref.replace('#/components/schemas/', '') : undefined;
        const dto = name === undefined ? undefined : dtoClasses.get(name);
        if (!dto) throw new Error(`${method.toUpperCase()} ${path} ${type}: the request body is not a DTO of @freshwatch/contracts/dto`);
        bodies.add(dto);
      }
    }
  }
  const schemas = dtos.requestBodySchemas([...bodies]);
  const taken = Object.keys(schemas).filter((name) => document.components?.schemas?.[name] && !dtoClasses.has(name));
  if (taken.length > 0) throw new Error(`request body schemas would replace the response schemas ${taken.join(', ')}`);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...schemas } };
}
