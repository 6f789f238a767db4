import {
  WEEK_POSITIONS,
  WEEKDAYS,
  type CheckSchedule,
  type CustomSchedule,
  type DailySchedule,
  type ManualSchedule,
  type MonthlySchedule,
  type VisitorTriggeredSchedule,
  type WeekPosition,
  type Weekday,
  type WeeklySchedule,
} from '@freshwatch/contracts';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

/** OpenAPI classes of the check schedule's six kinds (two of them in two forms); `type` tells them apart. */

const TIME = { description: "HH:MM, 24-hour, in the workspace's time zone (the timezone setting)", example: '09:00' };

@DocumentsExactly<ManualSchedule>()
class ManualScheduleResponse implements ManualSchedule {
  @ApiProperty({ enum: ['manual'] }) type: 'manual';
}

@DocumentsExactly<VisitorTriggeredSchedule>()
class VisitorTriggeredScheduleResponse implements VisitorTriggeredSchedule {
  @ApiProperty({ enum: ['visitor_triggered'] }) type: 'visitor_triggered';
  @ApiPropertyOptional() pagePattern?: string;
  @ApiProperty({ minimum: 1, description: 'Minutes' }) minTimeBetweenChecks: number;
}

@DocumentsExactly<DailySchedule>()
class DailyScheduleResponse implements DailySchedule {
  @ApiProperty({ enum: ['daily'] }) type: 'daily';
  @ApiProperty(TIME) time: string;
}

@DocumentsExactly<WeeklySchedule>()
class WeeklyScheduleResponse implements WeeklySchedule {
  @ApiProperty({ enum: ['weekly'] }) type: 'weekly';
  @ApiProperty({ enum: WEEKDAYS, isArray: true }) daysOfWeek: Weekday[];
  @ApiProperty(TIME) time: string;
}

type DayOfMonthSchedule = Extract<MonthlySchedule, { scheduleType: 'day_of_month' }>;
@DocumentsExactly<DayOfMonthSchedule>()
class DayOfMonthScheduleResponse implements DayOfMonthSchedule {
  @ApiProperty({ enum: ['monthly'] }) type: 'monthly';
  @ApiProperty({ enum: ['day_of_month'] }) scheduleType: 'day_of_month';
  @ApiProperty({ minimum: 1, maximum: 31 }) dayOfMonth: number;
  @ApiProperty(TIME) time: string;
}

type WeekdayOfMonthSchedule = Extract<MonthlySchedule, { scheduleType: 'weekday_of_month' }>;
@DocumentsExactly<WeekdayOfMonthSchedule>()
class WeekdayOfMonthScheduleResponse implements WeekdayOfMonthSchedule {
  @ApiProperty({ enum: ['monthly'] }) type: 'monthly';
  @ApiProperty({ enum: ['weekday_of_month'] }) scheduleType: 'weekday_of_month';
  @ApiProperty({ enum: WEEK_POSITIONS }) weekPosition: WeekPosition;
  @ApiProperty({ enum: WEEKDAYS }) weekDay: Weekday;
  @ApiProperty(TIME) time: string;
}

type EveryFewWeeksSchedule = Extract<CustomSchedule, { interval: 'weeks' }>;
@DocumentsExactly<EveryFewWeeksSchedule>()
class EveryFewWeeksScheduleResponse implements EveryFewWeeksSchedule {
  @ApiProperty({ enum: ['custom'] }) type: 'custom';
  @ApiProperty({ enum: ['weeks'] }) interval: 'weeks';
  @ApiProperty({ minimum: 1 }) intervalValue: number;
  @ApiProperty({ enum: WEEKDAYS }) weekDay: Weekday;
  @ApiProperty(TIME) time: string;
}

type EveryFewMonthsSchedule = Extract<CustomSchedule, { interval: 'months' }>;
@DocumentsExactly<EveryFewMonthsSchedule>()
class EveryFewMonthsScheduleResponse implements EveryFewMonthsSchedule {
  @ApiProperty({ enum: ['custom'] }) type: 'custom';
  @ApiProperty({ enum: ['months'] }) interval: 'months';
  @ApiProperty({ minimum: 1 }) intervalValue: number;
  @ApiProperty({ minimum: 1, maximum: 31 }) dayOfMonth: number;
  @ApiProperty(TIME) time: string;
}

/** Every form a CheckSchedule takes. */
const CHECK_SCHEDULE_RESPONSES = [
  ManualScheduleResponse,
  VisitorTriggeredScheduleResponse,
  DailyScheduleResponse,
  WeeklyScheduleResponse,
  DayOfMonthScheduleResponse,
  WeekdayOfMonthScheduleResponse,
  EveryFewWeeksScheduleResponse,
  EveryFewMonthsScheduleResponse,
];

/** Documents a CheckSchedule property as one of its forms (which join the document as the model's extra models). */
export function ApiCheckSchedule(options: { nullable?: boolean; description?: string } = {}): PropertyDecorator {
  return (prototype, key) => {
    ApiExtraModels(...CHECK_SCHEDULE_RESPONSES)(prototype.constructor);
    ApiProperty({ oneOf: CHECK_SCHEDULE_RESPONSES.map((form) => ({ $ref: getSchemaPath(form) })), ...options })(prototype, key);
  };
}

/** CheckSchedule itself; it fails to compile when contracts adds a form that no class here describes. */
type EveryFormDescribed<T extends InstanceType<(typeof CHECK_SCHEDULE_RESPONSES)[number]>> = T;
export type CheckScheduleResponse = EveryFormDescribed<CheckSchedule>;
