import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { CreateApiKeyRequest } from '../requests';
import type { Validates } from './validates';
import { trim } from './compose';

export class CreateApiKeyDto implements Validates<CreateApiKeyRequest, CreateApiKeyDto> {
  /** A label to tell keys apart ('Shop site'); 'WordPress plugin' when none is given. */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @MaxLength(100, { message: 'name must be at most 100 characters long' })
  name?: string;
}
