import type { PublicSettings } from '../schemas/app-settings';

// The feature-toggle page (AS §2.1 "/feature-toggle/{id}", public). Reading chosen:
// a tester or host opts THIS browser in or out of one named interface switch of GET
// /api/public/settings; "follow the portal" (the default) drops the browser's own choice. The
// choices live in local storage under FEATURE_TOGGLES_STORAGE_KEY and are applied wherever the
// browser reads the public settings, so the navigation and pages follow them at once.
//
// Only switches the browser alone acts on are listed. Left out: verification, payout and personal
// details uploads (the server enforces the steps), the earnings and occupancy statistics (the
// server answers 404 for a tab it has off, so "on" here could not work), upcomingBookingsSidebarEnabled
// (nothing reads it yet) and the non-boolean or access-deciding ones (localizationLabel,
// specialInquiriesFlag).

export const FEATURE_TOGGLES_STORAGE_KEY = 'host_portal.featureToggles';

type BooleanSetting = { [K in keyof PublicSettings]: PublicSettings[K] extends boolean ? K : never }[keyof PublicSettings];

export interface FeatureToggle {
  /** The {id} of /feature-toggle/{id}: the settings key in kebab-case, without "Enabled". */
  id: string;
  setting: BooleanSetting;
}

export const FEATURE_TOGGLES = [
  { id: 'overview', setting: 'overviewEnabled' },
  { id: 'help-center-link', setting: 'helpCenterLinkEnabled' },
  { id: 'tour', setting: 'tourEnabled' },
  { id: 'earning-details', setting: 'earningDetailsEnabled' },
] as const satisfies readonly FeatureToggle[];

export type FeatureToggleId = (typeof FEATURE_TOGGLES)[number]['id'];

/** What the browser does about one switch: follow the portal, or hold it on or off. */
export type ToggleChoice = 'portal' | 'on' | 'off';
export const TOGGLE_CHOICES: readonly ToggleChoice[] = ['portal', 'on', 'off'];

/** The browser's own choices; a switch that is absent follows the portal. */
export type ToggleOverrides = Partial<Record<FeatureToggleId, boolean>>;

export function findFeatureToggle(id: string | undefined): (typeof FEATURE_TOGGLES)[number] | undefined {
  return FEATURE_TOGGLES.find((toggle) => toggle.id === id);
}

/**
 * The stored choices. Anything unreadable counts as no choice (the portal's settings hold):
 * invalid JSON, a non-object, unknown switches and non-boolean values are dropped one by one.
 */
export function parseToggleOverrides(stored: string | null | undefined): ToggleOverrides {
  if (!stored) return {};
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const overrides: ToggleOverrides = {};
  for (const toggle of FEATURE_TOGGLES) {
    const value = (json as Record<string, unknown>)[toggle.id];
    if (typeof value === 'boolean') overrides[toggle.id] = value;
  }
  return overrides;
}

/** What to store; null when nothing is left, so the entry can be removed. */
export function serializeToggleOverrides(overrides: ToggleOverrides): string | null {
  return Object.keys(overrides).length === 0 ? null : JSON.stringify(overrides);
}

export function choiceOf(overrides: ToggleOverrides, id: FeatureToggleId): ToggleChoice {
  const value = overrides[id];
  return value === undefined ? 'portal' : value ? 'on' : 'off';
}

/** The choices after the browser picks `choice` for one switch. */
export function withChoice(overrides: ToggleOverrides, id: FeatureToggleId, choice: ToggleChoice): ToggleOverrides {
  const { [id]: _dropped, ...rest } = overrides;
  return choice === 'portal' ? rest : { ...rest, [id]: choice === 'on' };
}

/** The public settings as this browser uses them: the portal's, with the browser's choices on top. */
export function applyToggleOverrides(settings: PublicSettings, overrides: ToggleOverrides): PublicSettings {
  let applied = settings;
  for (const toggle of FEATURE_TOGGLES) {
    const value = overrides[toggle.id];
    if (value !== undefined && value !== applied[toggle.setting]) applied = { ...applied, [toggle.setting]: value };
  }
  return applied;
}
