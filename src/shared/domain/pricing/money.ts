// Money is counted in whole cents so sums of many nights never drift (0.1 + 0.2 !== 0.3);
// answers carry units with at most 2 decimals.

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;
/** A percentage of an amount in cents, rounded half away from zero to a whole cent. */
export const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
