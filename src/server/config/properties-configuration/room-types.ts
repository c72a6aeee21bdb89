// Rooms and beds of a unit (HC §3 Room types; guests-and-rooms/beds step).
// Which rooms hold beds is shared/domain/rooms.ts. Labels: `roomType.<value>`, `bedType.<value>`.
import { ROOM_TYPE_VALUES, roomHoldsBeds, type RoomType } from '../../../shared/domain/rooms';

export interface RoomTypeConfig {
  value: RoomType;
  canHoldBeds: boolean;
}

export const ROOM_TYPES: readonly RoomTypeConfig[] = ROOM_TYPE_VALUES.map((value) => ({ value, canHoldBeds: roomHoldsBeds(value) }));

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
