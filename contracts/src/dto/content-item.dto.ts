import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsNotEmpty, IsNumber, IsOptional, IsString, IsUrl, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { CONTENT_STATUSES, CONTENT_TYPES, type ContentStatus, type ContentType } from '../enums';
import type { CheckSchedule } from '../schedule';
import { IsCheckSchedule } from './is-check-schedule';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** http and https only, with a host; loopback hosts are allowed here (the fetcher guards addresses). */
export const HTTP_URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true };
const urlMessage = (field: string) => ({ message: `${field} must be an http or https address` });

export class CreateContentItemDto {
  @Transform(trim)
  @IsString({ message: 'title must be text' })
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(500)
  title: string;

  @Transform(trim)
  @IsNotEmpty({ message: 'url is required' })
  @IsUrl(HTTP_URL_OPTIONS, urlMessage('url'))
  @MaxLength(2048)
  url: string;

  @IsOptional()
  @IsIn(CONTENT_TYPES, { message: `contentType must be one of: ${CONTENT_TYPES.join(', ')}` })
  contentType?: ContentType;

  @IsOptional()
  @IsIn(CONTENT_STATUSES, { message: `status must be one of: ${CONTENT_STATUSES.join(', ')}` })
  status?: ContentStatus;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'healthScore must be a number from 0 to 100' })
  @Min(0, { message: 'healthScore must be a number from 0 to 100' })
  @Max(100, { message: 'healthScore must be a number from 0 to 100' })
  healthScore?: number;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsISO8601({ strict: true }, { message: 'lastUpdated must be an ISO 8601 date' })
  lastUpdated?: string | null;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'content must be text' })
  @MaxLength(1_000_000)
  content?: string | null;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'aiPrompt must be text' })
  @MaxLength(5000)
  aiPrompt?: string | null;

  @IsOptional()
  @IsCheckSchedule()
  checkSchedule?: CheckSchedule;
}

/** PATCH: the create payload with every field optional; a field that is sent follows the same rules. */
export class UpdateContentItemDto {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'title must be text' })
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(500)
  title?: string;

  @IsOptional()
  @Transform(trim)
  @IsNotEmpty({ message: 'url is required' })
  @IsUrl(HTTP_URL_OPTIONS, urlMessage('url'))
  @MaxLength(2048)
  url?: string;

  @IsOptional()
  @IsIn(CONTENT_TYPES, { message: `contentType must be one of: ${CONTENT_TYPES.join(', ')}` })
  contentType?: ContentType;

  @IsOptional()
  @IsIn(CONTENT_STATUSES, { message: `status must be one of: ${CONTENT_STATUSES.join(', ')}` })
  status?: ContentStatus;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'healthScore must be a number from 0 to 100' })
  @Min(0, { message: 'healthScore must be a number from 0 to 100' })
  @Max(100, { message: 'healthScore must be a number from 0 to 100' })
  healthScore?: number;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsISO8601({ strict: true }, { message: 'lastUpdated must be an ISO 8601 date' })
  lastUpdated?: string | null;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'content must be text' })
  @MaxLength(1_000_000)
  content?: string | null;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'aiPrompt must be text' })
  @MaxLength(5000)
  aiPrompt?: string | null;

  @IsOptional()
  @IsCheckSchedule()
  checkSchedule?: CheckSchedule;
}

export class AddSourceUrlDto {
  @Transform(trim)
  @IsNotEmpty({ message: 'url is required' })
  @IsUrl(HTTP_URL_OPTIONS, urlMessage('url'))
  @MaxLength(2048)
  url: string;

  @ValidateIf((_, value) => value !== null && value !== undefined)
  @Transform(trim)
  @IsString({ message: 'description must be text' })
  @MaxLength(1000)
  description?: string | null;
}
