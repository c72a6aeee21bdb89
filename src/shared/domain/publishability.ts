import { validateAddress } from './address-format';
import { regionalIssues, type RegionalFieldName } from './regional-requirements';

// Whether a unit can go live, and why not (HC §3 "Invalid fields", HC §4). Pure: the
// publish call refuses with exactly these fields, and the browser can show the same list before
// the host tries. Photos are not required yet: the API has no photo upload (see the report).

export const NIGHTLY_PRICE_MIN = 10;
export const NIGHTLY_PRICE_MAX = 10000;
export const GUESTS_MIN = 1;
export const GUESTS_MAX = 99;

export interface PublishabilityInput {
  property: {
    propertyType: 'single' | 'multi';
    title: string | null;
    accommodationType: string | null;
    location: {
      countryCode?: string | null;
      city?: string | null;
      street?: string | null;
      houseNumberOrName?: string | null;
      postalCode?: string | null;
      stateOrProvince?: string | null;
      latitude?: number | null;
      longitude?: number | null;
    } | null;
  };
  unit: {
    title: string | null;
    /** Multi-unit: the kind of unit guests book (unit-types.ts); null for a single unit. */
    unitType?: string | null;
    guests: number | null;
    rooms: readonly { type: string; beds?: readonly { count: number }[] }[];
    cancellationPolicy: string | null;
    bookingType: string | null;
    nightlyPrice: number | null;
    regionalRequirements: Partial<Record<RegionalFieldName, string | null>>;
  };
}

/** A field that keeps the unit from going live; names are the API's field paths. */
export interface MissingField {
  name: string;
  reason: 'required' | 'outOfRange' | 'noBeds' | 'invalid' | 'format';
}

/** HC §3 invalid-field record (without the ids, which the server adds). */
export interface InvalidField {
  field: RegionalFieldName;
  message: 'required' | 'format';
}

export interface Publishability {
  publishable: boolean;
  missingFields: MissingField[];
  invalidFields: InvalidField[];
}

const blank = (s: string | null | undefined) => !s || !s.trim();

export function publishability({ property, unit }: PublishabilityInput): Publishability {
  const missing: MissingField[] = [];
  if (blank(property.title)) missing.push({ name: 'property.title', reason: 'required' });
  if (blank(property.accommodationType)) missing.push({ name: 'property.accommodationType', reason: 'required' });
  const location = property.location;
  if (!location) {
    missing.push({ name: 'property.location', reason: 'required' });
  } else {
    const verdict = validateAddress(location.countryCode, location);
    if (!verdict.valid) for (const i of verdict.issues) missing.push({ name: `property.location.${i.name}`, reason: i.reason === 'required' ? 'required' : 'invalid' });
    if (location.latitude == null || location.longitude == null) missing.push({ name: 'property.location.coordinates', reason: 'required' });
  }
  // A single-unit listing is shown under the property's title; units of a multi property need their own.
  if (property.propertyType === 'multi' && blank(unit.title)) missing.push({ name: 'title', reason: 'required' });
  // ...and their own kind (a double room, a studio): guests filter by it.
  if (property.propertyType === 'multi' && blank(unit.unitType)) missing.push({ name: 'unitType', reason: 'required' });
  if (unit.guests == null) missing.push({ name: 'guests', reason: 'required' });
  else if (unit.guests < GUESTS_MIN || unit.guests > GUESTS_MAX) missing.push({ name: 'guests', reason: 'outOfRange' });
  const beds = unit.rooms.reduce((n, r) => n + (r.beds ?? []).reduce((m, b) => m + b.count, 0), 0);
  if (beds === 0) missing.push({ name: 'rooms', reason: 'noBeds' });
  if (unit.nightlyPrice == null) missing.push({ name: 'priceConfiguration.nightlyPrice', reason: 'required' });
  else if (unit.nightlyPrice < NIGHTLY_PRICE_MIN || unit.nightlyPrice > NIGHTLY_PRICE_MAX) missing.push({ name: 'priceConfiguration.nightlyPrice', reason: 'outOfRange' });
  if (blank(unit.cancellationPolicy)) missing.push({ name: 'cancellationPolicy', reason: 'required' });
  if (blank(unit.bookingType)) missing.push({ name: 'bookingType', reason: 'required' });

  const invalidFields: InvalidField[] = regionalIssues(location?.countryCode, unit.regionalRequirements, true).map((i) => ({ field: i.name, message: i.reason }));
  // Only a registration number problem blocks publishing (HC §3); an identification code problem is shown but not blocking.
  for (const f of invalidFields) if (f.field === 'registrationNumber') missing.push({ name: 'registrationNumber', reason: f.message });
  return { publishable: missing.length === 0, missingFields: missing, invalidFields };
}

/** What the host reads as missing: one entry per thing to fix, however many API fields it spans. */
export const MISSING_TOPICS = [
  'propertyTitle',
  'accommodationType',
  'location',
  'unitType',
  'unitTitle',
  'guests',
  'beds',
  'nightlyPrice',
  'cancellationPolicy',
  'bookingType',
  'registrationNumber',
] as const;
export type MissingTopic = (typeof MISSING_TOPICS)[number];

const topicOf = (name: string): MissingTopic | null => {
  if (name === 'property.title') return 'propertyTitle';
  if (name === 'property.accommodationType') return 'accommodationType';
  if (name === 'property.location' || name.startsWith('property.location.')) return 'location';
  if (name === 'title') return 'unitTitle';
  if (name === 'unitType' || name === 'guests' || name === 'bookingType' || name === 'cancellationPolicy' || name === 'registrationNumber') return name;
  if (name === 'rooms') return 'beds';
  if (name === 'priceConfiguration.nightlyPrice') return 'nightlyPrice';
  return null;
};

/** The missing fields (publishability's names) as topics, in MISSING_TOPICS order, each once; unknown names are dropped. */
export function missingTopics(fields: readonly { name: string }[]): MissingTopic[] {
  const found = new Set(fields.map((f) => topicOf(f.name)));
  return MISSING_TOPICS.filter((t) => found.has(t));
}

/**
 * The wizard step (listing-steps.ts id) where the host fixes a topic. A single-unit listing's
 * title step names the property too; the booking preference step also holds the cancellation policy.
 */
export function stepOfMissingTopic(topic: MissingTopic, propertyType: 'single' | 'multi'): string {
  switch (topic) {
    case 'propertyTitle':
      return propertyType === 'multi' ? 'property-title' : 'title';
    case 'accommodationType':
      return 'property';
    case 'location':
      return 'location';
    case 'unitType':
      return 'unit-type';
    case 'unitTitle':
      return 'title';
    case 'guests':
      return 'guests-and-rooms-info';
    case 'beds':
      return 'guests-and-rooms-beds';
    case 'nightlyPrice':
      return 'price-and-availability';
    case 'cancellationPolicy':
    case 'bookingType':
      return 'booking-preference';
    case 'registrationNumber':
      return 'regional-requirements';
  }
}
