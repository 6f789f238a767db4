import { plainToInstance, Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';

/**
 * One decorator made of several, so that a field's rules are written once and shared by its create and
 * update DTOs (an update adds `@IsOptional()` in front).
 */
type FieldDecorator = (target: object, propertyName: string) => void;

export function compose(...decorators: FieldDecorator[]): FieldDecorator {
  return (target, propertyName) => {
    for (const decorator of decorators) decorator(target, propertyName);
  };
}

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const isPresent = (_: object, value: unknown) => value !== null && value !== undefined;
export const isGiven = (_: object, value: unknown) => value !== undefined;
/**
 * For a field of an update that maps to a required column: left out means unchanged, but `null` is not
 * "left out" (as `@IsOptional()` would have it) and must fail the field's rules with a 400, not reach the
 * database as a NULL.
 */
export const IsOmittable = () => ValidateIf(isGiven);

/** The DTO that each object of a list field is validated as, by class and field: what describes the list's items. */
export const LIST_ITEM_DTOS = new WeakMap<object, Map<string, DtoClass>>();

/** A DTO class: validated instances of it are made with `new`, without arguments. */
export type DtoClass = new () => object;

/**
 * Each object of the list becomes an instance of `dto`, so that its own rules apply (with `@ValidateNested`);
 * anything else is left as it is for the list's rules to refuse. (class-transformer's @Type would do the same,
 * but it reads design-time type metadata, which would make every importer of these DTOs load reflect-metadata
 * first.)
 */
export function ListOf(dto: DtoClass): FieldDecorator {
  const toDtos = ({ value }: { value: unknown }): unknown =>
    Array.isArray(value) ? value.map((item) => (typeof item === 'object' && item !== null ? plainToInstance(dto, item) : item)) : value;
  return (target, propertyName) => {
    const fields = LIST_ITEM_DTOS.get(target.constructor) ?? new Map<string, DtoClass>();
    fields.set(propertyName, dto);
    LIST_ITEM_DTOS.set(target.constructor, fields);
    Transform(toDtos)(target, propertyName);
  };
}
