import {
  PLAN_TYPES,
  SUBSCRIPTION_STATUSES,
  USER_ROLES,
  WORKSPACE_ROLES,
  type PlanType,
  type SubscriptionStatus,
  type User,
  type UserRole,
  type WorkspaceRole,
  type AuthSession,
} from '@freshwatch/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

/** OpenAPI class of a user as the API returns it (contracts' User). */
@DocumentsExactly<User>()
export class UserResponse implements User {
  @ApiProperty({ format: 'uuid', description: 'Also shown as the API key for the plugin' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ enum: USER_ROLES, description: 'The first user to sign up is the administrator' }) role: UserRole;
  @ApiProperty({ format: 'uuid', description: 'The workspace the session works in' }) workspaceId: string;
  @ApiProperty({ enum: WORKSPACE_ROLES, nullable: true, description: 'The role in that workspace; null in the administrator’s user list' })
  workspaceRole: WorkspaceRole | null;
  @ApiProperty({ enum: PLAN_TYPES }) planType: PlanType;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) subscriptionStatus: SubscriptionStatus;
  @ApiProperty({ type: String, nullable: true, description: "The payment provider's customer id (read-only)" }) stripeCustomerId: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The payment provider's subscription id (read-only)" }) stripeSubscriptionId: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

@DocumentsExactly<AuthSession>()
export class AuthSessionResponse implements AuthSession {
  @ApiProperty({ type: UserResponse, nullable: true, description: 'null: nobody is signed in' }) user: UserResponse | null;
}
