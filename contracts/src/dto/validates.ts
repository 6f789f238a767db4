/**
 * What a DTO implements: the request interface it validates, field for field. `implements Request` alone checks
 * the type of each field the DTO declares, but lets it leave out an optional field of the request (which the
 * validation pipe would then refuse as unknown) or validate a field the request does not have. Written as
 * `class XDto implements Validates<XRequest, XDto>`, either is a compile error naming the field.
 */
export type Validates<Request, Dto> = Request & { [Missing in Exclude<keyof Request, keyof Dto>]-?: Request[Missing] } & {
  [Extra in Exclude<keyof Dto, keyof Request>]: never;
};
