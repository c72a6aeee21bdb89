// Kinds of accommodation a property can be (HC §3 accommodationType). Each says
// which listing types it fits: a villa is one unit, a hotel has several, a guesthouse either.
// Labels are translation keys `accommodationType.<value>`.

export type ListingTypeValue = 'single' | 'multi';

export interface AccommodationTypeConfig {
  value: string;
  listingTypes: readonly ListingTypeValue[];
}

const single = (value: string): AccommodationTypeConfig => ({ value, listingTypes: ['single'] });
const multi = (value: string): AccommodationTypeConfig => ({ value, listingTypes: ['multi'] });
const either = (value: string): AccommodationTypeConfig => ({ value, listingTypes: ['single', 'multi'] });

export const ACCOMMODATION_TYPES: readonly AccommodationTypeConfig[] = [
  single('apartment'),
  single('holiday_home'),
  single('villa'),
  single('cottage'),
  single('chalet'),
  single('bungalow'),
  single('farmhouse'),
  single('tiny_house'),
  single('mobile_home'),
  single('houseboat'),
  either('castle'),
  either('guesthouse'),
  either('bed_and_breakfast'),
  either('agritourism'),
  multi('apartment_complex'),
  multi('holiday_park'),
  multi('aparthotel'),
  multi('hotel'),
  multi('campsite'),
];
