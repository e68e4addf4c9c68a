// The auth plugin: bearer tokens signed per session, their check kept a few seconds per process, the auth
// hooks (signed in, a role, a staff role, an onboarded seller), and the caller of a request (authOf).
import { and, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { adminMessages, type StaffRole } from '../../src/contract/admin';
import type { Role } from '../../src/contract/constants';
import { authMessages, onboardingMessages } from '../../src/contract/messages';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { FreshCache } from '../lib/fresh-cache';
import { accessOf, documented, type AuthHook, type RouteAccess } from './route-access';

export interface AuthContext {
  userId: string;
  /** The caller's row, read with the session check, so handlers need not read it again. */
  user: typeof users.$inferSelect;
  sessionId: string;
  sessionKind: 'password' | 'recovery';
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Auth hook (declare it as the route's preValidation): the caller must present a valid, unrevoked bearer token. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Auth hook factory: authenticated and holding one of `roles`. */
    requireRole(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
    /** The server's signing secret, also the key for hashing one-time codes. */
    serverSecret: string;
    /** Auth hook factory: a staff member (role 'admin') whose staff_role is one of `staffRoles`. */
    requireStaff(...staffRoles: StaffRole[]): (request: FastifyRequest) => Promise<void>;
    /** Auth hook: a seller who has passed every onboarding gate (email, mobile, business details); `publicSupplierSql` is the same rule in SQL. */
    requireOnboardedSeller(request: FastifyRequest): Promise<void>;
    /** Starts a session for the user and returns its signed bearer token. */
    issueToken(userId: string, kind: AuthContext['sessionKind']): Promise<string>;
  }
}

const ISSUER = 'b2b-marketplace';

/**
 * A token's session check (session live, user row) is kept this long per process, so most requests
 * read nothing from the database to know their caller. Revocations and every change to the user's row
 * drop it at once in every process (database triggers, server/plugins/channel.ts); the time limit only
 * bounds what a lost notification could leave behind.
 */
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

interface CheckedSession {
  sessionId: string;
  kind: AuthContext['sessionKind'];
  expiresAt: number;
  user: typeof users.$inferSelect;
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { secret: string; ttlHours: number }) {
    const key = new TextEncoder().encode(opts.secret);
    const authHook = (access: RouteAccess, hook: AuthHook): AuthHook => {
      accessOf.set(hook, access);
      return hook;
    };
    app.decorateRequest('auth', null);
    app.decorate('serverSecret', opts.secret);

    // Keyed by the token itself: an entry exists only for a token whose signature was checked.
    const checked = new FreshCache<CheckedSession>(SESSION_CACHE_MS, SESSION_CACHE_MAX);
    app.channel.onInvalidate((message) => {
      if (message.invalidate === 'user') checked.dropGroup(message.id);
      else if (message.invalidate === 'everything') checked.clear();
    });

    app.decorate('issueToken', async (userId: string, kind: AuthContext['sessionKind']) => {
      // A recovery session only lets the user set a new password, so it is short.
      const ttlMs = kind === 'recovery' ? 15 * 60_000 : opts.ttlHours * 3_600_000;
      const expiresAt = new Date(Date.now() + ttlMs);
      const [session] = await app.db.insert(sessions).values({ userId, kind, expiresAt }).returning({ id: sessions.id });
      return new SignJWT({ kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(session.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    });

    /** The token's session and user from the database, unless it is forged, expired or revoked. */
    async function checkToken(token: string): Promise<CheckedSession> {
      let sessionId: string;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (!payload.jti || !payload.sub) throw unauthorized(authMessages.sessionExpired);
        sessionId = payload.jti;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw unauthorized(authMessages.sessionExpired);
        throw error;
      }
      const [row] = await app.db
        .select({ user: users, kind: sessions.kind, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      if (!row) throw unauthorized(authMessages.sessionExpired);
      return { sessionId, kind: row.kind, expiresAt: row.expiresAt.getTime(), user: Object.freeze(row.user) };
    }

    async function authenticate(request: FastifyRequest): Promise<void> {
      // Checked once per request: an area's hook and a route's narrower one both start here.
      if (request.auth) return;
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match) throw unauthorized(authMessages.sessionRequired);
      const token = match[1];
      let session = checked.get(token);
      if (!session || session.expiresAt <= Date.now()) {
        const mark = checked.mark();
        session = await checkToken(token);
        checked.set(token, session, mark, session.user.id);
      }
      const { user } = session;
      if (user.status === 'suspended') throw unauthorized(authMessages.accountSuspended);
      request.auth = { userId: user.id, user, sessionId: session.sessionId, sessionKind: session.kind, roles: user.roles as Role[] };
    }

    app.decorate('authenticate', authHook({ kind: 'signed-in' }, authenticate));
    app.decorate('requireRole', (...roles: Role[]) =>
      authHook({ kind: 'roles', roles }, async (request: FastifyRequest) => {
        await authenticate(request);
        if (!request.auth!.roles.some((r) => roles.includes(r))) throw forbidden();
      }),
    );

    app.decorate('requireStaff', (...staffRoles: StaffRole[]) =>
      authHook({ kind: 'staff', staff_roles: staffRoles }, async (request: FastifyRequest) => {
        await authenticate(request);
        const { user, roles } = request.auth!;
        if (!roles.includes('admin') || !user.staffRole) throw forbidden();
        if (!staffRoles.includes(user.staffRole)) throw forbidden(adminMessages.administratorOnly);
      }),
    );

    app.decorate(
      'requireOnboardedSeller',
      authHook({ kind: 'onboarded-seller' }, async (request: FastifyRequest) => {
        await authenticate(request);
        const { user } = request.auth!;
        if (!user.roles.includes('seller')) throw forbidden();
        if (!user.isEmailVerified) throw forbidden(onboardingMessages.verifyEmailFirst);
        if (!user.isMobileVerified) throw forbidden(onboardingMessages.verifyMobileFirst);
        if (!user.businessDetails) throw forbidden(onboardingMessages.businessDetailsFirst);
      }),
    );

    // Fastify validates params, query and body before preHandler runs. Auth hooks read only headers, so
    // they run as preValidation: a caller without the route's role gets 401/403, never a 400 about input
    // it may not send at all (tests/api/role-before-body.test.ts). An area's routes get their audience's
    // hook from `guardedBy`; a route's own narrower hook is its preValidation, and one named as a
    // preHandler is refused at start-up. The route's rule goes into the OpenAPI document, with the
    // bearer scheme as its security unless the route says otherwise.
    app.addHook('onRoute', (route: RouteOptions) => {
      const misplaced = ([route.preHandler ?? []].flat() as AuthHook[]).some((hook) => accessOf.has(hook));
      if (misplaced) throw new Error(`${String(route.method)} ${route.url}: declare its auth hook as preValidation, not preHandler`);
      const access = ([route.preValidation ?? []].flat() as AuthHook[]).map((hook) => accessOf.get(hook)).find((a) => a !== undefined);
      if (access && route.schema) route.schema = documented(route.schema, access);
    });
  },
  { name: 'auth', dependencies: ['db', 'channel'] },
);

/**
 * The sellers the public pages show (store page, its reviews), as a condition on `users`: an active
 * account past the same gates as `requireOnboardedSeller` (seller role, email and mobile verified,
 * business details given). Anyone else, a seller still onboarding too, is a 404 there.
 */
export const publicSupplierSql = and(
  eq(users.status, 'active'),
  sql`'seller' = any(${users.roles})`,
  eq(users.isEmailVerified, true),
  eq(users.isMobileVerified, true),
  isNotNull(users.businessDetails),
) as SQL;

/** The caller's identity in a route behind `authenticate`; ownership checks start here. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
