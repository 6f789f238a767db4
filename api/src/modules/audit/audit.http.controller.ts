import type { ChainVerification } from '@freshwatch/contracts';
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { verifyChains } from '../../shared/event-store/chain-verifier';
import { EVENT_STORE, EventStore } from '../../shared/event-store/event-store.port';
import { ApiErrors } from '../../shared/http/openapi';
import { AdminOnly } from '../identity';
import { ChainVerificationResponse } from './chain-verification.response';

/**
 * Tamper evidence for the whole log. Administrators only: it reads every workspace's events (it answers with
 * stream ids and positions, never their content).
 */
@ApiTags('audit')
@AdminOnly()
@ApiErrors(401)
@Controller('audit')
export class AuditHttpController {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  @Get('verify')
  @ApiOperation({ summary: "Recompute every stream's hash chain and name the first broken link (administrators only)" })
  @ApiOkResponse({ type: ChainVerificationResponse })
  verify(): Promise<ChainVerification> {
    return verifyChains(this.eventStore);
  }
}
