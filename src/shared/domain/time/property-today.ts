// A property's calendar runs in its IANA time zone: "today", minimum notice, closing past days,
// the stay lifecycle (check-out passed) and the booking tabs all ask todayIn(property zone, now).
// Server and browser use this one rule; the zone comes with the property (PropertySchema.timeZone).
// The runtime's own time zone data answers (Intl.DateTimeFormat), in Node as in the browser: a
// date library would add about 20 KB gzip to every page that shows a property's day.

/** The zone of a property whose address says nothing usable (no country, or one we do not know). */
export const FALLBACK_TIME_ZONE = 'UTC';

// A formatter per zone, made once: making one costs about 0.1 ms, and a statement over many
// properties asks every zone on every request. A zone name that fails to make one is unknown.
// A bounded number are kept (a name may come from a request).
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();
const ZONES_KEPT = 1_000;

function dayFormatOf(zone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' });
    } catch {
      format = null; // RangeError: a zone the runtime does not know
    }
    if (dayFormats.size < ZONES_KEPT) dayFormats.set(zone, format);
  }
  return format;
}

/** The day formatter of an IANA zone name this runtime knows; null for anything else. */
function zoneDayFormat(zone: unknown): Intl.DateTimeFormat | null {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return null;
  // Fixed offsets ("UTC+2", "+02:00") are not a place's zone: they ignore summer time.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone) || /^(?:UTC|GMT)?[+-]/i.test(zone)) return null;
  return dayFormatOf(zone);
}

/** Is `zone` an IANA zone name this runtime knows ("Europe/Rome", "UTC")? Offsets like "+02:00" are not. */
export function isValidTimeZone(zone: unknown): zone is string {
  return zoneDayFormat(zone) !== null;
}

/** The ISO day (yyyy-MM-dd) it is at instant `now` in `zone`; an unknown zone counts as UTC. */
export function todayIn(zone: string, now: Date = new Date()): string {
  const format = zoneDayFormat(zone) ?? dayFormatOf(FALLBACK_TIME_ZONE)!;
  let year = '';
  let month = '';
  let day = '';
  for (const part of format.formatToParts(now)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** The zone names the runtime offers, for a picker; `current` is kept even when the runtime lacks it. */
export function timeZoneChoices(current?: string): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set<string>(names.filter((n) => isValidTimeZone(n)));
  all.add(FALLBACK_TIME_ZONE);
  if (current) all.add(current);
  return [...all].sort();
}

// --- From an address to its zone -------------------------------------------------------------
// The address form accepts the countries of shared/domain/address-forms.ts only. All but six of
// them have one zone on their mainland-and-islands as the form addresses them; the six with more
// (US, CA, AU by state or province, refined by longitude where a state is split; ES, PT, NZ by
// their island groups) are decided from the state and the pin. No lookup package: the table is
// small, runs in the browser as well, and every entry can be checked against the tz database.
// A derived zone is a default: the host can set another one on the property.

const SINGLE_ZONE: Readonly<Record<string, string>> = {
  AT: 'Europe/Vienna', BE: 'Europe/Brussels', BG: 'Europe/Sofia', HR: 'Europe/Zagreb', CY: 'Asia/Nicosia',
  CZ: 'Europe/Prague', DK: 'Europe/Copenhagen', EE: 'Europe/Tallinn', FI: 'Europe/Helsinki', FR: 'Europe/Paris',
  DE: 'Europe/Berlin', GR: 'Europe/Athens', HU: 'Europe/Budapest', IE: 'Europe/Dublin', IT: 'Europe/Rome',
  LV: 'Europe/Riga', LT: 'Europe/Vilnius', LU: 'Europe/Luxembourg', MT: 'Europe/Malta', NL: 'Europe/Amsterdam',
  PL: 'Europe/Warsaw', RO: 'Europe/Bucharest', SK: 'Europe/Bratislava', SI: 'Europe/Ljubljana', SE: 'Europe/Stockholm',
  CH: 'Europe/Zurich', LI: 'Europe/Vaduz', NO: 'Europe/Oslo', IS: 'Atlantic/Reykjavik', GB: 'Europe/London',
  AD: 'Europe/Andorra', MC: 'Europe/Monaco', SM: 'Europe/San_Marino', ME: 'Europe/Podgorica', AL: 'Europe/Tirane',
  BA: 'Europe/Sarajevo', RS: 'Europe/Belgrade', MK: 'Europe/Skopje', TR: 'Europe/Istanbul', MA: 'Africa/Casablanca',
};

type Pin = { lat: number | null; lon: number | null };
type ByState = (pin: Pin) => string;
// The tables below are built by calling these at module level; marked free of side effects so a
// bundle that only needs another export of this module (e.g. the browser's first page, through
// the messaging schemas) leaves the tables out.
/* @__NO_SIDE_EFFECTS__ */
const fixed = (zone: string): ByState => () => zone;
/** `west` when the pin lies west of `lon`, else `east` (and `east` without a pin: the larger part). */
/* @__NO_SIDE_EFFECTS__ */
const splitAt = (lon: number, west: string, east: string): ByState => (p) => (p.lon != null && p.lon < lon ? west : east);

const US_STATES: Readonly<Record<string, ByState>> = {
  // Eastern
  CT: fixed('America/New_York'), DE: fixed('America/New_York'), DC: fixed('America/New_York'), GA: fixed('America/New_York'),
  ME: fixed('America/New_York'), MD: fixed('America/New_York'), MA: fixed('America/New_York'), NH: fixed('America/New_York'),
  NJ: fixed('America/New_York'), NY: fixed('America/New_York'), NC: fixed('America/New_York'), OH: fixed('America/New_York'),
  PA: fixed('America/New_York'), RI: fixed('America/New_York'), SC: fixed('America/New_York'), VT: fixed('America/New_York'),
  VA: fixed('America/New_York'), WV: fixed('America/New_York'), MI: fixed('America/Detroit'),
  IN: fixed('America/Indiana/Indianapolis'),
  // The panhandle west of the Apalachicola is Central.
  FL: splitAt(-85.0, 'America/Chicago', 'America/New_York'),
  // East Kentucky and East Tennessee are Eastern; the rest of both is Central.
  KY: (p) => (p.lon != null && p.lon >= -86.0 ? 'America/New_York' : 'America/Chicago'),
  TN: (p) => (p.lon != null && p.lon >= -85.45 ? 'America/New_York' : 'America/Chicago'),
  // Central
  AL: fixed('America/Chicago'), AR: fixed('America/Chicago'), IL: fixed('America/Chicago'), IA: fixed('America/Chicago'),
  LA: fixed('America/Chicago'), MN: fixed('America/Chicago'), MS: fixed('America/Chicago'), MO: fixed('America/Chicago'),
  OK: fixed('America/Chicago'), WI: fixed('America/Chicago'),
  TX: splitAt(-104.9, 'America/Denver', 'America/Chicago'), // El Paso is Mountain
  KS: splitAt(-101.5, 'America/Denver', 'America/Chicago'),
  NE: splitAt(-101.5, 'America/Denver', 'America/Chicago'),
  ND: splitAt(-101.3, 'America/Denver', 'America/Chicago'),
  SD: splitAt(-100.5, 'America/Denver', 'America/Chicago'),
  // Mountain
  CO: fixed('America/Denver'), MT: fixed('America/Denver'), NM: fixed('America/Denver'), UT: fixed('America/Denver'),
  WY: fixed('America/Denver'), AZ: fixed('America/Phoenix'),
  ID: (p) => (p.lat != null && p.lat > 45.6 ? 'America/Los_Angeles' : 'America/Boise'), // the panhandle is Pacific
  // Pacific and beyond
  CA: fixed('America/Los_Angeles'), NV: fixed('America/Los_Angeles'), OR: fixed('America/Los_Angeles'), WA: fixed('America/Los_Angeles'),
  AK: splitAt(-169.5, 'America/Adak', 'America/Anchorage'),
  HI: fixed('Pacific/Honolulu'),
};

const CA_PROVINCES: Readonly<Record<string, ByState>> = {
  BC: fixed('America/Vancouver'), AB: fixed('America/Edmonton'), SK: fixed('America/Regina'), MB: fixed('America/Winnipeg'),
  ON: splitAt(-90.0, 'America/Winnipeg', 'America/Toronto'), QC: fixed('America/Toronto'),
  NB: fixed('America/Moncton'), NS: fixed('America/Halifax'), PE: fixed('America/Halifax'),
  NL: (p) => (p.lat != null && p.lon != null && p.lat > 51.5 && p.lon < -57.5 ? 'America/Goose_Bay' : 'America/St_Johns'),
  YT: fixed('America/Whitehorse'), NT: fixed('America/Edmonton'),
  NU: (p) => (p.lon == null || p.lon >= -85 ? 'America/Iqaluit' : p.lon >= -102 ? 'America/Rankin_Inlet' : 'America/Cambridge_Bay'),
};

const AU_STATES: Readonly<Record<string, ByState>> = {
  // Broken Hill keeps Adelaide's time; Lord Howe Island has its own.
  NSW: (p) => (p.lon != null && p.lon < 142 ? 'Australia/Broken_Hill' : p.lon != null && p.lon > 155 ? 'Australia/Lord_Howe' : 'Australia/Sydney'),
  ACT: fixed('Australia/Sydney'), VIC: fixed('Australia/Melbourne'), QLD: fixed('Australia/Brisbane'), SA: fixed('Australia/Adelaide'),
  WA: fixed('Australia/Perth'), TAS: fixed('Australia/Hobart'), NT: fixed('Australia/Darwin'),
};

/** Without a state: bands of longitude (and latitude for Alaska and Hawaii), else the most populous zone. */
function usByPin(p: Pin): string {
  if (p.lon == null) return 'America/New_York';
  if (p.lat != null && p.lat < 25 && p.lon < -150) return 'Pacific/Honolulu';
  if (p.lat != null && p.lat > 51 && p.lon < -129) return 'America/Anchorage';
  if (p.lon < -114.5) return 'America/Los_Angeles';
  if (p.lon < -102) return 'America/Denver';
  if (p.lon < -86.5) return 'America/Chicago';
  return 'America/New_York';
}
function caByPin(p: Pin): string {
  if (p.lon == null) return 'America/Toronto';
  if (p.lon < -120) return 'America/Vancouver';
  if (p.lon < -110) return 'America/Edmonton';
  if (p.lon < -102) return 'America/Regina';
  if (p.lon < -90) return 'America/Winnipeg';
  if (p.lon < -66) return 'America/Toronto';
  if (p.lon < -59.5) return 'America/Halifax';
  return 'America/St_Johns';
}
function auByPin(p: Pin): string {
  if (p.lon == null || p.lat == null) return 'Australia/Sydney';
  if (p.lon < 129) return 'Australia/Perth';
  if (p.lon < 138) return p.lat > -26 ? 'Australia/Darwin' : 'Australia/Adelaide';
  if (p.lat > -28.2) return 'Australia/Brisbane';
  if (p.lat < -39.5) return 'Australia/Hobart';
  if (p.lon < 141) return 'Australia/Adelaide';
  if (p.lat < -36 || (p.lat < -34 && p.lon < 147)) return 'Australia/Melbourne';
  return 'Australia/Sydney';
}

const BY_STATE: Readonly<Record<string, { states: Readonly<Record<string, ByState>>; byPin: (p: Pin) => string }>> = {
  US: { states: US_STATES, byPin: usByPin },
  CA: { states: CA_PROVINCES, byPin: caByPin },
  AU: { states: AU_STATES, byPin: auByPin },
};

const BY_PIN: Readonly<Record<string, (p: Pin) => string>> = {
  // The Canary Islands are an hour behind the peninsula.
  ES: (p) => (p.lat != null && p.lat < 30 ? 'Atlantic/Canary' : 'Europe/Madrid'),
  PT: (p) => (p.lon != null && p.lon < -22 ? 'Atlantic/Azores' : p.lon != null && p.lon < -14 ? 'Atlantic/Madeira' : 'Europe/Lisbon'),
  // The Chatham Islands lie beyond the 180th meridian.
  NZ: (p) => (p.lon != null && p.lon < 0 ? 'Pacific/Chatham' : 'Pacific/Auckland'),
};

export interface AddressForZone {
  countryCode?: unknown;
  stateOrProvince?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** The zone an address lies in, by the rules above; FALLBACK_TIME_ZONE when the country is unknown. */
export function timeZoneOfAddress(location: AddressForZone | null | undefined): string {
  if (!location) return FALLBACK_TIME_ZONE;
  const country = typeof location.countryCode === 'string' ? location.countryCode.toUpperCase() : '';
  const pin: Pin = { lat: num(location.latitude), lon: num(location.longitude) };
  if (Object.hasOwn(SINGLE_ZONE, country)) return SINGLE_ZONE[country];
  if (Object.hasOwn(BY_PIN, country)) return BY_PIN[country](pin);
  if (Object.hasOwn(BY_STATE, country)) {
    const { states, byPin } = BY_STATE[country];
    const state = typeof location.stateOrProvince === 'string' ? location.stateOrProvince.trim().toUpperCase() : '';
    return Object.hasOwn(states, state) ? states[state](pin) : byPin(pin);
  }
  return FALLBACK_TIME_ZONE;
}
