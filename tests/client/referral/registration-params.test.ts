import { describe, expect, it } from 'vitest';
import { registrationParams } from '../../../src/shared/domain/referral';

// What /redirect/register asks the identity server for (redirect-page.tsx).
describe('registrationParams', () => {
  it('asks for the registration form and carries a well-formed code in its stored form', () => {
    expect(registrationParams('?ref=abcd2345')).toEqual({ screen: 'register', ref: 'ABCD2345' });
  });

  it('drops a code of the wrong shape but still asks for the registration form', () => {
    expect(registrationParams('?ref=ABCD1234')).toEqual({ screen: 'register' });
    expect(registrationParams('?ref=%3Cscript%3E')).toEqual({ screen: 'register' });
    expect(registrationParams('')).toEqual({ screen: 'register' });
  });
});
