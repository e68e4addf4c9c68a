// The limits of a client error report (client-errors.ts), apart from its schema: the web app's entry
// trims reports to them and must not carry zod for that.

/** Longest value of each field; the client trims to these before sending, the server refuses longer. */
export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  stack: 8000,
  component_stack: 8000,
  path: 1000,
  app_version: 100,
} as const;
