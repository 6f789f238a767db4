import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { isValidTimeZone } from '../schedule-next-run';
import { MIN_PASSWORD_LENGTH } from '../constants';
import type { SignInRequest, SignUpRequest } from '../requests';
import type { Validates } from './validates';
import { trim } from './compose';

const normalizeEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class SignUpDto implements Validates<SignUpRequest, SignUpDto> {
  @Transform(normalizeEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @IsString({ message: `password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  @MinLength(MIN_PASSWORD_LENGTH, { message: `password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  @MaxLength(200, { message: 'password must be at most 200 characters long' })
  password: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'firstName must be text' })
  @MaxLength(100)
  firstName?: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'lastName must be text' })
  @MaxLength(100)
  lastName?: string;

  @IsOptional()
  @ValidateBy({
    name: 'isTimeZone',
    validator: { validate: isValidTimeZone, defaultMessage: () => 'timezone must be an IANA time zone name such as Europe/Berlin' },
  })
  timezone?: string;
}

export class SignInDto implements Validates<SignInRequest, SignInDto> {
  @Transform(normalizeEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @IsString({ message: 'password is required' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(200)
  password: string;
}
