// Deleting a host account (POST /api/app/user/deletion, the profile tab's "Your data" section).
// The rules the browser shows and the server enforces, in one place.

/**
 * The host confirms by typing the account's e-mail address: a password would not work for hosts
 * signed in by another identity provider (OIDC_ISSUER), and the address is the same in every
 * language. Case and surrounding spaces do not matter.
 */
export function deletionConfirmed(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase() && accountEmail.trim() !== '';
}

/**
 * A confirmed booking that has not ended yet stops the deletion: a guest holds a promise of a
 * stay, so the host cancels it first (and the guest hears of it) rather than the booking
 * silently losing its host.
 */
export function blocksDeletion(stay: { kind: string; status: string; checkOut: string }, today: string): boolean {
  return stay.kind === 'booking' && stay.status === 'CONFIRMED' && stay.checkOut >= today;
}

/** The address a deleted account's rows keep: `.invalid` can never receive mail (RFC 2606). */
export const deletedEmailOf = (hostId: string) => `deleted-${hostId}@${DELETED_EMAIL_DOMAIN}`;
const DELETED_EMAIL_DOMAIN = 'deleted.invalid';
/** Whether an address is a deleted account's placeholder (the staff desk says "Deleted account"). */
export const isDeletedAccountEmail = (email: string) => email.endsWith(`@${DELETED_EMAIL_DOMAIN}`);

/** How long invoices and the DAC7 figures are kept after a deletion (German law, README "Data retention"). */
export const TAX_RECORD_RETENTION_YEARS = 10;
