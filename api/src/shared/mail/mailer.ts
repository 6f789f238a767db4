import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/config';

/**
 * The one SMTP client (SMTP_URL, from NOTIFICATION_FROM): alert emails and team invitations go out through it.
 * The transport opens on the first message, so an installation without SMTP_URL never opens one.
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private transport: Transporter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return this.config.notifications.smtpUrl !== null;
  }

  async send(message: Omit<SendMailOptions, 'from'>): Promise<void> {
    const smtpUrl = this.config.notifications.smtpUrl;
    if (!smtpUrl) throw new Error('SMTP_URL is not set');
    this.transport ??= nodemailer.createTransport(smtpUrl);
    await this.transport.sendMail({ from: this.config.notifications.from, ...message });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
