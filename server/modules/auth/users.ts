import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../../src/contract/auth';
import type { Role } from '../../../src/contract/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The spec's Current user, as every auth response and get-status return it. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles as Role[],
    status: user.status,
    verification_status: user.verificationStatus,
    is_verified: user.isMobileVerified,
    is_email_verified: user.isEmailVerified,
    business_details: user.businessDetails ?? null,
    phone: user.phone,
    country_code: user.countryCode,
    must_change_password: user.mustChangePassword,
    staff_role: user.staffRole ?? null,
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}
