// Rooms of a unit and the beds they hold (HC §3 Room types). One rule for the
// unit schema the server checks, the server's configuration of room types and the beds step.

export const ROOM_TYPE_VALUES = ['bedroom', 'living_room', 'bath_room', 'kitchen_room'] as const;
export type RoomType = (typeof ROOM_TYPE_VALUES)[number];

/** HC §3: only bedrooms and living rooms can hold beds. */
export const ROOMS_WITH_BEDS: readonly string[] = ['bedroom', 'living_room'];

export const roomHoldsBeds = (type: string): boolean => ROOMS_WITH_BEDS.includes(type);

/** Whether a room's beds are acceptable: any number in a bedroom or living room, none elsewhere. */
export const bedsFitRoom = (room: { type: string; beds: readonly unknown[] }): boolean => room.beds.length === 0 || roomHoldsBeds(room.type);

/**
 * The rooms as they are saved: a room whose type takes no beds (a bathroom, a kitchen) is saved
 * without any, so a room that was a bedroom a moment ago does not carry its beds into a bathroom.
 */
export function roomsToSave<B>(rooms: readonly { type: RoomType; beds: readonly B[] }[]): { type: RoomType; beds: B[] }[] {
  return rooms.map((r) => ({ type: r.type, beds: roomHoldsBeds(r.type) ? [...r.beds] : [] }));
}
