import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { SecretBox } from '../../../shared/crypto/secret-box';

/**
 * A webhook channel's signing secret: generated at creation, shown once, kept sealed (AES-GCM, bound to the
 * channel) because signing needs it back. Also the unsubscribe tokens of email channels (an HMAC of the channel
 * id, so that an unsubscribe link works without signing in and cannot be guessed).
 */
@Injectable()
export class ChannelSecrets {
  private readonly box: SecretBox;
  private readonly tokenKey: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const material = config.encryptionKey ?? config.sessionSecret;
    this.box = new SecretBox(material);
    this.tokenKey = createHmac('sha256', material).update('freshwatch/unsubscribe/v1').digest();
  }

  /** Creates and stores a new secret; the plaintext is returned for the one reply that shows it. */
  async create(channelId: string, workspaceId: string): Promise<string> {
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    await this.dataSource.query('INSERT INTO notification_channel_secrets (id, workspace_id, sealed) VALUES ($1, $2, $3)', [
      channelId,
      workspaceId,
      this.box.seal(secret, `notification-channel/${channelId}`),
    ]);
    return secret;
  }

  async remove(channelId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM notification_channel_secrets WHERE id = $1', [channelId]);
  }

  async secretOf(channelId: string): Promise<string | null> {
    const [row] = await this.dataSource.query('SELECT sealed FROM notification_channel_secrets WHERE id = $1', [channelId]);
    return row ? this.box.open(row.sealed, `notification-channel/${channelId}`) : null;
  }

  unsubscribeToken(channelId: string): string {
    return createHmac('sha256', this.tokenKey).update(channelId).digest('base64url');
  }

  isUnsubscribeToken(channelId: string, token: string): boolean {
    const expected = Buffer.from(this.unsubscribeToken(channelId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes with the channel's secret (GitHub's convention). */
export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
