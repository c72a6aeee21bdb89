// Sign-in: the embedded OpenID Connect provider's accounts and storage, password-reset links,
// rate-limit counters and the keys every server instance shares. Nothing here references a host.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Identity: the embedded OpenID Connect provider's accounts. Only the identity server reads
// these; the API knows a host by the token's subject (see `hosts.subject`).
export const identityAccounts = pgTable('identity_accounts', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(), // stored lower-cased
  passwordHash: text('password_hash').notNull(), // scrypt$N$r$p$salt$hash
  givenName: text('given_name').notNull().default(''),
  familyName: text('family_name').notNull().default(''),
  accountType: text('account_type', { enum: ['individual', 'company'] }).notNull().default('individual'),
  /** How the host chose to work with guests at registration (src/shared/domain/commercial-model.ts); null before the choice existed. */
  commercialModel: text('commercial_model', { enum: ['subscription', 'commission'] }),
  locale: text('locale').notNull().default('en-US'),
  /** The referral code of the invitation the account registered through (a host's `referral_code`); null without one. */
  referredByCode: text('referred_by_code'),
  /** When the owner proved the address by following the link mailed to it (auth/email-verification.ts); null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('identity_accounts_referred_by_code_idx').on(t.referredByCode)]);

// "Forgot password?" links (auth/password-reset.ts): only the SHA-256 of the link's token is kept,
// so a copy of the database opens no account. A link works once (used_at is set in the transaction
// that changes the password) and until expires_at.
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id').notNull().references(() => identityAccounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('password_reset_tokens_account_idx').on(t.accountId)]);

// Fixed-window counters shared by all instances (sign-in attempts, public writes).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// oidc-provider's storage (sessions, grants, codes, refresh tokens ...), so that any
// server instance can continue a sign-in another one started.
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

// Keys made on first start and shared by every instance: token signing keys (JWK) and cookie keys.
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
