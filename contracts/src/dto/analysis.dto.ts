import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  MaxLength,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import { WRITING_FIELDS, type WritingField } from '../analysis';
import type { BulkAnalyzeRequest, ScrapeContentRequest, WritingAssistantRequest } from '../requests';
import type { Validates } from './validates';
import { HTTP_URL_OPTIONS } from './content-item.dto';
import { IsOmittable, trim } from './compose';

/** The most ids one request lists: far above any plan's page limit, low enough to bound one request ('Refresh All' sends all: true). */
const MAX_BULK_ANALYSIS_ITEMS = 10_000;

/** Why a bulk refresh's selection is refused: `all` must be `true`, and exactly one of `contentIds` and `all` is sent. */
function selectionError({ contentIds, all }: BulkAnalyzeRequest): string | null {
  if (all !== undefined && all !== true) return 'all must be true: leave it out to refresh only contentIds';
  if (all !== undefined && contentIds !== undefined) return 'all and contentIds cannot be sent together: send all: true or a list of contentIds';
  if (all === undefined && contentIds === undefined) return 'contentIds or all is required: send all: true to refresh every content item';
  return null;
}

/** Checks the whole selection on `all`, which is then the field the refusal names whatever was sent. */
function IsBulkSelection(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isBulkSelection',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (_: unknown, { object }: ValidationArguments) => selectionError(object as BulkAnalyzeRequest) === null,
        defaultMessage: ({ object }: ValidationArguments) => selectionError(object as BulkAnalyzeRequest) ?? '',
      },
    });
}

export class BulkAnalyzeDto implements Validates<BulkAnalyzeRequest, BulkAnalyzeDto> {
  @IsOmittable()
  @IsArray({ message: 'contentIds must be a list of content item ids' })
  @ArrayNotEmpty({ message: 'contentIds must not be empty: add some content items first' })
  @ArrayMaxSize(MAX_BULK_ANALYSIS_ITEMS, { message: `contentIds must hold at most ${MAX_BULK_ANALYSIS_ITEMS} ids` })
  @IsUUID('all', { each: true, message: 'contentIds must hold content item ids (UUIDs) only' })
  contentIds?: string[];

  @IsBulkSelection()
  all?: true;
}

export class ScrapeContentDto implements Validates<ScrapeContentRequest, ScrapeContentDto> {
  @Transform(trim)
  @IsNotEmpty({ message: 'url is required' })
  @IsUrl(HTTP_URL_OPTIONS, { message: 'url must be an http or https address' })
  @MaxLength(2048)
  url: string;
}

export class AiWritingAssistantDto implements Validates<WritingAssistantRequest, AiWritingAssistantDto> {
  @IsString({ message: 'text must be text' })
  @MaxLength(100_000, { message: 'text must be at most 100000 characters long' })
  text: string;

  @IsIn(WRITING_FIELDS, { message: `field must be one of: ${WRITING_FIELDS.join(', ')}` })
  field: WritingField;

  /** What the text is about: the form sends the title or URL of the item being written. */
  @IsOptional()
  @IsString({ message: 'context must be text' })
  @MaxLength(10_000, { message: 'context must be at most 10000 characters long' })
  context?: string | null;

  @IsOptional()
  @IsString({ message: 'selectedText must be text' })
  @MaxLength(100_000, { message: 'selectedText must be at most 100000 characters long' })
  selectedText?: string | null;
}
