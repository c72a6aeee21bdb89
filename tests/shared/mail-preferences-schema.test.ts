import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MailPreferencesSchema } from '../../src/shared/schemas/mail-preferences';
import { HOST_MAIL_KINDS } from '../../src/shared/domain/mail/outbox';

// The Notifications tab's answer as the browser reads it: a kind the browser's release does not
// know yet (the server was updated first) is left out, and the switches it knows stay usable.

describe('the mail preferences answer', () => {
  it('keeps the known kinds in order and leaves out one the browser does not know', () => {
    const answer = {
      kinds: [
        { kind: HOST_MAIL_KINDS[0], enabled: true },
        { kind: 'some.future-kind', enabled: false },
        { kind: HOST_MAIL_KINDS[1], enabled: false },
      ],
      security: ['identity.password-reset', 'identity.some-future-notice'],
      bounced: false,
    };
    const read = v.parse(MailPreferencesSchema, answer);
    expect(read.kinds).toEqual([
      { kind: HOST_MAIL_KINDS[0], enabled: true },
      { kind: HOST_MAIL_KINDS[1], enabled: false },
    ]);
    expect(read.security).toEqual(['identity.password-reset']);
  });

  it('still refuses an answer of the wrong shape', () => {
    expect(v.safeParse(MailPreferencesSchema, { kinds: [{ kind: HOST_MAIL_KINDS[0], enabled: 'yes' }], security: [], bounced: false }).success).toBe(false);
  });
});
