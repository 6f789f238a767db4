import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PLAN_TYPES, SUBSCRIPTION_STATUSES, type PlanType, type SubscriptionStatus } from '../enums';
import type { AdminUpdateUserRequest } from '../requests';
import type { Validates } from './validates';
import { IsOmittable, isPresent } from './compose';

const normalizeEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** A blank name from the form means 'no name'. */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/**
 * The Edit User dialog (PUT /api/admin/users/{userId}). It sends every field; a field left out is unchanged,
 * and the form has no required field beyond an email-typed input.
 */
export class AdminUpdateUserDto implements Validates<AdminUpdateUserRequest, AdminUpdateUserDto> {
  @IsOmittable()
  @Transform(normalizeEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254, { message: 'email must be at most 254 characters long' })
  email?: string;

  @Transform(blankToNull)
  @ValidateIf(isPresent)
  @IsString({ message: 'firstName must be text' })
  @MaxLength(100, { message: 'firstName must be at most 100 characters long' })
  firstName?: string | null;

  @Transform(blankToNull)
  @ValidateIf(isPresent)
  @IsString({ message: 'lastName must be text' })
  @MaxLength(100, { message: 'lastName must be at most 100 characters long' })
  lastName?: string | null;

  @IsOmittable()
  @IsIn(PLAN_TYPES, { message: `planType must be one of: ${PLAN_TYPES.join(', ')}` })
  planType?: PlanType;

  @IsOmittable()
  @IsIn(SUBSCRIPTION_STATUSES, { message: `subscriptionStatus must be one of: ${SUBSCRIPTION_STATUSES.join(', ')}` })
  subscriptionStatus?: SubscriptionStatus;
}
