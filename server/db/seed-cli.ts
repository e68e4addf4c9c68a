import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemoData } from './seed';

/** `npm run seed`: migrate and write the demo data into an empty database (never in production). */
async function main() {
  const config = loadConfig();
  if (config.isProduction) throw new Error('Demo data is never written in production');
  const handle = await openDatabase(config);
  try {
    await handle.migrate();
    console.log((await seedDemoData(handle.db)) ? 'Demo data written.' : 'The database already has users: demo data left as it is.');
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
