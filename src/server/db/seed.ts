import { count } from 'drizzle-orm';
import type { Database } from './client';
import { hosts, identityAccounts } from './schema';
import { newId } from './ids';
import { hashPassword } from '../auth/passwords';

// Demo accounts a newcomer can sign in with (listed in the README). Each has an identity
// account (for signing in) and a host row (what the API knows) sharing one id as token subject.
export const DEMO_PASSWORD = 'demo-host-2026';

export const DEMO_ACCOUNTS = [
  {
    email: 'anna@demo.host-portal.test',
    givenName: 'Anna',
    familyName: 'Rossi',
    type: 'individual',
    commercialModel: 'subscription',
    biddingTag: null,
    inboxMode: 'Inbox',
    onboardingStatus: 'finished',
    flags: { isSubscriptionEnabled: true, isCoinSubscriptionEnabled: true, isSubscriptionCheckoutEnabled: true },
    locale: 'en-US',
    isStaff: false,
  },
  {
    email: 'alpine@demo.host-portal.test',
    givenName: 'Lukas',
    familyName: 'Huber',
    companyName: 'Alpine Stays GmbH',
    type: 'company',
    commercialModel: 'commission',
    biddingTag: null,
    inboxMode: 'Inbox',
    onboardingStatus: 'finished',
    flags: { isB2B: true },
    locale: 'de-DE',
    isStaff: false,
  },
  {
    email: 'marie@demo.host-portal.test',
    givenName: 'Marie',
    familyName: 'Laurent',
    type: 'individual',
    commercialModel: 'commission',
    biddingTag: 7,
    inboxMode: 'InquiriesWithInbox',
    onboardingStatus: 'finished',
    flags: { isUserProEnabled: true },
    locale: 'fr-FR',
    isStaff: false,
  },
  {
    email: 'staff@demo.host-portal.test',
    givenName: 'Sam',
    familyName: 'Support',
    type: 'individual',
    commercialModel: 'subscription',
    biddingTag: null,
    inboxMode: 'Inbox',
    onboardingStatus: 'finished',
    flags: {},
    locale: 'en-US',
    isStaff: true,
  },
] as const;

export function shouldSeed(database: Database, seedDemo: 'true' | 'false' | undefined): boolean {
  return database.kind === 'pglite' ? seedDemo !== 'false' : seedDemo === 'true';
}

/** Seeds the demo accounts when there are no accounts at all. Returns how many were made. */
export async function seedDemoData(database: Database, password = DEMO_PASSWORD): Promise<number> {
  const { db } = database;
  const [{ n }] = await db.select({ n: count() }).from(identityAccounts);
  if (n > 0) return 0;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    for (const a of DEMO_ACCOUNTS) {
      const id = newId();
      await tx.insert(identityAccounts).values({
        id,
        email: a.email,
        passwordHash,
        givenName: a.givenName,
        familyName: a.familyName,
        accountType: a.type,
        locale: a.locale,
      });
      await tx.insert(hosts).values({
        id,
        subject: id,
        email: a.email,
        type: a.type,
        commercialModel: a.commercialModel,
        biddingTag: a.biddingTag,
        firstName: a.givenName,
        lastName: a.familyName,
        companyName: 'companyName' in a ? a.companyName : null,
        locale: a.locale,
        inboxMode: a.inboxMode,
        onboardingStatus: a.onboardingStatus,
        isStaff: a.isStaff,
        accountSource: 'demo',
        flags: a.flags,
      });
    }
  });
  return DEMO_ACCOUNTS.length;
}
