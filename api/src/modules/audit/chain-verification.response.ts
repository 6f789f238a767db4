import type { BrokenChainLink, ChainVerification } from '@freshwatch/contracts';
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

@DocumentsExactly<BrokenChainLink>()
export class BrokenChainLinkResponse implements BrokenChainLink {
  @ApiProperty({ example: 'content-3f1c…' }) streamId: string;
  @ApiProperty({ description: "The event's version in its stream (1 for the first)" }) version: number;
  @ApiProperty({ description: "The event's global position in the log" }) position: number;
  @ApiProperty({ enum: ['hash-mismatch', 'version-gap'], description: 'hash-mismatch: the event was changed; version-gap: an event before it is gone' })
  reason: BrokenChainLink['reason'];
}

/** OpenAPI class of GET /api/audit/verify. */
@DocumentsExactly<ChainVerification>()
@ApiExtraModels(BrokenChainLinkResponse)
export class ChainVerificationResponse implements ChainVerification {
  @ApiProperty({ description: 'Every chain holds' }) ok: boolean;
  @ApiProperty({ description: 'Events checked' }) events: number;
  @ApiProperty({ description: 'Streams checked' }) streams: number;
  @ApiProperty({ oneOf: [{ $ref: getSchemaPath(BrokenChainLinkResponse) }], nullable: true, description: 'The broken link with the lowest position' })
  firstBroken: BrokenChainLinkResponse | null;
  @ApiProperty({ type: BrokenChainLinkResponse, isArray: true, description: "Each broken stream's first broken link (at most 100)" })
  broken: BrokenChainLinkResponse[];
  @ApiProperty({ description: 'How many streams are broken' }) brokenStreams: number;
}
