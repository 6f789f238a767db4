import type { ApiKey, IssuedApiKey } from '@freshwatch/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';

/** OpenAPI classes of an API key as listed (contracts' ApiKey) and as issued, the one time its secret is sent. */

@DocumentsExactly<ApiKey>()
export class ApiKeyResponse implements ApiKey {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'WordPress plugin' }) name: string;
  @ApiProperty({ description: 'The first 8 characters after `fw_`, to tell keys apart' }) prefix: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'To the minute' }) lastUsedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt: string | null;
}

@DocumentsExactly<IssuedApiKey>()
export class IssuedApiKeyResponse implements IssuedApiKey {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() prefix: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'The full key, shown this once (only its hash is kept)', example: 'fw_…' }) key: string;
}
