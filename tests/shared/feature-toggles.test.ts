import { describe, expect, it } from 'vitest';
import {
  applyToggleOverrides,
  choiceOf,
  FEATURE_TOGGLES,
  findFeatureToggle,
  parseToggleOverrides,
  serializeToggleOverrides,
  withChoice,
} from '../../src/shared/domain/feature-toggles';
import { navigationItems } from '../../src/shared/domain/navigation';
import { publicSettings, userInfo } from './user-info-fixture';

// The interface switches of /feature-toggle/{id}: which exist, how the browser's choices are
// read, changed and stored, and how they change the public settings the app uses.

describe('the list of switches', () => {
  it('names each by its settings key in kebab-case without "Enabled"', () => {
    for (const { id, setting } of FEATURE_TOGGLES) {
      const kebab = setting.replace(/Enabled$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      expect(id).toBe(kebab);
    }
    expect(findFeatureToggle('overview')?.setting).toBe('overviewEnabled');
    expect(findFeatureToggle('help-center-link')?.setting).toBe('helpCenterLinkEnabled');
  });

  it('leaves out the switches the server enforces or that are not on/off', () => {
    const settings = FEATURE_TOGGLES.map((t) => t.setting as string);
    for (const enforced of ['verificationEnabled', 'payoutEnabled', 'personalDetailsUploadEnabled', 'earningsStatisticsEnabled', 'occupancyStatisticsEnabled', 'specialInquiriesFlag', 'localizationLabel'])
      expect(settings).not.toContain(enforced);
  });

  it('finds no switch for an unknown, empty or differently spelled id', () => {
    expect(findFeatureToggle('nope')).toBeUndefined();
    expect(findFeatureToggle(undefined)).toBeUndefined();
    expect(findFeatureToggle('overviewEnabled')).toBeUndefined();
    expect(findFeatureToggle('Overview')).toBeUndefined();
  });
});

describe('stored choices', () => {
  it('reads booleans of known switches and drops everything else', () => {
    expect(parseToggleOverrides('{"overview":true,"tour":false,"nope":true,"help-center-link":"yes"}')).toEqual({ overview: true, tour: false });
  });

  it.each([null, undefined, '', 'not json', '[true]', 'true', 'null', '"overview"'])('counts %j as no choice', (stored) => {
    expect(parseToggleOverrides(stored)).toEqual({});
  });

  it('round-trips, and stores nothing when every switch follows the portal', () => {
    const overrides = { overview: false, 'earning-details': true } as const;
    expect(parseToggleOverrides(serializeToggleOverrides(overrides))).toEqual(overrides);
    expect(serializeToggleOverrides({})).toBeNull();
  });

  it('on and off hold a switch; following the portal drops the choice, other switches stay', () => {
    let overrides = withChoice({}, 'overview', 'on');
    expect(overrides).toEqual({ overview: true });
    expect(choiceOf(overrides, 'overview')).toBe('on');
    overrides = withChoice(overrides, 'tour', 'off');
    overrides = withChoice(overrides, 'overview', 'off');
    expect(overrides).toEqual({ overview: false, tour: false });
    expect(choiceOf(overrides, 'overview')).toBe('off');
    overrides = withChoice(overrides, 'overview', 'portal');
    expect(overrides).toEqual({ tour: false });
    expect(choiceOf(overrides, 'overview')).toBe('portal');
  });
});

describe('applying the choices to the public settings', () => {
  it('turns a switch on or off against the portal and leaves the rest as the portal says', () => {
    const portal = publicSettings({ overviewEnabled: false, tourEnabled: true, earningDetailsEnabled: false });
    const applied = applyToggleOverrides(portal, { overview: true, tour: false });
    expect(applied).toEqual({ ...portal, overviewEnabled: true, tourEnabled: false });
    expect(portal.overviewEnabled).toBe(false); // the portal's answer is not changed in place
  });

  it('returns the same object when no choice changes anything (no needless re-render)', () => {
    const portal = publicSettings({ overviewEnabled: true });
    expect(applyToggleOverrides(portal, {})).toBe(portal);
    expect(applyToggleOverrides(portal, { overview: true })).toBe(portal);
  });

  it('opting in to overview adds the Overview navigation item the portal has off', () => {
    const host = userInfo();
    const portal = publicSettings({ overviewEnabled: false });
    const ids = (settings: typeof portal) => navigationItems(host, { ...settings, helpCenterUrl: 'https://help.example.test' }).map((i) => i.id);
    expect(ids(portal)).not.toContain('overview');
    expect(ids(applyToggleOverrides(portal, { overview: true }))[0]).toBe('overview');
    expect(ids(applyToggleOverrides(publicSettings({ overviewEnabled: true }), { overview: false }))).not.toContain('overview');
  });
});
