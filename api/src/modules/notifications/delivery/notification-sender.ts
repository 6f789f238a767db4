import type { NotificationChannelType } from '@freshwatch/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { Mailer } from '../../../shared/mail/mailer';
import { type GuardedPageFetcher, PageFetchers } from '../../../shared/outbound';
import { ChannelSecrets, signatureOf } from './channel-secrets';
import { htmlBody, NotificationMessage, slackBody, textBody, webhookBody } from './notification-message';

/** How long one webhook POST may take. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface Destination {
  channelId: string;
  type: NotificationChannelType;
  target: string;
}

/**
 * Sends one message to one channel, or throws (the delivery job retries). Webhook and Slack URLs go out through
 * the guarded HTTP client (no private addresses unless FETCH_ALLOW_PRIVATE); email through SMTP_URL.
 */
@Injectable()
export class NotificationSender {
  private readonly http: GuardedPageFetcher;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secrets: ChannelSecrets,
    private readonly mailer: Mailer,
    fetchers: PageFetchers,
  ) {
    this.http = fetchers.forWebhooks(WEBHOOK_TIMEOUT_MS);
  }

  async send(destination: Destination, message: NotificationMessage): Promise<void> {
    switch (destination.type) {
      case 'webhook':
        return this.sendWebhook(destination, message);
      case 'slack':
        return this.post(destination.target, JSON.stringify(slackBody(message)), {});
      case 'email':
        return this.sendEmail(destination, message);
    }
  }

  private async sendWebhook(destination: Destination, message: NotificationMessage): Promise<void> {
    const secret = await this.secrets.secretOf(destination.channelId);
    if (!secret) throw new Error('The channel has no readable signing secret (was ENCRYPTION_KEY changed?): add the channel again');
    const body = JSON.stringify(webhookBody(message, new Date()));
    await this.post(destination.target, body, { 'x-freshwatch-signature': signatureOf(secret, body), 'x-freshwatch-event': message.kind });
  }

  private async post(url: string, body: string, headers: Record<string, string>): Promise<void> {
    const { status, statusText } = await this.http.post(url, body, { 'content-type': 'application/json', ...headers });
    if (status < 200 || status >= 300) throw new Error(`The receiver answered ${status} ${statusText}`.trim());
  }

  private async sendEmail(destination: Destination, message: NotificationMessage): Promise<void> {
    const unsubscribe = `${this.config.notifications.publicUrl}/api/notification-channels/${destination.channelId}/unsubscribe?token=${this.secrets.unsubscribeToken(destination.channelId)}`;
    await this.mailer.send({
      to: destination.target,
      subject: message.subject,
      text: textBody(message, unsubscribe),
      html: htmlBody(message, unsubscribe),
      list: { unsubscribe: { url: unsubscribe, comment: 'Stop these emails' } },
    });
  }
}
