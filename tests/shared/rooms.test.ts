import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { bedsFitRoom, roomHoldsBeds, roomsToSave, ROOM_TYPE_VALUES } from '../../src/shared/domain/rooms';
import { RoomSchema } from '../../src/shared/schemas/unit';

const bed = { type: 'double_bed', count: 1 };

describe('which rooms hold beds', () => {
  it('bedrooms and living rooms do; bathrooms, kitchens and unknown types do not', () => {
    expect(ROOM_TYPE_VALUES.filter(roomHoldsBeds)).toEqual(['bedroom', 'living_room']);
    expect(roomHoldsBeds('garage')).toBe(false);
  });

  it('a room without beds always fits; one with beds only where beds go', () => {
    expect(bedsFitRoom({ type: 'bath_room', beds: [] })).toBe(true);
    expect(bedsFitRoom({ type: 'kitchen_room', beds: [bed] })).toBe(false);
    expect(bedsFitRoom({ type: 'living_room', beds: [bed] })).toBe(true);
  });

  it('the rooms saved drop the beds of a room that takes none and keep the rest', () => {
    const rooms = [
      { type: 'bedroom' as const, beds: [bed] },
      { type: 'bath_room' as const, beds: [bed, bed] },
    ];
    expect(roomsToSave(rooms)).toEqual([
      { type: 'bedroom', beds: [bed] },
      { type: 'bath_room', beds: [] },
    ]);
    // What it returns passes the schema the server checks.
    for (const room of roomsToSave(rooms)) expect(v.safeParse(RoomSchema, room).success).toBe(true);
  });

  it('the server schema accepts a bathroom without beds and names the beds of a bathroom that has some', () => {
    expect(v.safeParse(RoomSchema, { type: 'bath_room', beds: [] }).success).toBe(true);
    expect(v.safeParse(RoomSchema, { type: 'bath_room' }).success).toBe(true);
    const bad = v.safeParse(RoomSchema, { type: 'bath_room', beds: [bed] });
    expect(bad.success).toBe(false);
    expect(bad.issues?.map((i) => v.getDotPath(i))).toEqual(['beds']);
  });
});
