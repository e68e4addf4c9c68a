import type { Config } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Links in the message, listed separately in the dev outbox so tests and people can follow them. */
  links?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The one way email leaves the server: SMTP when SMTP_URL is set, otherwise the outbox table. */
export function createMailer(config: Config, db: Database): Mailer {
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    let transport: Promise<{ sendMail(m: object): Promise<unknown> }> | undefined;
    return {
      async send(message) {
        transport ??= import('nodemailer').then((nm) => nm.createTransport(smtpUrl));
        await (await transport).sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text });
      },
    };
  }
  return {
    async send(message) {
      await db.insert(outbox).values({ channel: 'email', to: message.to, subject: message.subject, text: message.text, links: message.links ?? [] });
    },
  };
}
