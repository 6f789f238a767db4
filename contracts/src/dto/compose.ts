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
/**
 * For a field of an update that maps to a required column: left out means unchanged, but `null` is not
 * "left out" (as `@IsOptional()` would have it) and must fail the field's rules with a 400, not reach the
 * database as a NULL.
 */
export const IsOmittable = () => ValidateIf((_: object, value: unknown) => value !== undefined);
