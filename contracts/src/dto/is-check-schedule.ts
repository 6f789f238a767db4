import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { checkScheduleError } from '../schedule';

/** Validates one of the six schedule shapes; the message names the exact field at fault. */
export function IsCheckSchedule(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isCheckSchedule',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown) => checkScheduleError(value, propertyName) === null,
        defaultMessage: (args: ValidationArguments) => checkScheduleError(args.value, args.property) ?? '',
      },
    });
}
