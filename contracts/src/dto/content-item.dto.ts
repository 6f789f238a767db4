import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsNotEmpty, IsNumber, IsOptional, IsString, IsUrl, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { CONTENT_STATUSES, CONTENT_TYPES, type ContentStatus, type ContentType } from '../enums';
import type { AddSourceUrlRequest, UpdateContentItemRequest } from '../requests';
import type { Validates } from './validates';
import type { CheckSchedule } from '../schedule';
import { compose, isPresent, trim } from './compose';
import { IsCheckSchedule } from './is-check-schedule';

/** http and https only, with a host; loopback hosts are allowed here (the fetcher guards addresses). */
export const HTTP_URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true };
const urlMessage = (field: string) => ({ message: `${field} must be an http or https address` });
const healthScoreMessage = { message: 'healthScore must be a number from 0 to 100' };

/** Each field's rules, once: the create DTO uses them as they are, the update DTO makes every field optional. */
const Title = () => compose(Transform(trim), IsString({ message: 'title must be text' }), IsNotEmpty({ message: 'title is required' }), MaxLength(500));
const Url = () => compose(Transform(trim), IsNotEmpty({ message: 'url is required' }), IsUrl(HTTP_URL_OPTIONS, urlMessage('url')), MaxLength(2048));
const ContentTypeRule = () => compose(IsOptional(), IsIn(CONTENT_TYPES, { message: `contentType must be one of: ${CONTENT_TYPES.join(', ')}` }));
const StatusRule = () => compose(IsOptional(), IsIn(CONTENT_STATUSES, { message: `status must be one of: ${CONTENT_STATUSES.join(', ')}` }));
const HealthScore = () =>
  compose(IsOptional(), IsNumber({ allowNaN: false, allowInfinity: false }, healthScoreMessage), Min(0, healthScoreMessage), Max(100, healthScoreMessage));
const LastUpdated = () => compose(ValidateIf(isPresent), IsISO8601({ strict: true }, { message: 'lastUpdated must be an ISO 8601 date' }));
const Content = () => compose(ValidateIf(isPresent), IsString({ message: 'content must be text' }), MaxLength(1_000_000));
const AiPrompt = () => compose(ValidateIf(isPresent), IsString({ message: 'aiPrompt must be text' }), MaxLength(5000));
const Schedule = () => compose(IsOptional(), IsCheckSchedule());

export class CreateContentItemDto {
  @Title() title: string;
  @Url() url: string;
  @ContentTypeRule() contentType?: ContentType;
  @StatusRule() status?: ContentStatus;
  @HealthScore() healthScore?: number;
  @LastUpdated() lastUpdated?: string | null;
  @Content() content?: string | null;
  @AiPrompt() aiPrompt?: string | null;
  @Schedule() checkSchedule?: CheckSchedule;
}

/** PATCH: the create payload with every field optional; a field that is sent follows the same rules. */
export class UpdateContentItemDto implements Validates<UpdateContentItemRequest, UpdateContentItemDto> {
  @IsOptional() @Title() title?: string;
  @IsOptional() @Url() url?: string;
  @ContentTypeRule() contentType?: ContentType;
  @StatusRule() status?: ContentStatus;
  @HealthScore() healthScore?: number;
  @LastUpdated() lastUpdated?: string | null;
  @Content() content?: string | null;
  @AiPrompt() aiPrompt?: string | null;
  @Schedule() checkSchedule?: CheckSchedule;
}

export class AddSourceUrlDto implements Validates<AddSourceUrlRequest, AddSourceUrlDto> {
  @Transform(trim)
  @IsNotEmpty({ message: 'url is required' })
  @IsUrl(HTTP_URL_OPTIONS, urlMessage('url'))
  @MaxLength(2048)
  url: string;

  @ValidateIf(isPresent)
  @Transform(trim)
  @IsString({ message: 'description must be text' })
  @MaxLength(1000)
  description?: string | null;
}
