import { Transform } from 'class-transformer';
import { IsIn, registerDecorator, ValidationArguments } from 'class-validator';
import type { SaveSettingRequest } from '../requests';
import type { Validates } from './validates';
import { isSettingKey, SETTING_KEYS, settingValueError, type SettingKey } from '../settings';

/** Forms send text, but a number, boolean or schedule object means the same and is accepted as its text. */
const asText = ({ value }: { value: unknown }) => {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value;
};

/** Checks `value` by the rules of the key sent beside it; an unknown key is reported on `key` alone. */
function IsSettingValue() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isSettingValue',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const key = (args.object as { key?: unknown }).key;
          return !isSettingKey(key) || (value !== undefined && value !== null && settingValueError(key, value) === null);
        },
        defaultMessage: (args: ValidationArguments) => {
          const key = (args.object as { key: SettingKey }).key;
          if (args.value === undefined || args.value === null) return `value is required: the new value of ${key}`;
          return settingValueError(key, args.value) ?? '';
        },
      },
    });
}

export class SaveSettingDto implements Validates<SaveSettingRequest, SaveSettingDto> {
  @IsIn(SETTING_KEYS, { message: `key must be one of: ${SETTING_KEYS.join(', ')}` })
  key: SettingKey;

  @Transform(asText)
  @IsSettingValue()
  value: string;
}
