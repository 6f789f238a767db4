import {
  PLAN_TYPES,
  SUBSCRIPTION_STATUSES,
  type BillingConfig,
  type BillingPortalResponse,
  type CreateSubscriptionResponse,
  type Invoice,
  type PlanFeatures,
  type PlanType,
  type SubscriptionStatus,
  type SubscriptionStatusResponse,
} from '@freshwatch/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';
import type { WebhookOutcome } from './commands/handle-stripe-webhook/handle-stripe-webhook.command';

type PlanOfferShape = {
  id: PlanType;
  name: string;
  price: number;
  priceId: 'price_pro_monthly' | 'price_enterprise_monthly' | null;
  description: string;
  features: string[];
  pageLimit: number | null;
  memberLimit: number | null;
  includes: PlanFeatures;
};

@DocumentsExactly<PlanFeatures>()
export class PlanFeaturesResponse implements PlanFeatures {
  @ApiProperty({ description: 'Downloading the WordPress plugin and issuing API keys (their sync stays within the page limit)' }) wordpressPlugin: boolean;
  @ApiProperty({ description: 'Inviting members' }) team: boolean;
}

@DocumentsExactly<PlanOfferShape>()
export class PlanOfferResponse implements PlanOfferShape {
  @ApiProperty({ enum: PLAN_TYPES }) id: PlanType;
  @ApiProperty({ example: 'Pro' }) name: string;
  @ApiProperty({ description: 'US dollars per month' }) price: number;
  @ApiProperty({ type: String, nullable: true, enum: ['price_pro_monthly', 'price_enterprise_monthly'], description: 'null for Free' })
  priceId: 'price_pro_monthly' | 'price_enterprise_monthly' | null;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty({ type: Number, nullable: true, description: 'How many pages the plan may monitor; null: unlimited' }) pageLimit: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'How many members a workspace on the plan may have; null: unlimited' }) memberLimit: number | null;
  @ApiProperty({ type: PlanFeaturesResponse, description: 'The features the server checks by plan, included or not' }) includes: PlanFeatures;
}

@DocumentsExactly<BillingConfig>()
export class BillingConfigResponse implements BillingConfig {
  @ApiProperty({ description: 'false: payments are not configured on this server (no STRIPE_SECRET_KEY); an administrator assigns plans' })
  enabled: boolean;
  @ApiProperty({ type: String, nullable: true, description: "Stripe.js's publishable key" }) publishableKey: string | null;
}

@DocumentsExactly<CreateSubscriptionResponse>()
export class CreateSubscriptionResultResponse implements CreateSubscriptionResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "What the Payment Element confirms; null when an existing subscription's plan was changed instead",
  })
  clientSecret: string | null;
  @ApiProperty({ example: 'sub_1Q...' }) subscriptionId: string;
}

@DocumentsExactly<SubscriptionStatusResponse>()
export class SubscriptionStatusResultResponse implements SubscriptionStatusResponse {
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: SubscriptionStatus;
  @ApiProperty({ enum: PLAN_TYPES }) planType: PlanType;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds' }) currentPeriodEnd: number | null;
  @ApiProperty() cancelAtPeriodEnd: boolean;
}

@DocumentsExactly<BillingPortalResponse>()
export class BillingPortalResultResponse implements BillingPortalResponse {
  @ApiProperty({ description: "Stripe's billing portal session, to open in the browser" }) url: string;
}

@DocumentsExactly<Invoice>()
export class InvoiceResponse implements Invoice {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true }) number: string | null;
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty({ description: "In the currency's smallest unit (cents)" }) amount: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ type: String, nullable: true, example: 'paid' }) status: string | null;
  @ApiProperty({ type: String, nullable: true }) hostedInvoiceUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) invoicePdf: string | null;
}

@DocumentsExactly<WebhookOutcome>()
export class WebhookOutcomeResponse implements WebhookOutcome {
  @ApiProperty({ enum: [true] }) received: true;
  @ApiProperty({ description: 'The event id was processed before: acknowledged and ignored' }) duplicate: boolean;
  @ApiProperty({ description: 'The event is about a subscription Stripe no longer knows: acknowledged, recorded as ignored, nothing changed' })
  ignored: boolean;
}
