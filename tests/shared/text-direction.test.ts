import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasDirectionControls, withoutDirectionControls } from '../../src/shared/domain/text-direction';
import { messagePreview } from '../../src/shared/domain/messaging/message-rules';
import { RegistrationForm } from '../../src/shared/schemas/identity';
import { boundedText } from '../../src/shared/schemas/text';

const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('characters that reorder the text around them', () => {
  it('finds every embedding, override and isolate, and nothing else', () => {
    for (const c of CONTROLS) expect(hasDirectionControls(`invoice${c}gpj.exe`), `U+${c.codePointAt(0)!.toString(16)}`).toBe(true);
    // their neighbours, the direction marks a right-to-left writer uses, and right-to-left text itself
    for (const fine of ['\u2029', '\u202F', '\u2065', '\u206A', '\u200E', '\u200F', 'שלום', 'مرحبا', 'Zoë & Ünal']) expect(hasDirectionControls(fine), fine).toBe(false);
  });

  it('drops them from a message as shown, and from its preview', () => {
    expect(withoutDirectionControls('pay to \u202Eredro\u202C now\u2066!\u2069')).toBe('pay to redro now!');
    expect(withoutDirectionControls('שלום \u200Fhello')).toBe('שלום \u200Fhello');
    expect(messagePreview('see \u202Efdp.exe')).toBe('see fdp.exe');
  });

  it('a title or name refuses them, naming the translated reason', () => {
    const title = v.safeParse(boundedText(150), 'Villa \u202Eorua');
    expect(title.success).toBe(false);
    expect(title.issues?.[0]?.message).toBe('errors.field.directionControls');
    expect(v.safeParse(boundedText(150), 'Villa Aurora').success).toBe(true);
    const registration = v.safeParse(RegistrationForm, {
      email: 'a@b.example',
      password: 'a-long-enough-secret',
      passwordConfirmation: 'a-long-enough-secret',
      givenName: 'Ann\u2067a',
      familyName: 'Berger',
      accountType: 'individual',
      commercialModel: 'commission',
    });
    expect(registration.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['givenName', 'error.nameDirectionControls']]);
  });
});
