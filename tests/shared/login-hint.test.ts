import { describe, expect, it } from 'vitest';
import { decodeLoginHint, encodeLoginHint, splitLoginHint } from '../../src/shared/domain/login-hint';

// AS §2.3: the login path may carry an id query parameter holding an encoded
// login hint.
const ANNA = 'anna@demo.host-portal.test';
const ANNA_B64URL = 'YW5uYUBkZW1vLmhvc3QtcG9ydGFsLnRlc3Q';

describe('login hint (AS §2.3)', () => {
  it('decodes base64url, padded or standard base64 of an e-mail address', () => {
    expect(decodeLoginHint(ANNA_B64URL)).toBe(ANNA);
    expect(decodeLoginHint(`${ANNA_B64URL}=`)).toBe(ANNA);
    // Standard base64 of a valid address differs from base64url only by its padding.
    expect(decodeLoginHint(Buffer.from('ana.lu+tag@example.com').toString('base64'))).toBe('ana.lu+tag@example.com');
    expect(decodeLoginHint(Buffer.from('  elise@example.test ').toString('base64url'))).toBe('elise@example.test');
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['not base64', 'not*base64'],
    ['an impossible length', 'abcde'],
    ['not an e-mail address', Buffer.from('just a name').toString('base64url')],
    ['not UTF-8', Buffer.from([0xff, 0xfe, 0x40]).toString('base64url')],
    ['far too long', 'A'.repeat(400)],
    ['the plain address', ANNA],
  ])('ignores %s', (_name, value) => {
    expect(decodeLoginHint(value)).toBeUndefined();
  });

  it('encodes what it decodes', () => {
    expect(encodeLoginHint(ANNA)).toBe(ANNA_B64URL);
    expect(decodeLoginHint(encodeLoginHint('ana.lu+tag@example.com'))).toBe('ana.lu+tag@example.com');
    // The identity server's e-mail rule takes no addresses beyond ASCII, so neither does the hint.
    expect(decodeLoginHint(encodeLoginHint('zoë@example.test'))).toBeUndefined();
  });

  it('reads the hint only on login paths and drops it from the target', () => {
    expect(splitLoginHint(`/?id=${ANNA_B64URL}`)).toEqual({ returnTo: '/', loginHint: ANNA });
    expect(splitLoginHint(`/?hl=de&id=${ANNA_B64URL}#x`)).toEqual({ returnTo: '/?hl=de#x', loginHint: ANNA });
    expect(splitLoginHint(`/redirect/login?id=${ANNA_B64URL}`)).toEqual({ returnTo: '/redirect/login', loginHint: ANNA });
    expect(splitLoginHint('/?id=broken!')).toEqual({ returnTo: '/' });
    expect(splitLoginHint(`/calendar?id=${ANNA_B64URL}`)).toEqual({ returnTo: `/calendar?id=${ANNA_B64URL}` });
    expect(splitLoginHint('/insights/reviews')).toEqual({ returnTo: '/insights/reviews' });
  });
});
