import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Unit, UnitPatch } from '../../../../shared/schemas/unit';
import { ROOM_TYPE_VALUES, roomHoldsBeds, roomsToSave, type RoomType } from '../../../../shared/domain/rooms';
import type { PropertiesConfiguration } from '../../../../shared/schemas/properties-configuration';
import { StepFrame, useServerFieldErrors } from '../../../forms/form-host';
import { StepField } from '../../../forms/step-field';
import { usePropertiesConfiguration } from '../../../api/properties-configuration';
import { StepLoading } from '../../../forms/step-loading';
import { patchUnit } from '../../../api/listing';
import { Button } from '../../../ui/button';
import { issueText, wholeNumberIssue, type Issue } from '../unit-steps/validation-text';
import type { StepDefinition } from '../step-definition';
import '../unit-steps/unit-steps.css';

// Step "guests-and-rooms/beds": the unit's rooms and the beds in each. The limits are those of
// RoomSchema/UnitPatchSchema (at most 100 rooms, 1 to 20 of a bed); only bedrooms and living
// rooms hold beds (shared/domain/rooms), and publishing needs at least one bed (shared/domain/publishability).
// A new room starts without beds, and the beds of a room whose type takes none are neither shown,
// checked nor sent: a host who turns a new room into a bathroom has nothing to delete first. They
// stay in the draft, so switching the type back by mistake does not lose them.

export const MAX_ROOMS = 100;
export const BED_COUNT_MIN = 1;
export const BED_COUNT_MAX = 20;

interface BedDraft {
  type: string;
  count: string;
}
interface RoomDraft {
  /** Stable key for React while rooms are added and removed. */
  key: number;
  type: RoomType;
  beds: BedDraft[];
}

let nextKey = 1;
const draftOf = (unit: Unit): RoomDraft[] =>
  unit.rooms.map((r) => ({
    key: nextKey++,
    type: (ROOM_TYPE_VALUES as readonly string[]).includes(r.type) ? (r.type as RoomType) : 'bedroom',
    beds: r.beds.map((b) => ({ type: b.type, count: String(b.count) })),
  }));
const wire = (rooms: RoomDraft[]) => roomsToSave(rooms).map((r) => ({ type: r.type, beds: r.beds.map((b) => ({ type: b.type, count: Number(b.count) })) }));

/** Every problem of the rooms, by the server's field names (rooms.0.beds, rooms.0.beds.1.count...). */
export function roomIssues(rooms: RoomDraft[], knownBeds: ReadonlySet<string>): Record<string, Issue> {
  const issues: Record<string, Issue> = {};
  if (rooms.length > MAX_ROOMS) issues.rooms = { id: 'listing.unitSteps.rooms.tooMany', values: { max: MAX_ROOMS } };
  rooms.forEach((room, i) => {
    if (!roomHoldsBeds(room.type)) return;
    room.beds.forEach((bed, j) => {
      if (!knownBeds.has(bed.type)) issues[`rooms.${i}.beds.${j}.type`] = { id: 'listing.unitSteps.rooms.unknownBed' };
      const count = wholeNumberIssue(bed.count, BED_COUNT_MIN, BED_COUNT_MAX);
      if (count) issues[`rooms.${i}.beds.${j}.count`] = count;
    });
  });
  const beds = roomsToSave(rooms).reduce((n, r) => n + r.beds.length, 0);
  if (beds === 0 && !issues.rooms) issues.rooms = { id: 'listing.unitSteps.rooms.needsBed' };
  return issues;
}

/** "Type of bed" on screen; "Room 2, bed 1: Type of bed" for a screen reader, which hears the label alone. */
function BedLabel({ id, number, bed }: { id: string; number: number; bed: number }) {
  return (
    <>
      <span className="visually-hidden">
        <FormattedMessage id="listing.unitSteps.rooms.bedContext" values={{ number, bed }} />{' '}
      </span>
      <FormattedMessage id={id} />
    </>
  );
}

export function BedsStep({ unit }: { unit: Unit }) {
  const configuration = usePropertiesConfiguration();
  if (!configuration.data) return <StepLoading failed={configuration.isError} onRetry={() => void configuration.refetch()} />;
  return <BedsForm unit={unit} configuration={configuration.data} />;
}

function BedsForm({ unit, configuration }: { unit: Unit; configuration: PropertiesConfiguration }) {
  const intl = useIntl();
  const [initial] = useState(() => draftOf(unit));
  const [rooms, setRooms] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [announcement, setAnnouncement] = useState('');
  const serverErrors = useServerFieldErrors();
  const knownBeds = new Set(configuration.bedTypes.map((b) => b.value));
  const issues = roomIssues(rooms, knownBeds);
  const roomLabel = (type: string) => configuration.roomTypes.find((t) => t.value === type)?.label ?? type;
  const defaultRoom = configuration.roomTypes.find((t) => t.isDefault)?.value ?? 'bedroom';
  const defaultBed = configuration.bedTypes[0]?.value ?? 'double_bed';

  // A structural problem (an unknown bed, no bed at all) shows at once; a typed value once its field is left.
  const errorOf = (name: string, immediate = false) => serverErrors[name] ?? ((immediate || touched[name]) && issues[name] ? issueText(intl, issues[name]) : undefined);
  const touch = (name: string) => setTouched((t) => ({ ...t, [name]: true }));
  const update = (i: number, change: (room: RoomDraft) => RoomDraft) => setRooms((all) => all.map((r, k) => (k === i ? change(r) : r)));
  const dirty = JSON.stringify(wire(rooms)) !== JSON.stringify(wire(initial));
  const sleeps = roomsToSave(rooms).reduce(
    (n, r) => n + r.beds.reduce((m, b) => m + (configuration.bedTypes.find((t) => t.value === b.type)?.sleeps ?? 0) * (Number(b.count) || 0), 0),
    0,
  );

  const addRoom = () => {
    setRooms((all) => [...all, { key: nextKey++, type: defaultRoom, beds: [] }]);
    setAnnouncement(intl.formatMessage({ id: 'listing.unitSteps.rooms.added' }, { number: rooms.length + 1 }));
  };
  const removeRoom = (i: number) => {
    setRooms((all) => all.filter((_, k) => k !== i));
    setAnnouncement(intl.formatMessage({ id: 'listing.unitSteps.rooms.removed' }, { number: i + 1 }));
  };

  return (
    <StepFrame values={{ rooms: wire(rooms) }} dirty={dirty} valid={Object.keys(issues).length === 0}>
      <p>
        <FormattedMessage id="listing.unitSteps.rooms.intro" />
      </p>
      {rooms.length === 0 && (
        <p className="listing-note">
          <FormattedMessage id="listing.unitSteps.rooms.empty" />
        </p>
      )}
      {rooms.map((room, i) => {
        const number = i + 1;
        const bedsError = serverErrors[`rooms.${i}.beds`];
        const holdsBeds = roomHoldsBeds(room.type);
        return (
          <fieldset key={room.key} className="unit-room">
            <legend>
              <FormattedMessage id="listing.unitSteps.rooms.room" values={{ number, type: roomLabel(room.type) }} />
            </legend>
            <div className="unit-room__head">
              <StepField label={<FormattedMessage id="listing.unitSteps.rooms.type" values={{ number }} />} required error={errorOf(`rooms.${i}.type`)}>
                {(field) => (
                  <select {...field} value={room.type} onChange={(e) => update(i, (r) => ({ ...r, type: e.target.value as RoomType }))}>
                    {configuration.roomTypes.map((t) => (
                      <option key={t.value} value={t.value}>
                        {t.label}
                      </option>
                    ))}
                  </select>
                )}
              </StepField>
              <Button variant="ghost" onClick={() => removeRoom(i)}>
                <FormattedMessage id="listing.unitSteps.rooms.remove" values={{ number }} />
              </Button>
            </div>
            {holdsBeds && room.beds.length > 0 && (
              <ul className="unit-room__beds" aria-label={intl.formatMessage({ id: 'listing.unitSteps.rooms.bedsOf' }, { number })}>
                {room.beds.map((bed, j) => {
                  const bedNumber = j + 1;
                  return (
                    <li key={j} className="unit-bed">
                      <StepField
                        label={<BedLabel id="listing.unitSteps.rooms.bedType" number={number} bed={bedNumber} />}
                        required
                        error={errorOf(`rooms.${i}.beds.${j}.type`, true)}
                      >
                        {(field) => (
                          <select
                            {...field}
                            value={bed.type}
                            onChange={(e) => update(i, (r) => ({ ...r, beds: r.beds.map((b, k) => (k === j ? { ...b, type: e.target.value } : b)) }))}
                          >
                            {!knownBeds.has(bed.type) && <option value={bed.type}>{intl.formatMessage({ id: 'listing.field.choose' })}</option>}
                            {configuration.bedTypes.map((t) => (
                              <option key={t.value} value={t.value}>
                                {t.label}
                              </option>
                            ))}
                          </select>
                        )}
                      </StepField>
                      <StepField
                        label={<BedLabel id="listing.unitSteps.rooms.bedCount" number={number} bed={bedNumber} />}
                        required
                        error={errorOf(`rooms.${i}.beds.${j}.count`)}
                      >
                        {(field) => (
                          <input
                            {...field}
                            type="number"
                            inputMode="numeric"
                            min={BED_COUNT_MIN}
                            max={BED_COUNT_MAX}
                            step={1}
                            value={bed.count}
                            onChange={(e) => update(i, (r) => ({ ...r, beds: r.beds.map((b, k) => (k === j ? { ...b, count: e.target.value } : b)) }))}
                            onBlur={() => touch(`rooms.${i}.beds.${j}.count`)}
                          />
                        )}
                      </StepField>
                      <Button variant="ghost" onClick={() => update(i, (r) => ({ ...r, beds: r.beds.filter((_, k) => k !== j) }))}>
                        <FormattedMessage id="listing.unitSteps.rooms.removeBed" values={{ number, bed: bedNumber }} />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {bedsError && (
              <p className="form-field__error" role="alert">
                {bedsError}
              </p>
            )}
            {holdsBeds ? (
              <Button variant="secondary" onClick={() => update(i, (r) => ({ ...r, beds: [...r.beds, { type: defaultBed, count: '1' }] }))}>
                <FormattedMessage id="listing.unitSteps.rooms.addBed" values={{ number }} />
              </Button>
            ) : (
              <p className="form-field__hint">
                <FormattedMessage id="listing.unitSteps.rooms.noBedsHint" values={{ type: roomLabel(room.type) }} />
              </p>
            )}
          </fieldset>
        );
      })}
      {(serverErrors.rooms || issues.rooms) && (
        <p className="form-field__error">
          {serverErrors.rooms ?? issueText(intl, issues.rooms)}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={addRoom} disabled={rooms.length >= MAX_ROOMS}>
          <FormattedMessage id="listing.unitSteps.rooms.add" />
        </Button>
      </div>
      {sleeps > 0 && (
        <p className="form-field__hint">
          <FormattedMessage id="listing.unitSteps.rooms.sleeps" values={{ sleeps }} />
          {unit.guests != null && unit.guests > sleeps && (
            <>
              {' '}
              <FormattedMessage id="listing.unitSteps.rooms.fewerThanGuests" values={{ guests: unit.guests }} />
            </>
          )}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </StepFrame>
  );
}

export const step: StepDefinition = {
  id: 'guests-and-rooms-beds',
  Form: ({ unit }) => <BedsStep unit={unit} />,
  save: (ids, values) => patchUnit(ids.unitId, { rooms: values.rooms as UnitPatch['rooms'] }),
};
