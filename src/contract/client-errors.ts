// An uncaught error the web app reports (POST /v1/client-errors): what broke and where, nothing about who.
import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from './client-error-limits';

export { CLIENT_ERROR_LIMITS };

const atMost = (max: number) => `At most ${max} characters`;

export const clientErrorReportSchema = z.strictObject({
  message: z.string().trim().min(1, 'Describe the error').max(CLIENT_ERROR_LIMITS.message, atMost(CLIENT_ERROR_LIMITS.message)),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack, atMost(CLIENT_ERROR_LIMITS.stack)).optional(),
  /** The page's path: the server drops any query string or fragment, which may carry personal data. */
  path: z.string().max(CLIENT_ERROR_LIMITS.path, atMost(CLIENT_ERROR_LIMITS.path)).startsWith('/', 'A path starting with /'),
  /** React's component stack, when an error boundary caught the error. */
  component_stack: z.string().max(CLIENT_ERROR_LIMITS.component_stack, atMost(CLIENT_ERROR_LIMITS.component_stack)).optional(),
  /** The build the page runs, to tell errors of an old tab from new ones. */
  app_version: z.string().trim().max(CLIENT_ERROR_LIMITS.app_version, atMost(CLIENT_ERROR_LIMITS.app_version)).optional(),
  occurred_at: z.iso.datetime({ offset: true, error: 'A date and time like 2026-01-31T12:00:00Z' }),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
