// Kinds of unit inside a multi-unit property (HC §2 multi-unit step "unit-type").
// The configuration's accommodationType describes the whole property (a hotel, a holiday park);
// what a guest books inside it is a room, a suite, an apartment or a pitch, so units get their own
// list. It lives in shared/ because the server validates against it and the browser offers it;
// labels are the texts `listing.unitSteps.unitType.<value>`.

export const UNIT_TYPES = [
  'single_room',
  'double_room',
  'twin_room',
  'family_room',
  'suite',
  'studio',
  'apartment',
  'holiday_home',
  'bungalow',
  'chalet',
  'mobile_home',
  'camping_pitch',
] as const;

export type UnitType = (typeof UNIT_TYPES)[number];

export const isUnitType = (value: unknown): value is UnitType => typeof value === 'string' && (UNIT_TYPES as readonly string[]).includes(value);
