// Amenities a unit can offer, grouped as the amenities step shows them (HC §3:
// grouped, general group first) and the few the listing wizard asks about first (topAmenities).
// Labels are translation keys: `amenityGroup.<group>`, `amenity.<value>`.
// Paid extras (breakfast, towels, firewood...) are extra charges, not amenities: extra-charges.ts.

export interface AmenityGroupConfig {
  group: string;
  amenities: readonly string[];
}

export const AMENITY_GROUPS: readonly AmenityGroupConfig[] = [
  {
    group: 'general',
    amenities: ['wifi', 'air_conditioning', 'heating', 'fireplace', 'ceiling_fan', 'elevator', 'dedicated_workspace', 'private_entrance', 'luggage_storage'],
  },
  {
    group: 'kitchen',
    amenities: ['kitchen', 'kitchenette', 'refrigerator', 'freezer', 'oven', 'stove', 'microwave', 'dishwasher', 'coffee_machine', 'kettle', 'toaster', 'cookware', 'dining_table'],
  },
  { group: 'bathroom', amenities: ['shower', 'bathtub', 'hair_dryer', 'toiletries', 'bidet'] },
  { group: 'bedroom_and_laundry', amenities: ['washing_machine', 'tumble_dryer', 'iron', 'wardrobe', 'blackout_curtains'] },
  { group: 'entertainment', amenities: ['tv', 'satellite_tv', 'streaming_services', 'sound_system', 'games_console', 'books', 'board_games'] },
  {
    group: 'outdoor',
    amenities: ['balcony', 'terrace', 'garden', 'bbq_area', 'outdoor_furniture', 'sea_view', 'lake_view', 'mountain_view', 'beach_access'],
  },
  { group: 'pool_and_wellness', amenities: ['private_pool', 'shared_pool', 'heated_pool', 'hot_tub', 'sauna', 'fitness_room'] },
  { group: 'family', amenities: ['high_chair', 'baby_cot', 'baby_safety_gate', 'toys', 'playground'] },
  { group: 'parking_and_transport', amenities: ['free_parking', 'paid_parking', 'garage', 'ev_charger', 'bicycle_storage'] },
  { group: 'safety', amenities: ['smoke_detector', 'carbon_monoxide_detector', 'fire_extinguisher', 'first_aid_kit', 'safe'] },
  { group: 'accessibility', amenities: ['step_free_access', 'wheelchair_accessible', 'ground_floor_unit', 'walk_in_shower', 'grab_rails'] },
];

/** What guests filter on most; asked first in the wizard. Each is also in a group above. */
export const TOP_AMENITIES: readonly string[] = [
  'wifi',
  'air_conditioning',
  'kitchen',
  'free_parking',
  'washing_machine',
  'private_pool',
  'hot_tub',
  'balcony',
  'sea_view',
  'ev_charger',
];
