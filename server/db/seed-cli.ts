import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemoData } from './seed';
import { seedLargeCatalogue, seedLargeCatalogueInBulk, sellerIdByEmail } from './seed-catalogue';

const usage = 'Usage: npm run seed [-- --products <count> [--seller <email>]]';

/**
 * `npm run seed`: migrate and write the demo data into an empty database (never in production).
 * `--products N` also generates N products for a seller (default seller@demo.test) to try lists at scale.
 */
async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const productCount = option('products') === undefined ? 0 : Number(option('products'));
  if (!Number.isInteger(productCount) || productCount < 0 || productCount > 5_000_000)
    throw new Error(`--products takes a whole number up to 5,000,000\n${usage}`);
  const config = loadConfig();
  if (config.isProduction) throw new Error('Demo data is never written in production');
  const handle = await openDatabase(config);
  try {
    await handle.migrate();
    console.log((await seedDemoData(handle.db)) ? 'Demo data written.' : 'The database already has users: demo data left as it is.');
    if (productCount > 0) {
      const email = option('seller') ?? 'seller@demo.test';
      const sellerId = await sellerIdByEmail(handle.db, email);
      if (!sellerId) throw new Error(`No account ${email}`);
      const started = Date.now();
      // Large counts load in bulk (secondary indexes rebuilt once at the end); small ones row by row keep
      // every index current for a server that may be running on the same database.
      const seed = productCount >= 50_000 ? seedLargeCatalogueInBulk : seedLargeCatalogue;
      await seed(handle.db, sellerId, productCount, (done) =>
        process.stdout.write(`\r${done.toLocaleString('en')} of ${productCount.toLocaleString('en')} products`),
      );
      console.log(`\nGenerated ${productCount.toLocaleString('en')} products for ${email} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
