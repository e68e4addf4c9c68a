import { and, eq, isNull } from 'drizzle-orm';
import { ACTIVATION_TTL_HOURS } from '../../../src/contract/constants';
import { authMessages } from '../../../src/contract/messages';
import type { Database } from '../../db/client';
import { activationTokens, users } from '../../db/schema';
import { generateToken, sha256 } from '../../lib/codes';
import { AppError, fieldError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { UserRow } from './users';

/** Sends a fresh activation link (valid 24 hours, single use) to the user's email. */
export async function sendActivationEmail(db: Database, mailer: Mailer, appUrl: string, user: Pick<UserRow, 'id' | 'name' | 'email'>) {
  const token = generateToken();
  await db.insert(activationTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ACTIVATION_TTL_HOURS * 3_600_000),
  });
  const link = `${appUrl}/seller/activate/${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Verify your email address',
    text: `Hello ${user.name},\n\nConfirm that this is your email address by opening the link below. It works once and expires in ${ACTIVATION_TTL_HOURS} hours.\n\n${link}\n\nIf you did not create an account, ignore this message.`,
    links: [link],
  });
}

/** Marks the email verified. A used link is refused with 409, an expired one with 410, an unknown one with 400. */
export async function activate(db: Database, token: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(activationTokens)
      .where(eq(activationTokens.tokenHash, sha256(token)))
      .for('update');
    if (!row) throw fieldError('token', authMessages.tokenInvalid);
    if (row.usedAt) throw new AppError(409, authMessages.tokenUsed, { token: authMessages.tokenUsed });
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError(410, authMessages.tokenExpired, { token: authMessages.tokenExpired });
    await tx
      .update(activationTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(activationTokens.id, row.id), isNull(activationTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ isEmailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, row.userId))
      .returning({ email: users.email });
    return { email: user.email };
  });
}
