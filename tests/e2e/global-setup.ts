import fs from 'node:fs';
import type { FullConfig } from '@playwright/test';

/** Fails early and plainly when the browser is missing, instead of with a launch error in every test. */
export default async function globalSetup(config: FullConfig) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it with \`apt-get install chromium\` (Debian) to run the end-to-end suite, or set CHROMIUM_PATH.`,
    );
  }
  const baseURL = config.projects[0]?.use.baseURL;
  console.log(`End-to-end tests against ${baseURL}, data in ${process.env.E2E_DATA_DIR}`);
}
