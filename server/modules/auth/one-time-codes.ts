import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '../../../src/contract/constants';
import { authMessages, codeTriesLeftMessage } from '../../../src/contract/messages';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { generateNumericCode, hashCode, safeEqual } from '../../lib/codes';
import { AppError, fieldError } from '../../lib/errors';

type Purpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/**
 * Issues a fresh 6-digit code for (user, purpose, target): earlier open codes for the same target
 * stop working, the code is stored as an HMAC, valid for 10 minutes and 5 tries. Returns the code for delivery.
 */
export async function issueCode(db: Database, secret: string, input: { userId: string; purpose: Purpose; target: string }): Promise<string> {
  const code = generateNumericCode(6);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.userId, input.userId),
          eq(oneTimeCodes.purpose, input.purpose),
          eq(oneTimeCodes.target, input.target),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      ...input,
      codeHash: hashCode(secret, `${input.purpose}:${input.target}:${code}`),
      expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    });
  });
  return code;
}

/**
 * Checks a code against the newest open code for the target and consumes it on success. A wrong code
 * uses up one try; the fifth wrong try retires it. Returns the user the code was issued to.
 */
export async function consumeCode(
  db: Database,
  secret: string,
  input: { purpose: Purpose; target: string; code: string; userId?: string; field?: string },
): Promise<string> {
  const field = input.field ?? 'code';
  const conditions = [eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.target, input.target), isNull(oneTimeCodes.consumedAt)];
  if (input.userId) conditions.push(eq(oneTimeCodes.userId, input.userId));
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(...conditions))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row) throw fieldError(field, authMessages.codeInvalid);
  if (row.expiresAt.getTime() <= Date.now()) throw fieldError(field, authMessages.codeExpired);
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError(429, authMessages.codeExhausted, { [field]: authMessages.codeExhausted });
  const expected = hashCode(secret, `${input.purpose}:${input.target}:${input.code}`);
  if (!safeEqual(expected, row.codeHash)) {
    // Counted in the database so parallel guesses cannot share one try.
    const [updated] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, row.id))
      .returning({ attempts: oneTimeCodes.attempts });
    if (updated.attempts >= OTP_MAX_ATTEMPTS) throw new AppError(429, authMessages.codeExhausted, { [field]: authMessages.codeExhausted });
    throw fieldError(field, codeTriesLeftMessage(OTP_MAX_ATTEMPTS - updated.attempts));
  }
  // Consumed with a guard, so two requests with the same right code cannot both succeed.
  const consumed = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.consumedAt), sql`${oneTimeCodes.attempts} < ${OTP_MAX_ATTEMPTS}`))
    .returning({ id: oneTimeCodes.id });
  if (consumed.length === 0) throw fieldError(field, authMessages.codeInvalid);
  return row.userId;
}
