import type { IntlShape } from '../../i18n/intl';
import type { PublicUnit } from '../../../shared/schemas/public-unit';

// What the guest page calls the stay: the property's name, then the unit's when it has one of its
// own (a property of several units names each; a single home's unit usually repeats the property
// or has none). Pure, so the heading, the photos' alt text and the tab's title agree.

export interface StayName {
  property: string;
  unit: string | null;
}

export function stayNameOf(unit: Pick<PublicUnit, 'propertyName' | 'unitName' | 'title'>, untitled: string): StayName {
  const property = unit.propertyName ?? unit.unitName ?? unit.title ?? untitled;
  const own = unit.propertyName && unit.unitName && unit.unitName.trim() !== unit.propertyName.trim() ? unit.unitName : null;
  return { property, unit: own };
}

/** The name as one line of text (alt text, the browser tab). */
export const stayNameText = (intl: Pick<IntlShape, 'formatMessage'>, name: StayName): string =>
  name.unit ? intl.formatMessage({ id: 'guest-stay.heading' }, { property: name.property, unit: name.unit }) : name.property;
