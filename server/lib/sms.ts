import type { Config } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { AppError } from './errors';

export interface SmsSender {
  /** `development` delivery means no provider took the message: it is in the dev outbox only. */
  readonly delivery: 'provider' | 'development';
  send(to: string, text: string): Promise<void>;
}

/**
 * The one way text messages leave the server: an HTTP provider (POST {to, text} as JSON) when
 * SMS_PROVIDER_URL is set; otherwise the dev outbox, and in production a clear failure.
 */
export function createSmsSender(config: Config, db: Database): SmsSender {
  const providerUrl = config.smsProviderUrl;
  if (providerUrl) {
    return {
      delivery: 'provider',
      async send(to, text) {
        const response = await fetch(providerUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to, text }) });
        if (!response.ok) throw new AppError(502, 'The text message could not be sent. Try again in a minute');
      },
    };
  }
  return {
    delivery: 'development',
    async send(to, text) {
      if (config.isProduction) throw new AppError(503, 'Text messages cannot be sent: no SMS provider is configured');
      await db.insert(outbox).values({ channel: 'sms', to, subject: 'Text message', text, links: [] });
    },
  };
}
