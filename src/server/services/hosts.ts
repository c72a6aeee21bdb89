import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts, identityAccounts } from '../db/schema';
import { newId } from '../db/ids';
import { preparedPerDb } from '../db/prepared';
import { isHybrid } from '../../shared/domain/commercial-model';
import { toLocale } from '../../shared/i18n/locales';
import { FEATURE_FLAG_NAMES, type FeatureFlags, type HostProfile, type UserInfo, type UserInfoPatch } from '../../shared/schemas/user-info';
import type { HostRow, TokenClaimsLike } from '../domain-types';
import { recordAudit } from './audit';
import { stayCountsSelect } from './bookings/pending';
import { unreadConversationCountSelect } from './messaging/channels';
import { unansweredReviewCountSelect } from './reviews/host-reviews';

// HostRow lives in domain-types.ts (so http/context.ts need not import this service); re-exported here.
export type { HostRow } from '../domain-types';

const DEFAULT_HOST_PROFILE: HostProfile = {
  hostLanguages: [],
  aboutHost: null,
  sendInquirySms: false,
  showPhoneNumberOnOffer: false,
  secondaryPhone: null,
  secondaryPhoneType: null,
  phoneForGuests: null,
  phoneForSms: null,
  marketingConsent: false,
  phone: null,
};

// The host of a token's subject is read on every API request (http/authenticate.ts: its row, with
// the revocation time, is never kept). A prepared statement, one per database handle, is built
// once instead of per request, and PostgreSQL plans it once per connection.
const hostBySubject = preparedPerDb((db) => db.select().from(hosts).where(eq(hosts.subject, sql.placeholder('subject'))).limit(1).prepare('host_by_subject'));

/** The host behind a token; created on first sight so any OpenID provider can sign hosts in. */
export async function findOrProvisionHost(db: Db, claims: TokenClaimsLike): Promise<HostRow> {
  const [found] = await hostBySubject(db).execute({ subject: claims.sub });
  if (found) return found;
  await db
    .insert(hosts)
    .values({
      id: newId(),
      subject: claims.sub,
      email: (claims.email ?? '').toLowerCase(),
      type: claims.accountType ?? 'individual',
      // Without a choice (another identity provider) the host starts on the table's default.
      ...(claims.commercialModel && { commercialModel: claims.commercialModel }),
      // The portal speaks, and mails, the language the host registered in until the host picks another.
      ...(toLocale(claims.locale) && { locale: toLocale(claims.locale) }),
      firstName: claims.givenName ?? '',
      lastName: claims.familyName ?? '',
    })
    .onConflictDoNothing({ target: hosts.subject });
  const [row] = await db.select().from(hosts).where(eq(hosts.subject, claims.sub)).limit(1);
  return row;
}

export async function findHostById(db: Db, id: string): Promise<HostRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(hosts).where(eq(hosts.id, id)).limit(1);
  return row;
}

export async function listHostsForStaff(db: Db) {
  return db
    .select({
      userId: hosts.id,
      email: hosts.email,
      firstName: hosts.firstName,
      lastName: hosts.lastName,
      companyName: hosts.companyName,
      commercialModel: hosts.commercialModel,
    })
    .from(hosts)
    .where(and(eq(hosts.isStaff, false), notInArray(hosts.status, ['expired', 'deleted'])))
    .orderBy(asc(hosts.email));
}

/** The shell's counts of a host (bookings badge, inquiries item, messages and statistics badges), each one query. */
/**
 * What the shell shows of a host beside its row (user info): whether its address is confirmed
 * and the badges' counts. One statement: the shell asks on every page, and each round trip costs
 * both processes more than the counting does. Each count is its service's own select (the rule
 * stays there), embedded here for this host:
 * - the address: a host signed in by another identity provider has no account here
 *   (auth/email-verification.ts); its address is that provider's to confirm, so it counts as confirmed;
 * - pending requests and inquiries (bookings/pending.ts), conversations with unread messages
 *   (messaging/channels.ts), reviews without a reply (reviews/host-reviews.ts).
 */
const shellFactsQuery = preparedPerDb((db) => {
  const stays = stayCountsSelect(db, hosts.id).as('stays');
  // The subject is the account's id only when the embedded provider signed the host in.
  const accountId = sql`case when ${hosts.subject} ~* '^[0-9a-f-]{36}$' then ${hosts.subject}::uuid end`;
  return db
    .select({
      emailVerified: sql<boolean>`not exists (select 1 from ${identityAccounts} where ${identityAccounts.id} = ${accountId} and ${identityAccounts.emailVerifiedAt} is null)`,
      pendingBookings: stays.pendingBookings,
      inquiries: stays.inquiries,
      unreadMessages: sql<number>`(${unreadConversationCountSelect(db, hosts.id)})`,
      unansweredReviews: sql<number>`(${unansweredReviewCountSelect(db, hosts.id)})`,
    })
    .from(hosts)
    .crossJoinLateral(stays)
    .where(eq(hosts.id, sql.placeholder('hostId')))
    .prepare('shell_facts');
});

export async function shellFacts(db: Db, hostId: string): Promise<{ emailVerified: boolean; counts: UserInfo['counts'] }> {
  const [row] = await shellFactsQuery(db).execute({ hostId });
  return {
    emailVerified: row?.emailVerified ?? true,
    counts: {
      pendingBookings: Number(row?.pendingBookings ?? 0),
      unreadMessages: Number(row?.unreadMessages ?? 0),
      inquiries: Number(row?.inquiries ?? 0),
      unansweredReviews: Number(row?.unansweredReviews ?? 0),
    },
  };
}

export function toUserInfo(host: HostRow, ctx: { staff: HostRow | null; sessionId: string | null; emailVerified: boolean; counts?: UserInfo['counts'] }): UserInfo {
  const features = Object.fromEntries(FEATURE_FLAG_NAMES.map((k) => [k, host.flags?.[k] === true])) as FeatureFlags;
  return {
    userId: host.id,
    sessionId: ctx.sessionId,
    email: host.email,
    isImpersonating: ctx.staff !== null,
    staffEmail: ctx.staff?.email ?? null,
    isStaff: host.isStaff,
    type: host.type,
    onboardingStatus: host.onboardingStatus,
    currency: host.currency,
    locale: host.locale,
    firstName: host.firstName,
    lastName: host.lastName,
    alias: host.alias,
    companyName: host.companyName,
    accountSource: host.accountSource,
    commercialModel: host.commercialModel,
    // A deleted account never gets here (http/authenticate.ts refuses it): only active or expired.
    status: host.status === 'active' ? 'active' : 'expired',
    kycInitiated: host.kycInitiated,
    emailVerified: ctx.emailVerified,
    biddingTag: host.biddingTag,
    isHybrid: isHybrid(host),
    inboxMode: host.inboxMode,
    imageUrls: host.imageUrls ?? null,
    features,
    hostProfile: { ...DEFAULT_HOST_PROFILE, ...(host.hostProfile as Partial<HostProfile>) },
    // Callers that answer the shell pass userCounts(); without them nothing is claimed pending.
    counts: ctx.counts ?? { pendingBookings: 0, unreadMessages: 0, inquiries: 0, unansweredReviews: 0 },
  };
}

/** A phone number without any digit is treated as missing (AS §5). */
const phoneOrNull = (p: string | null | undefined) => (p == null || !/\d/.test(p) ? null : p.trim());

export async function patchHost(db: Db, host: HostRow, patch: UserInfoPatch, staff: HostRow | null): Promise<HostRow> {
  const profile = patch.hostProfile
    ? (() => {
        const merged: Record<string, unknown> = { ...(host.hostProfile ?? {}), ...patch.hostProfile };
        for (const k of ['phone', 'secondaryPhone', 'phoneForGuests', 'phoneForSms'] as const) {
          if (k in patch.hostProfile) merged[k] = phoneOrNull(patch.hostProfile[k]);
        }
        return merged;
      })()
    : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(hosts)
      .set({
        ...(patch.firstName !== undefined && { firstName: patch.firstName }),
        ...(patch.lastName !== undefined && { lastName: patch.lastName }),
        ...(patch.alias !== undefined && { alias: patch.alias || null }),
        ...(patch.companyName !== undefined && { companyName: patch.companyName || null }),
        ...(patch.locale !== undefined && { locale: patch.locale }),
        ...(patch.currency !== undefined && { currency: patch.currency }),
        ...(profile && { hostProfile: profile }),
        updatedAt: new Date(),
      })
      .where(eq(hosts.id, host.id))
      .returning();
    await recordAudit(tx as unknown as Db, { host, staff, action: 'user.info.patch', target: host.id, detail: { fields: Object.keys(patch) } });
    return row;
  });
}
