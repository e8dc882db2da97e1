import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { MailContent } from './mail-content';

/**
 * Sends mails through the SMTP server of SMTP_URL (nodemailer). Without one, nothing is sent: the
 * outbox keeps the mails for the admin's Outgoing mail.
 */
@Injectable()
export class MailSender implements OnModuleDestroy {
  private readonly transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl === undefined) return;
    const timeout = config.notificationSendTimeoutSeconds * 1000;
    this.transport = createTransport({
      url: config.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  /** Whether mails go out; when false they are kept. */
  get sends(): boolean {
    return this.transport !== undefined;
  }

  /**
   * Sends one mail. Its Message-ID is the delivery's: should the same delivery ever be sent twice
   * (a worker stopped after the server took it, before recording it), receivers see one message.
   */
  async send(deliveryId: string, to: string, mail: MailContent): Promise<void> {
    if (!this.transport) throw new Error('No SMTP server is configured');
    await this.transport.sendMail({
      from: this.config.mailFrom,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${deliveryId}@mohalla.notifications>`,
    });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
