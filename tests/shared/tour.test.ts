import { describe, expect, it } from 'vitest';
import { isMigratedAccount, MIGRATED_ACCOUNT_SOURCES, shouldOpenTour, tourForced } from '../../src/shared/domain/tour';

describe('welcome tour rule (AS §4 Tour modal)', () => {
  const base = { seen: false, tourEnabled: true, accountSource: 'migrated', force: false };

  it('opens for a migrated account with the setting on, for every migrated source', () => {
    for (const accountSource of MIGRATED_ACCOUNT_SOURCES) expect(shouldOpenTour({ ...base, accountSource })).toBe(true);
  });

  it('stays shut for accounts made here or the demo, and with the setting off, unless forced', () => {
    expect(shouldOpenTour({ ...base, accountSource: 'portal' })).toBe(false);
    expect(shouldOpenTour({ ...base, accountSource: 'demo' })).toBe(false);
    expect(shouldOpenTour({ ...base, tourEnabled: false })).toBe(false);
    expect(shouldOpenTour({ ...base, accountSource: 'demo', tourEnabled: false, force: true })).toBe(true);
  });

  it('never opens once seen, even forced', () => {
    expect(shouldOpenTour({ ...base, seen: true })).toBe(false);
    expect(shouldOpenTour({ ...base, seen: true, force: true })).toBe(false);
  });

  it('reads the force flag from the address only as tour=open', () => {
    expect(tourForced('?tour=open')).toBe(true);
    expect(tourForced('?page=2&tour=open')).toBe(true);
    expect(tourForced('?tour=1')).toBe(false);
    expect(tourForced('')).toBe(false);
    expect(isMigratedAccount('Migrated')).toBe(false);
  });
});
