import { Transform } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
  ValidationArguments,
} from 'class-validator';
import { type CreateContentItemRequest, type ImportContentItemsRequest, MAX_EXTERNAL_ID_LENGTH, MAX_IMPORT_URLS } from '../content-intake';
import { CONTENT_STATUSES, CONTENT_TYPES, type ContentStatus, type ContentType } from '../enums';
import type { AddSourceUrlRequest, UpdateContentItemRequest } from '../requests';
import type { Validates } from './validates';
import type { CheckSchedule } from '../schedule';
import { HTTP_URL_OPTIONS, MAX_URL_LENGTH } from '../url-import';
import { type ImportSitemapRequest, SITEMAP_RESYNC_CHOICES, type SitemapResync } from '../sitemap-import';
import { compose, IsOmittable, isPresent, ListOf, trim } from './compose';
import { IsCheckSchedule } from './is-check-schedule';

// Where the other DTOs have always found it.
export { HTTP_URL_OPTIONS };
const urlMessage = (field: string) => ({ message: `${field} must be an http or https address` });
const healthScoreMessage = { message: 'healthScore must be a number from 0 to 100' };

/** Each field's rules, once: the create DTO uses them as they are, the update DTO makes every field optional. */
const Title = () => compose(Transform(trim), IsString({ message: 'title must be text' }), IsNotEmpty({ message: 'title is required' }), MaxLength(500));
const Url = () => compose(Transform(trim), IsNotEmpty({ message: 'url is required' }), IsUrl(HTTP_URL_OPTIONS, urlMessage('url')), MaxLength(MAX_URL_LENGTH));
const ContentTypeRule = () => compose(IsOptional(), IsIn(CONTENT_TYPES, { message: `contentType must be one of: ${CONTENT_TYPES.join(', ')}` }));
const StatusRule = () => compose(IsOmittable(), IsIn(CONTENT_STATUSES, { message: `status must be one of: ${CONTENT_STATUSES.join(', ')}` }));
const HealthScore = () =>
  compose(IsOptional(), IsNumber({ allowNaN: false, allowInfinity: false }, healthScoreMessage), Min(0, healthScoreMessage), Max(100, healthScoreMessage));
const LastUpdated = () => compose(ValidateIf(isPresent), IsISO8601({ strict: true }, { message: 'lastUpdated must be an ISO 8601 date' }));
const Content = () => compose(ValidateIf(isPresent), IsString({ message: 'content must be text' }), MaxLength(1_000_000));
const AiPrompt = () => compose(ValidateIf(isPresent), IsString({ message: 'aiPrompt must be text' }), MaxLength(5000));
const Schedule = () => compose(IsOptional(), IsCheckSchedule());

/**
 * A validation decorator made of one function that names the first problem (null when there is none): one
 * message that says exactly what is wrong, rather than one per built-in rule that fails along with it.
 */
function ruleNamingTheProblem(name: string, problem: (value: unknown, property: string) => string | null) {
  return () => (object: object, propertyName: string) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => problem(value, propertyName) === null,
        defaultMessage: (args: ValidationArguments) => problem(args.value, args.property) ?? '',
      },
    });
}

/** One source URL: the body of POST /api/content-items/{id}/source-urls, and each of a new item's `sourceUrls`. */
export class AddSourceUrlDto implements Validates<AddSourceUrlRequest, AddSourceUrlDto> {
  @Transform(trim)
  @IsNotEmpty({ message: 'url is required' })
  @IsUrl(HTTP_URL_OPTIONS, urlMessage('url'))
  @MaxLength(MAX_URL_LENGTH)
  url: string;

  @ValidateIf(isPresent)
  @Transform(trim)
  @IsString({ message: 'description must be text' })
  @MaxLength(1000)
  description?: string | null;
}

/** The first url in a list of source URLs that repeats an earlier one, named by its path (`sourceUrls.2.url`). */
function repeatedSourceUrl(sources: unknown, property: string): string | null {
  if (!Array.isArray(sources)) return null;
  const firstIndex = new Map<string, number>();
  for (const [index, source] of sources.entries()) {
    const url = (source as Partial<AddSourceUrlRequest> | null)?.url;
    if (typeof url !== 'string') continue;
    const earlier = firstIndex.get(url);
    if (earlier !== undefined) return `${property}.${index}.url repeats ${property}.${earlier}.url (${url}): list each source once`;
    firstIndex.set(url, index);
  }
  return null;
}

const HasNoRepeatedUrl = ruleNamingTheProblem('hasNoRepeatedUrl', repeatedSourceUrl);

export class CreateContentItemDto implements Validates<CreateContentItemRequest, CreateContentItemDto> {
  @Title() title: string;
  @Url() url: string;
  @ContentTypeRule() contentType?: ContentType;
  @StatusRule() status?: ContentStatus;
  @HealthScore() healthScore?: number;
  @LastUpdated() lastUpdated?: string | null;
  @Content() content?: string | null;
  @AiPrompt() aiPrompt?: string | null;
  @Schedule() checkSchedule?: CheckSchedule | null;

  @IsOptional()
  @IsArray({ message: 'sourceUrls must be a list of {url, description} objects' })
  @ValidateNested({ each: true, message: 'sourceUrls must hold {url, description} objects' })
  @ListOf(AddSourceUrlDto)
  @HasNoRepeatedUrl()
  sourceUrls?: AddSourceUrlDto[];

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'externalId must be text' })
  @IsNotEmpty({ message: 'externalId must not be empty when given' })
  @MaxLength(MAX_EXTERNAL_ID_LENGTH, { message: `externalId must be at most ${MAX_EXTERNAL_ID_LENGTH} characters` })
  externalId?: string;
}

/** PATCH: the create payload with every field optional; a field that is sent follows the same rules. */
export class UpdateContentItemDto implements Validates<UpdateContentItemRequest, UpdateContentItemDto> {
  @IsOmittable() @Title() title?: string;
  @IsOmittable() @Url() url?: string;
  @ContentTypeRule() contentType?: ContentType;
  @StatusRule() status?: ContentStatus;
  @HealthScore() healthScore?: number;
  @LastUpdated() lastUpdated?: string | null;
  @Content() content?: string | null;
  @AiPrompt() aiPrompt?: string | null;
  @Schedule() checkSchedule?: CheckSchedule | null;
}

/** What is wrong with an import's list as a whole, in one sentence naming the field; null when nothing is. */
function importListProblem(urls: unknown): string | null {
  if (!Array.isArray(urls)) return 'urls must be a list of URLs';
  if (urls.length === 0) return 'urls must not be empty: give at least one URL';
  if (urls.length > MAX_IMPORT_URLS) return `urls must hold at most ${MAX_IMPORT_URLS} URLs (this list has ${urls.length}): split the list`;
  const index = urls.findIndex((url) => typeof url !== 'string');
  if (index >= 0) return `urls must hold text only (urls.${index} is not)`;
  return null;
}

const IsImportList = ruleNamingTheProblem('isImportList', importListProblem);

/** Each entry's own problems are not a 400: the reply reports them entry by entry (see ImportUrlResult). */
export class ImportContentItemsDto implements Validates<ImportContentItemsRequest, ImportContentItemsDto> {
  @IsImportList() urls: string[];
}

/** POST /api/content-items/import-sitemap: the address is checked like an item's URL; what it serves is judged when read. */
export class ImportSitemapDto implements Validates<ImportSitemapRequest, ImportSitemapDto> {
  @Url() url: string;
  @IsOptional()
  @IsIn(SITEMAP_RESYNC_CHOICES, { message: `resync must be one of: ${SITEMAP_RESYNC_CHOICES.join(', ')}, or null` })
  resync?: SitemapResync | null;
}
