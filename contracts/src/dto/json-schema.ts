import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { MAX_IMPORT_URLS } from '../content-intake';
import { SCHEDULE_LIMITS, SCHEDULE_TYPES, WEEK_POSITIONS, WEEKDAYS } from '../schedule';
import { type DtoClass, isGiven, isPresent, LIST_ITEM_DTOS } from './compose';
import { TASK_TITLE_MAX } from './task.dto';

/**
 * Request bodies described from the rules that validate them: each DTO's class-validator decorators become an
 * OpenAPI 3.0 schema, so the published description cannot drift from what the API accepts. A rule with no known
 * description is an error, never an empty schema.
 */
export type Schema = { [keyword: string]: unknown };

/** One rule of one field, as class-validator records it. */
type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** What one validator says about its field. */
interface Described {
  /** Keywords of the field's schema (or, for a rule applied to each item of a list, of the item's schema). */
  schema?: Schema;
  /** A field this rule accepts when left out, though no condition skips it. */
  acceptsMissing?: boolean;
  /** Keywords of the whole body's schema: rules that tie one field to another. */
  body?: Schema;
  /** Schemas that `schema` refers to by name. */
  components?: Record<string, Schema>;
}

const TIME = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'A time of day as HH:MM' };
const DAY_OF_MONTH = { type: 'integer', minimum: SCHEDULE_LIMITS.dayOfMonth.min, maximum: SCHEDULE_LIMITS.dayOfMonth.max };
const WEEKDAY = { type: 'string', enum: [...WEEKDAYS] };

/** One shape of `checkScheduleError`: a closed object whose `type` is `type`. */
function scheduleShape(type: (typeof SCHEDULE_TYPES)[number], properties: Record<string, Schema>, required: string[]): Schema {
  return {
    type: 'object',
    properties: { type: { type: 'string', enum: [type] }, ...properties },
    required: ['type', ...required],
    additionalProperties: false,
  };
}

/** The six kinds of schedule `checkScheduleError` accepts (monthly and custom in two forms each). */
const CHECK_SCHEDULE: Schema = {
  description: 'When an item is checked: one of the six kinds of schedule, told apart by type',
  oneOf: [
    scheduleShape('manual', {}, []),
    scheduleShape(
      'visitor_triggered',
      {
        pagePattern: { type: 'string', nullable: true },
        minTimeBetweenChecks: { type: 'integer', minimum: SCHEDULE_LIMITS.minTimeBetweenChecks, description: 'Minutes' },
      },
      ['minTimeBetweenChecks'],
    ),
    scheduleShape('daily', { time: TIME }, ['time']),
    scheduleShape('weekly', { daysOfWeek: { type: 'array', items: WEEKDAY, minItems: 1, uniqueItems: true }, time: TIME }, ['daysOfWeek', 'time']),
    scheduleShape('monthly', { scheduleType: { type: 'string', enum: ['day_of_month'] }, dayOfMonth: DAY_OF_MONTH, time: TIME }, [
      'scheduleType',
      'dayOfMonth',
      'time',
    ]),
    scheduleShape(
      'monthly',
      {
        scheduleType: { type: 'string', enum: ['weekday_of_month'] },
        weekPosition: { type: 'string', enum: [...WEEK_POSITIONS] },
        weekDay: WEEKDAY,
        time: TIME,
      },
      ['scheduleType', 'weekPosition', 'weekDay', 'time'],
    ),
    scheduleShape(
      'custom',
      {
        interval: { type: 'string', enum: ['weeks'] },
        intervalValue: { type: 'integer', minimum: SCHEDULE_LIMITS.intervalValue },
        weekDay: WEEKDAY,
        time: TIME,
      },
      ['interval', 'intervalValue', 'weekDay', 'time'],
    ),
    scheduleShape(
      'custom',
      {
        interval: { type: 'string', enum: ['months'] },
        intervalValue: { type: 'integer', minimum: SCHEDULE_LIMITS.intervalValue },
        dayOfMonth: DAY_OF_MONTH,
        time: TIME,
      },
      ['interval', 'intervalValue', 'dayOfMonth', 'time'],
    ),
  ],
};

/** class-validator's own rules, by name, as the DTOs use them; each knows what its constraints are. */
const BUILT_IN: Record<string, (constraints: unknown[]) => Described> = {
  isString: () => ({ schema: { type: 'string' } }),
  isNotEmpty: () => ({ schema: { minLength: 1 } }),
  minLength: ([min]) => ({ schema: { type: 'string', minLength: min as number } }),
  maxLength: ([max]) => ({ schema: { type: 'string', maxLength: max as number } }),
  isEmail: () => ({ schema: { type: 'string', format: 'email' } }),
  isUrl: () => ({ schema: { type: 'string', format: 'uri', description: 'An http or https address' } }),
  isUuid: () => ({ schema: { type: 'string', format: 'uuid' } }),
  // ISO 8601 allows a date alone, which `format: date-time` would refuse.
  isIso8601: () => ({ schema: { type: 'string', description: 'An ISO 8601 date, or date and time' } }),
  isIn: ([values]) => {
    const choices = values as readonly unknown[];
    return { schema: { type: typeOfValues(choices), enum: [...choices] } };
  },
  isNumber: () => ({ schema: { type: 'number' } }),
  min: ([min]) => ({ schema: { type: 'number', minimum: min as number } }),
  max: ([max]) => ({ schema: { type: 'number', maximum: max as number } }),
  isArray: () => ({ schema: { type: 'array' } }),
  arrayNotEmpty: () => ({ schema: { type: 'array', minItems: 1 } }),
  arrayMaxSize: ([max]) => ({ schema: { type: 'array', maxItems: max as number } }),
};

/** The DTOs' own rules (`registerDecorator`, `ValidateBy`), by name: each one's schema says what its function accepts. */
const CUSTOM: Record<string, () => Described> = {
  isTimeZone: () => ({ schema: { type: 'string', description: 'An IANA time zone name such as Europe/Berlin' } }),
  isTaskTitle: () => ({ schema: { type: 'string', minLength: 1, maxLength: TASK_TITLE_MAX } }),
  isCheckSchedule: () => ({ schema: ref('CheckSchedule'), components: { CheckSchedule: CHECK_SCHEDULE } }),
  isImportList: () => ({ schema: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: MAX_IMPORT_URLS } }),
  hasNoRepeatedUrl: () => ({ schema: { description: 'Each url once' } }),
  isChannelTarget: () => ({ schema: { type: 'string', description: 'An email address for an email channel, an http or https URL otherwise' } }),
  isSettingValue: () => ({
    schema: {
      description: `Checked by the rules of its key (whole numbers and booleans as text; the schedule as JSON text or an object)`,
      oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, ref('CheckSchedule')],
    },
    components: { CheckSchedule: CHECK_SCHEDULE },
  }),
  isBulkSelection: () => ({
    schema: { type: 'boolean', enum: [true] },
    acceptsMissing: true,
    body: { description: 'Either contentIds or all: true, not both', oneOf: [{ required: ['contentIds'] }, { required: ['all'] }] },
  }),
};

function typeOfValues(values: readonly unknown[]): string {
  const types = new Set(values.map((value) => typeof value));
  if (types.size !== 1) throw new Error(`cannot describe a choice among values of several types (${[...types].join(', ')})`);
  return [...types][0];
}

/** What a condition (`@IsOptional`, `@ValidateIf`) skips: only the two the DTOs use are understood. */
function skipped(condition: ValidationMetadata): { missing: true; null: boolean } {
  if (condition.name === 'isOptional') return { missing: true, null: true };
  const [test] = condition.constraints;
  if (test === isPresent) return { missing: true, null: true };
  if (test === isGiven) return { missing: true, null: false };
  throw new Error('a @ValidateIf condition other than isPresent or isGiven');
}

/** Merges keywords into a schema; descriptions add up rather than replace each other. */
function merge(into: Schema, keywords: Schema | undefined): void {
  for (const [keyword, value] of Object.entries(keywords ?? {})) {
    if (keyword === 'description' && into.description) into.description = `${into.description}. ${value}`;
    else if (keyword === 'type' && into.type !== undefined && into.type !== value) throw new Error(`rules that disagree on the type (${into.type}, ${value})`);
    else into[keyword] = value;
  }
}

/**
 * The schemas of `dtos`, and of the DTOs and shared shapes they refer to, by name. Throws, naming the field and
 * the rule, when a rule cannot be described.
 */
export function requestBodySchemas(dtos: DtoClass[]): Record<string, Schema> {
  const schemas: Record<string, Schema> = {};
  const pending = [...dtos];
  while (pending.length > 0) {
    const dto = pending.shift()!;
    if (schemas[dto.name]) continue;
    const { schema, components, refersTo } = describeDto(dto);
    schemas[dto.name] = schema;
    Object.assign(schemas, components);
    pending.push(...refersTo);
  }
  return schemas;
}

function describeDto(dto: DtoClass): { schema: Schema; components: Record<string, Schema>; refersTo: DtoClass[] } {
  const storage = getMetadataStorage();
  const byField = storage.groupByPropertyName(storage.getTargetValidationMetadatas(dto, '', true, false));
  if (Object.keys(byField).length === 0) throw new Error(`${dto.name} has no validation rules to describe`);
  const schema: Schema = { type: 'object', properties: {}, additionalProperties: false };
  const properties = schema.properties as Record<string, Schema>;
  const required: string[] = [];
  const components: Record<string, Schema> = {};
  const refersTo: DtoClass[] = [];

  for (const [field, rules] of Object.entries(byField)) {
    const where = `${dto.name}.${field}`;
    try {
      const property: Schema = {};
      const items: Schema = {};
      let optional = false;
      let nullable = false;
      for (const rule of rules) {
        if (rule.type === ValidationTypes.CONDITIONAL_VALIDATION) {
          const skips = skipped(rule);
          optional ||= skips.missing;
          nullable ||= skips.null;
          continue;
        }
        let described: Described;
        if (rule.type === ValidationTypes.NESTED_VALIDATION) {
          const nested = LIST_ITEM_DTOS.get(dto)?.get(field);
          if (!nested || !rule.each) throw new Error('@ValidateNested without @ListOf');
          refersTo.push(nested);
          described = { schema: ref(nested.name) };
        } else if (rule.type === ValidationTypes.CUSTOM_VALIDATION && rule.name && BUILT_IN[rule.name]) {
          described = BUILT_IN[rule.name](rule.constraints ?? []);
        } else if (rule.type === ValidationTypes.CUSTOM_VALIDATION && rule.name && CUSTOM[rule.name]) {
          described = CUSTOM[rule.name]();
        } else {
          throw new Error(`the rule ${rule.name ?? '(unnamed)'} has no description: name it and describe it in json-schema.ts`);
        }
        merge(rule.each ? items : property, described.schema);
        merge(schema, described.body);
        Object.assign(components, described.components);
        optional ||= described.acceptsMissing === true;
      }
      if (Object.keys(items).length > 0) {
        if (property.type !== 'array') throw new Error('a rule for each item of a field that is not a list');
        property.items = items;
      }
      if (!describesAValue(property)) throw new Error('rules that do not say what the value is');
      if (nullable) {
        if (property.$ref) properties[field] = { nullable: true, allOf: [{ $ref: property.$ref }] };
        else properties[field] = { ...property, nullable: true };
      } else properties[field] = property;
      if (!optional) required.push(field);
    } catch (error) {
      throw new Error(`cannot describe ${where}: ${(error as Error).message}`, { cause: error });
    }
  }
  if (required.length > 0) schema.required = required;
  return { schema, components, refersTo };
}

/** A schema that names a type, a choice of values, a shape or alternatives: not one that accepts anything. */
function describesAValue(schema: Schema): boolean {
  return schema.type !== undefined || schema.enum !== undefined || schema.$ref !== undefined || schema.oneOf !== undefined;
}
