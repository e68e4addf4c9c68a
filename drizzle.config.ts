import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs server/db/schema/ against the newest snapshot in migrations/meta and
// writes the SQL migration; server/db/client.ts applies migrations at start, on PGlite and on
// PostgreSQL alike. tests/api/schema-snapshot.test.ts keeps the snapshot true to what the migrations
// build, and tests/process/db-generate.test.ts that generating on an unchanged schema writes nothing.
export default defineConfig({
  dialect: 'postgresql',
  // The areas' tables, and the declared resources' tables (npm run new:resource writes those).
  schema: ['./server/db/schema/index.ts', './server/db/schema/resources'],
  out: './server/db/migrations',
});
