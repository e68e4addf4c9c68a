/**
 * The environment of every server the end-to-end suite starts (playwright.config.ts starts the first,
 * tests/e2e/fixtures.ts one per further worker). The suites sign the demo accounts in many times from
 * one address within minutes; the limits themselves are tested in the API suite.
 */
export const E2E_SERVER_ENV = { LOG_LEVEL: 'warn', LOGIN_ATTEMPTS_PER_EMAIL: '200', LOGIN_ATTEMPTS_PER_ADDRESS: '2000' };
