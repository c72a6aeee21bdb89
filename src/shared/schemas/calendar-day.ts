import * as v from 'valibot';

/**
 * v.isoDate checks the shape only, so 2024-02-30 or 9999-12-31 pass it and then fail in the
 * database (or in day arithmetic past year 9999) as a 500. A day must exist and lie in 1900–2999.
 */
export function isRealDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day && day >= '1900-01-01' && day <= '2999-12-31';
}

export const realDay = (message = 'must be a real calendar day between 1900 and 2999') => v.check(isRealDay, message);
