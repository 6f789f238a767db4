import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  isEmail,
  isURL,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import {
  NOTIFICATION_CHANNEL_TYPES,
  NOTIFICATION_EVENTS,
  type CreateNotificationChannelRequest,
  type MarkNotificationsReadRequest,
  type NotificationChannelType,
  type NotificationEvent,
} from '../notifications';
import { trim } from './compose';
import type { Validates } from './validates';

/** An email channel's target is an address; a webhook's or Slack's an http(s) URL. */
function IsChannelTarget(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isChannelTarget',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          if (typeof value !== 'string') return false;
          const type = (args.object as CreateNotificationChannelDto).type;
          if (type === 'email') return isEmail(value);
          return isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false });
        },
        defaultMessage: (args?: ValidationArguments) =>
          (args?.object as CreateNotificationChannelDto | undefined)?.type === 'email' ? 'target must be an email address' : 'target must be an http(s) URL',
      },
    });
}

export class CreateNotificationChannelDto implements Validates<CreateNotificationChannelRequest, CreateNotificationChannelDto> {
  @IsIn(NOTIFICATION_CHANNEL_TYPES, { message: `type must be one of ${NOTIFICATION_CHANNEL_TYPES.join(', ')}` })
  type: NotificationChannelType;

  /** An address for email, an http(s) URL for webhook and Slack. */
  @Transform(trim)
  @IsString({ message: 'target must be text' })
  @MaxLength(2048, { message: 'target must be at most 2048 characters long' })
  @IsChannelTarget()
  target: string;

  @IsArray({ message: 'events must be a list' })
  @ArrayNotEmpty({ message: 'events must name at least one event' })
  @ArrayMaxSize(NOTIFICATION_EVENTS.length, { message: 'events must not repeat an event' })
  @IsIn(NOTIFICATION_EVENTS, { each: true, message: `events must each be one of ${NOTIFICATION_EVENTS.join(', ')}` })
  events: NotificationEvent[];
}

export class MarkNotificationsReadDto implements Validates<MarkNotificationsReadRequest, MarkNotificationsReadDto> {
  @IsOptional()
  @IsArray({ message: 'ids must be a list' })
  @IsUUID('all', { each: true, message: 'ids must each be a notification id' })
  ids?: string[];
}
