import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PLAN_TYPES, SUBSCRIPTION_STATUSES, type PlanType, type SubscriptionStatus } from '../enums';

const normalizeEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** A blank name from the form means 'no name'. */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
const notNull = (_: object, value: unknown) => value !== null && value !== undefined;

/**
 * The Edit User dialog (PUT /api/admin/users/{userId}). It sends every field; a field left out is unchanged,
 * and the brief shows no required field beyond an email-typed input.
 */
export class AdminUpdateUserDto {
  @IsOptional()
  @Transform(normalizeEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254, { message: 'email must be at most 254 characters long' })
  email?: string;

  @Transform(blankToNull)
  @ValidateIf(notNull)
  @IsString({ message: 'firstName must be text' })
  @MaxLength(100, { message: 'firstName must be at most 100 characters long' })
  firstName?: string | null;

  @Transform(blankToNull)
  @ValidateIf(notNull)
  @IsString({ message: 'lastName must be text' })
  @MaxLength(100, { message: 'lastName must be at most 100 characters long' })
  lastName?: string | null;

  @IsOptional()
  @IsIn(PLAN_TYPES, { message: `planType must be one of: ${PLAN_TYPES.join(', ')}` })
  planType?: PlanType;

  @IsOptional()
  @IsIn(SUBSCRIPTION_STATUSES, { message: `subscriptionStatus must be one of: ${SUBSCRIPTION_STATUSES.join(', ')}` })
  subscriptionStatus?: SubscriptionStatus;
}
