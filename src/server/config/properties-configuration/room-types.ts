// Rooms and beds of a unit (spec hosting-core §3 Room types; guests-and-rooms/beds step).
// Only bedrooms and living rooms hold beds. Labels: `roomType.<value>`, `bedType.<value>`.

export interface RoomTypeConfig {
  value: 'bedroom' | 'living_room' | 'bath_room' | 'kitchen_room';
  canHoldBeds: boolean;
}

export const ROOM_TYPES: readonly RoomTypeConfig[] = [
  { value: 'bedroom', canHoldBeds: true },
  { value: 'living_room', canHoldBeds: true },
  { value: 'bath_room', canHoldBeds: false },
  { value: 'kitchen_room', canHoldBeds: false },
];

export const DEFAULT_ROOM_TYPE: RoomTypeConfig['value'] = 'bedroom';

export interface BedTypeConfig {
  value: string;
  /** Guests the bed sleeps; the beds step checks the total against the guest count. */
  sleeps: number;
}

export const BED_TYPES: readonly BedTypeConfig[] = [
  { value: 'single_bed', sleeps: 1 },
  { value: 'double_bed', sleeps: 2 },
  { value: 'queen_bed', sleeps: 2 },
  { value: 'king_bed', sleeps: 2 },
  { value: 'bunk_bed', sleeps: 2 },
  { value: 'sofa_bed', sleeps: 2 },
  { value: 'single_sofa_bed', sleeps: 1 },
  { value: 'crib', sleeps: 1 },
];
