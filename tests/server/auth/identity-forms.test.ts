import { describe, expect, it } from 'vitest';
import { passwordChangeForm, passwordResetForm, registrationForm } from '../../../src/server/auth/pages/forms';
import { translator } from '../../../src/server/auth/pages/render';

// A host sent back to an identity form lands on what to correct: the page opens on the first field
// refused (in the form's order), not at the top of a long form; and a registration sent back says
// that the password typed was not kept, instead of leaving its fields empty without a word.

const render = async (html: unknown) => String(await html);
/** The name of each control the page opens on (the autofocus attribute). */
const focused = (page: string) => [...page.matchAll(/<input[^>]*\bname="([^"]+)"[^>]*\sautofocus\b/g)].map((m) => m[1]);
const form = { action: '/register', signInHref: '/login' };

describe('the identity forms sent back with errors', () => {
  it('the registration opens on its first field when nothing was refused', async () => {
    const t = await translator('en-US');
    expect(focused(await render(registrationForm(t, form)))).toEqual(['givenName']);
  });

  it('the registration opens on the refused field, in the form order, radios included', async () => {
    const t = await translator('en-US');
    const taken = await render(registrationForm(t, { ...form, values: { givenName: 'Nora', email: 'anna@example.test' }, errors: { email: 'error.emailTaken' } }));
    expect(focused(taken)).toEqual(['email']);
    expect(taken).toContain('An account with this email already exists.');

    const two = await render(registrationForm(t, { ...form, errors: { passwordConfirmation: 'error.passwordsDiffer', commercialModel: 'error.commercialModelRequired' } }));
    // The way of working comes before the passwords: its first option takes the focus.
    expect(focused(two)).toEqual(['commercialModel']);
    expect(two).toMatch(/id="commercialModel-commission"[^>]*autofocus/);
  });

  it('says the password was not kept when the host had typed one, in their language', async () => {
    const en = await translator('en-US');
    const kept = await render(registrationForm(en, { ...form, errors: { email: 'error.emailTaken' } }));
    expect(kept).not.toContain('enter yours again');
    const cleared = await render(registrationForm(en, { ...form, errors: { email: 'error.emailTaken' }, passwordCleared: true }));
    expect(cleared).toContain('Passwords are never sent back to the page: enter yours again. At least');
    const de = await translator('de-DE');
    expect(await render(registrationForm(de, { ...form, errors: { email: 'error.emailTaken' }, passwordCleared: true }))).toContain('Geben Sie Ihres erneut ein.');
  });

  it('the password pages open on the refused field', async () => {
    const t = await translator('en-US');
    expect(focused(await render(passwordResetForm(t, { action: '/reset', email: 'nora@example.test', errors: { passwordConfirmation: 'error.passwordsDiffer' } })))).toEqual(['passwordConfirmation']);
    expect(focused(await render(passwordResetForm(t, { action: '/reset', email: 'nora@example.test' })))).toEqual(['newPassword']);
    expect(focused(await render(passwordChangeForm(t, { action: '/password', email: 'nora@example.test', errors: { newPassword: 'error.passwordTooShort' } })))).toEqual(['newPassword']);
    expect(focused(await render(passwordChangeForm(t, { action: '/password', email: 'nora@example.test' })))).toEqual(['currentPassword']);
  });
});
