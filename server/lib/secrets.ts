import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * The signing secret: AUTH_SECRET when set (required in production); otherwise one generated on
 * first start and kept in the database, so every process and every restart shares it.
 */
export async function resolveAuthSecret(config: Config, db: Database): Promise<string> {
  if (config.authSecret) return config.authSecret;
  await db
    .insert(appSecrets)
    .values({ name: 'auth', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'auth'));
  return row.value;
}
