import { IsString, MaxLength } from 'class-validator';
import type { CreateSubscriptionRequest } from '../billing';
import type { Validates } from './validates';

/** POST /api/create-subscription. Whether the id is one a plan offers is the billing module's decision (400). */
export class CreateSubscriptionDto implements Validates<CreateSubscriptionRequest, CreateSubscriptionDto> {
  @IsString({ message: 'priceId must be text' })
  @MaxLength(100, { message: 'priceId must be at most 100 characters long' })
  priceId: string;
}
