import { expect, it } from 'vitest';
import { HOST_CURRENCIES, isRetiredCurrency, RETIRED_CURRENCIES } from '../../src/shared/domain/currencies';

it('offers only currencies in use: no retired code, and each retired one names an offered successor', () => {
  expect(HOST_CURRENCIES.filter(isRetiredCurrency)).toEqual([]);
  expect(isRetiredCurrency('HRK')).toBe(true);
  expect(isRetiredCurrency('EUR')).toBe(false);
  for (const successor of Object.values(RETIRED_CURRENCIES)) expect(HOST_CURRENCIES).toContain(successor);
  // Every code is an ISO 4217 code the browser can name.
  for (const code of HOST_CURRENCIES) expect(new Intl.DisplayNames(['en'], { type: 'currency' }).of(code)).not.toBe(code);
});
