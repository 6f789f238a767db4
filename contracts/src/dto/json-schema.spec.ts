import { plainToInstance } from 'class-transformer';
import { IsString, registerDecorator, ValidateIf, validateSync } from 'class-validator';
import * as dto from './index';
import { requestBodySchemas, type Schema } from './json-schema';
import type { DtoClass } from './compose';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { checkScheduleError, defaultSchedule, SCHEDULE_TYPES } from '../schedule';

/** Whether `value` fits `schema`, for the keywords the schedule's schema uses. */
function fits(schema: Schema, value: unknown): boolean {
  if (value === null) return schema.nullable === true;
  if (schema.oneOf) return (schema.oneOf as Schema[]).filter((part) => fits(part, value)).length === 1;
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) return false;
  switch (schema.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return false;
      const record = value as Record<string, unknown>;
      const properties = schema.properties as Record<string, Schema>;
      if (schema.additionalProperties === false && Object.keys(record).some((key) => !(key in properties))) return false;
      if (((schema.required as string[]) ?? []).some((key) => record[key] === undefined)) return false;
      return Object.entries(record).every(([key, item]) => fits(properties[key], item));
    }
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= ((schema.minItems as number) ?? 0) &&
        (!schema.uniqueItems || new Set(value).size === value.length) &&
        value.every((item) => fits(schema.items as Schema, item))
      );
    case 'integer':
      return (
        Number.isInteger(value) &&
        (value as number) >= ((schema.minimum as number) ?? -Infinity) &&
        (value as number) <= ((schema.maximum as number) ?? Infinity)
      );
    case 'string':
      return typeof value === 'string' && (!schema.pattern || new RegExp(schema.pattern as string).test(value));
    default:
      throw new Error(`fits() does not know the type ${schema.type}`);
  }
}

const dtoClasses = Object.values(dto as Record<string, unknown>).filter((value): value is DtoClass => typeof value === 'function' && /Dto$/.test(value.name));

describe('request body schemas', () => {
  const schemas = requestBodySchemas(dtoClasses);

  it('describes every DTO as a closed object with its fields', () => {
    expect(dtoClasses.length).toBeGreaterThanOrEqual(21);
    for (const { name } of dtoClasses) {
      expect({ name, type: schemas[name].type, additionalProperties: schemas[name].additionalProperties }).toEqual({
        name,
        type: 'object',
        additionalProperties: false,
      });
      expect(Object.keys(schemas[name].properties as object).length).toBeGreaterThan(0);
    }
  });

  it('says what the rules say: required fields, types, lengths, choices and counts', () => {
    expect(schemas.SignUpDto).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['email', 'password'],
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        password: { type: 'string', minLength: MIN_PASSWORD_LENGTH, maxLength: 200 },
        firstName: { type: 'string', maxLength: 100, nullable: true },
        lastName: { type: 'string', maxLength: 100, nullable: true },
        timezone: { type: 'string', description: 'An IANA time zone name such as Europe/Berlin', nullable: true },
      },
    });
    const content = schemas.CreateContentItemDto.properties as Record<string, Schema>;
    expect(schemas.CreateContentItemDto.required).toEqual(['title', 'url']);
    expect(content.healthScore).toEqual({ type: 'number', minimum: 0, maximum: 100, nullable: true });
    // An update leaves a field out to keep it, but null is refused for a required column.
    expect((schemas.UpdateContentItemDto.properties as Record<string, Schema>).status).toEqual({ type: 'string', enum: ['fresh', 'needs_update', 'outdated'] });
    expect(schemas.UpdateContentItemDto.required).toBeUndefined();
    expect(content.sourceUrls).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/AddSourceUrlDto' }, nullable: true });
    expect(content.checkSchedule).toEqual({ nullable: true, allOf: [{ $ref: '#/components/schemas/CheckSchedule' }] });
    expect(schemas.AddSourceUrlDto.required).toEqual(['url']);
    expect(schemas.CheckSchedule.oneOf).toHaveLength(8);
    expect(schemas.BulkAnalyzeDto).toMatchObject({
      properties: {
        contentIds: { type: 'array', minItems: 1, maxItems: 10_000, items: { type: 'string', format: 'uuid' } },
        all: { type: 'boolean', enum: [true] },
      },
      oneOf: [{ required: ['contentIds'] }, { required: ['all'] }],
    });
    expect(schemas.BulkAnalyzeDto.required).toBeUndefined();
    expect(schemas.ImportContentItemsDto.properties).toEqual({ urls: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 10_000 } });
    expect((schemas.CreateTaskDto.properties as Record<string, Schema>).title).toEqual({ type: 'string', minLength: 1, maxLength: dto.TASK_TITLE_MAX });
  });

  /** The fields the validator refuses in `body`. */
  const refused = (dtoClass: DtoClass, body: object) => validateSync(plainToInstance(dtoClass, body)).map((error) => error.property);

  it('requires exactly the fields the validator refuses to do without', () => {
    for (const dtoClass of dtoClasses) {
      // Refresh All's selection is one of two fields (the body's oneOf); a setting's value is checked beside its key.
      if (dtoClass === dto.BulkAnalyzeDto || dtoClass === dto.SaveSettingDto) continue;
      expect({ dto: dtoClass.name, required: refused(dtoClass, {}) }).toEqual({ dto: dtoClass.name, required: schemas[dtoClass.name].required ?? [] });
    }
    expect(refused(dto.BulkAnalyzeDto, {})).toEqual(['all']);
    expect(refused(dto.SaveSettingDto, { key: 'batch_size' })).toEqual(['value']);
  });

  it('marks nullable exactly the fields the validator lets be null', () => {
    for (const dtoClass of dtoClasses) {
      for (const [field, property] of Object.entries(schemas[dtoClass.name].properties as Record<string, Schema>)) {
        const body = dtoClass === dto.SaveSettingDto ? { key: 'batch_size', [field]: null } : { [field]: null };
        const nullable = !refused(dtoClass, body).includes(field);
        expect({ field: `${dtoClass.name}.${field}`, nullable }).toEqual({ field: `${dtoClass.name}.${field}`, nullable: property.nullable === true });
      }
    }
  });

  it('describes a check schedule as checkScheduleError accepts it', () => {
    const variations: unknown[] = SCHEDULE_TYPES.flatMap((type): unknown[] => {
      const valid = defaultSchedule(type) as unknown as Record<string, unknown>;
      const keys = Object.keys(valid).filter((key) => key !== 'type');
      return [
        valid,
        ...keys.map((key) => ({ ...valid, [key]: undefined })),
        ...keys.flatMap((key) =>
          ['', '25:00', '09:00', 0, 1, 31, 32, 1.5, -1, [], ['monday', 'monday'], ['monday', 'friday'], 'months', 'weekday_of_month', null].map((bad) => ({
            ...valid,
            [key]: bad,
          })),
        ),
        { ...valid, extra: 1 },
      ];
    });
    variations.push(
      { type: 'visitor_triggered', minTimeBetweenChecks: 5, pagePattern: null },
      { type: 'visitor_triggered', minTimeBetweenChecks: 5, pagePattern: '/blog/*' },
    );
    variations.push({ type: 'monthly', scheduleType: 'weekday_of_month', weekPosition: 'last', weekDay: 'friday', time: '23:59' });
    variations.push({ type: 'custom', interval: 'months', intervalValue: 3, dayOfMonth: 15, time: '00:00' }, { type: 'nightly' }, {}, [], 'daily');
    const schedule = schemas.CheckSchedule;
    const disagreements = variations
      .map((value) => JSON.parse(JSON.stringify(value)) as unknown)
      .filter((value) => fits(schedule, value) !== (checkScheduleError(value) === null))
      .map((value) => ({ value, validator: checkScheduleError(value) ?? 'accepts', schema: fits(schedule, value) ? 'accepts' : 'refuses' }));
    expect(disagreements).toEqual([]);
    expect(variations.filter((value) => checkScheduleError(JSON.parse(JSON.stringify(value))) === null).length).toBeGreaterThan(20);
  });

  it('refuses a rule it cannot describe rather than publish an empty schema', () => {
    class UnknownRuleDto {
      @IsString()
      @(((target: object, propertyName: string) =>
        registerDecorator({ name: 'isSomethingNew', target: target.constructor, propertyName, validator: { validate: () => true } })) as PropertyDecorator)
      field: string;
    }
    class UnnamedRuleDto {
      @(((target: object, propertyName: string) =>
        registerDecorator({ target: target.constructor, propertyName, validator: { validate: () => true } })) as PropertyDecorator)
      field: string;
    }
    class UnknownConditionDto {
      @ValidateIf((o: { other?: string }) => o.other !== undefined)
      @IsString()
      field: string;
    }
    class NoRulesDto {
      field: string;
    }
    expect(() => requestBodySchemas([UnknownRuleDto])).toThrow('cannot describe UnknownRuleDto.field: the rule isSomethingNew has no description');
    expect(() => requestBodySchemas([UnnamedRuleDto])).toThrow('cannot describe UnnamedRuleDto.field: the rule (unnamed) has no description');
    expect(() => requestBodySchemas([UnknownConditionDto])).toThrow(
      'cannot describe UnknownConditionDto.field: a @ValidateIf condition other than isPresent or isGiven',
    );
    expect(() => requestBodySchemas([NoRulesDto])).toThrow('NoRulesDto has no validation rules to describe');
  });
});
