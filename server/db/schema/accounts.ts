// Accounts and what hangs off an account alone: sessions, one-time codes, recovery contacts, the store
// profile, files, addresses, notifications, support, help articles and the audit log.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, tsvector } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    verificationStatus: text('verification_status', { enum: ['unverified', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('unverified'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isMobileVerified: boolean('is_mobile_verified').notNull().default(false),
    phone: text('phone'),
    countryCode: text('country_code'),
    businessDetails: jsonb('business_details').$type<Record<string, unknown>>(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A public image in `files` (the account's avatar). */
    avatarFileId: uuid('avatar_file_id'),
    /** Account settings that are not identity: preferred payment method and terms, say. */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    /** Back-office staff only (roles include 'admin'): administrators do everything, reviewers verify and moderate. */
    staffRole: text('staff_role', { enum: ['administrator', 'reviewer'] }),
    /** Why staff last changed `status` or `verification_status`; the seller sees it. */
    statusReason: text('status_reason'),
    verificationNote: text('verification_note'),
    /**
     * What the public badge says while `verification_status` is 'verified': when, whether staff granted it
     * with items of the checklist missing (the reason stays in the back office), and which documents were
     * checked when. Null otherwise.
     */
    verificationGrant: jsonb('verification_grant').$type<{
      verified_at: string;
      granted_by_staff: boolean;
      override_reason: string | null;
      checks: Array<{ key: string; checked_at: string }>;
    }>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Bearer-token sessions: the token's jti is the row id, so revoking a row revokes the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['password', 'recovery'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Email activation links; only the hash of the token is stored. */
export const activationTokens = pgTable('activation_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One-time codes (recovery sign-in, mobile and recovery-contact verification); stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['recovery_login', 'mobile_verification', 'contact_verification'] }).notNull(),
    /** Where the code was sent: an email address or a phone number with its country code. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.userId, t.purpose, t.target)],
);

/** Verified recovery contacts are accepted by recovery sign-in. */
export const recoveryContacts = pgTable(
  'recovery_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    /** Normalised: lower-case email, or phone as country code plus digits (`+919876543210`). */
    value: text('value').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_contacts_value_idx').on(t.value), uniqueIndex('recovery_contacts_user_value_key').on(t.userId, t.value)],
);

/** The seller's store profile: one row per seller and section, validated by the section's schema on write. */
export const storeSections = pgTable(
  'store_sections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);

/** Mail written here when no SMTP server is configured; readable at /v1/dev/outbox outside production. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Fixed-window counters shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Secrets generated on first start when none is configured (development only). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Uploaded files (product images, documents, attachments), kept in the database so that every API
 * process can serve them and a backup holds everything. Served with the type sniffed at upload.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

/** The address book of a seller or buyer; at most one default shipping and one default billing address each. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    uniqueIndex('addresses_default_shipping_key')
      .on(t.ownerId)
      .where(sql`${t.isDefaultShipping}`),
    uniqueIndex('addresses_default_billing_key')
      .on(t.ownerId)
      .where(sql`${t.isDefaultBilling}`),
  ],
);

/**
 * The first answer to a request sent with an Idempotency-Key: the same key and body get it again, a
 * different body with the same key is refused. Kept per user; old keys can be purged after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What the request was for (e.g. `POST /v1/checkout`) and a hash of its body. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** In-app notifications (an order confirmed, shipped…); the bell shows the unread count. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

/** Requests sent from the contact form of the help pages. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    orderNumber: text('order_number'),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Help center articles, by slug and language (English is the fallback), kept in the database so staff
 * can edit them. The body is plain text: paragraphs separated by blank lines, '## ' headings, '- ' items.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    language: text('language').notNull().default('en'),
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(summary, '')), 'B') || setweight(to_tsvector('simple', coalesce(body, '')), 'C')`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_articles_slug_language_key').on(t.slug, t.language),
    index('help_articles_topic_idx').on(t.language, t.topic, t.position),
    index('help_articles_search_idx').using('gin', t.searchVector),
  ],
);

/** Answers to 'Was this helpful?' (anonymous; rate-limited per client address). */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    helpful: boolean('helpful').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('help_feedback_slug_idx').on(t.slug)],
);

/**
 * Append-only record of every staff action and every sensitive seller action: who, when, what, and the
 * values before and after. A trigger (migration 0008) refuses UPDATE and DELETE, whatever the caller.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** No foreign key: the log outlives accounts, and a cascade would have to update it. */
    actorId: uuid('actor_id'),
    /** The actor's role when acting: administrator, reviewer, seller, buyer or system. */
    actorRole: text('actor_role').notNull(),
    /** What was done, e.g. `document.verified`, `seller.suspended`, `bank_details.changed`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** What the subject was called when the entry was written (a product's name, say), so it outlives a rename or deletion. */
    subjectLabel: text('subject_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    note: text('note'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
