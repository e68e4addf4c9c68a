// The help center's topics, languages and API messages. No zod here: the back office's value sets and the
// Hindi and Chinese texts use them without loading the API's schemas (help.ts re-exports them).
export const HELP_TOPICS = ['getting-started', 'onboarding', 'products', 'orders', 'payments', 'account'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];
export { APP_LANGUAGES as HELP_LANGUAGES } from './languages';

export const helpMessages = {
  notFound: 'This article does not exist or was taken down. Search the help center for another',
  thanks: 'Thank you for your feedback',
  helpfulRequired: 'Say whether the article helped',
} as const;
