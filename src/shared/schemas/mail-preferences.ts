import * as v from 'valibot';
import { HOST_MAIL_KINDS, SECURITY_MAIL_KINDS, type MailKind } from '../domain/mail/outbox';

// The host's mail preferences (GET and PUT /api/app/user/mail-preferences, the account's
// Notifications tab). They are the opt-outs of mail_suppressions for the host's own address, the
// same rows a one-click unsubscribe link writes (services/mail/preferences.ts).

export const MailPreferenceSchema = v.object({
  kind: v.picklist(HOST_MAIL_KINDS),
  enabled: v.boolean(),
});
export type MailPreference = v.InferOutput<typeof MailPreferenceSchema>;

/**
 * A kind this code does not know is left out rather than failing the whole answer: a browser still
 * running the previous release must keep its switches when the server has learnt a new kind.
 */
const isOneOf = (known: readonly string[]) => (kind: string) => known.includes(kind);

export const MailPreferencesSchema = v.object({
  /** Every kind a host can switch, in the order of HOST_MAIL_KINDS. */
  kinds: v.pipe(
    v.array(v.object({ kind: v.string(), enabled: v.boolean() })),
    v.transform((items) => items.filter((item) => isOneOf(HOST_MAIL_KINDS)(item.kind)) as MailPreference[]),
  ),
  /** The security mails: always sent, not switchable. */
  security: v.pipe(
    v.array(v.string()),
    v.transform((kinds) => kinds.filter(isOneOf(SECURITY_MAIL_KINDS)) as MailKind[]),
  ),
  /** The mail server refused a mail to the address for good (a bounce): no mail of any kind is sent to it. */
  bounced: v.boolean(),
});
export type MailPreferences = v.InferOutput<typeof MailPreferencesSchema>;

/** Switch one kind on or off; a security mail or an unknown kind is refused (400 naming `kind`). */
export const MailPreferencePutSchema = v.strictObject(
  {
    kind: v.picklist(HOST_MAIL_KINDS, 'is not a kind of mail a host can switch off'),
    enabled: v.boolean('must be true or false'),
  },
  'is not a field of a mail preference',
);
export type MailPreferencePut = v.InferOutput<typeof MailPreferencePutSchema>;
