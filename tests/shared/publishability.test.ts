import { describe, expect, it } from 'vitest';
import { MISSING_TOPICS, missingTopics, publishability, stepOfMissingTopic, type PublishabilityInput } from '../../src/shared/domain/publishability';
import { LISTING_STEPS } from '../../src/shared/domain/listing-steps';
import { regionalIssues } from '../../src/shared/domain/regional-requirements';

const complete = (): PublishabilityInput => ({
  property: {
    propertyType: 'multi',
    title: 'Casa',
    accommodationType: 'guesthouse',
    location: { countryCode: 'ES', city: 'Cadaqués', street: 'Carrer des Port', houseNumberOrName: '3', postalCode: '17488', latitude: 42.2, longitude: 3.2 },
  },
  unit: {
    title: 'Room',
    unitType: 'double_room',
    guests: 2,
    rooms: [{ type: 'bedroom', beds: [{ count: 1 }] }],
    cancellationPolicy: 'flexible',
    bookingType: 'onLine',
    nightlyPrice: 90,
    regionalRequirements: {},
  },
});

const missing = (input: PublishabilityInput) => publishability(input).missingFields.map((m) => `${m.name}:${m.reason}`);

describe('publishability', () => {
  it('a complete unit is publishable', () => {
    expect(publishability(complete())).toEqual({ publishable: true, missingFields: [], invalidFields: [] });
  });

  it('names each missing or invalid field', () => {
    const input = complete();
    input.property.title = ' ';
    input.property.location = { countryCode: 'ES', city: 'Cadaqués', street: '', houseNumberOrName: '3', postalCode: '99999' };
    input.unit.title = null;
    input.unit.unitType = null;
    input.unit.guests = 0;
    input.unit.rooms = [{ type: 'bath_room', beds: [] }];
    input.unit.nightlyPrice = 5;
    input.unit.bookingType = null;
    expect(missing(input)).toEqual([
      'property.title:required',
      'property.location.street:required',
      'property.location.postalCode:invalid',
      'property.location.coordinates:required',
      'title:required',
      'unitType:required',
      'guests:outOfRange',
      'rooms:noBeds',
      'priceConfiguration.nightlyPrice:outOfRange',
      'bookingType:required',
    ]);
  });

  it('a single-unit listing needs no unit title nor unit type (it goes by the property)', () => {
    const input = complete();
    input.property.propertyType = 'single';
    input.unit.title = null;
    input.unit.unitType = null;
    expect(publishability(input).publishable).toBe(true);
  });

  it('an invalid registration number blocks publishing and is named; an identification code problem is shown only', () => {
    const input = complete();
    input.property.location = { countryCode: 'IT', city: 'Roma', street: 'Via Appia', houseNumberOrName: '1', postalCode: '00184', stateOrProvince: 'RM', latitude: 41.9, longitude: 12.5 };
    input.unit.regionalRequirements = { registrationNumber: 'IT-123' };
    const p = publishability(input);
    expect(p.publishable).toBe(false);
    expect(p.missingFields).toEqual([{ name: 'registrationNumber', reason: 'format' }]);
    expect(p.invalidFields).toEqual([
      { field: 'registrationNumber', message: 'format' },
      { field: 'nationalIdentificationCode', message: 'required' },
    ]);
    input.unit.regionalRequirements = { registrationNumber: 'IT058091C2ISMB9TY8', nationalIdentificationCode: 'bad' };
    const q = publishability(input);
    expect(q.publishable).toBe(true);
    expect(q.invalidFields).toEqual([{ field: 'nationalIdentificationCode', message: 'format' }]);
  });
});

describe('regional requirements', () => {
  it('checks formats on save and required fields only for publishing; registrationNumber sorts first', () => {
    expect(regionalIssues('IT', {}, false)).toEqual([]);
    expect(regionalIssues('IT', {}, true).map((i) => i.name)).toEqual(['registrationNumber', 'nationalIdentificationCode']);
    expect(regionalIssues('IT', { nationalIdentificationCode: 'x', registrationNumber: 'y' }, false).map((i) => i.name)).toEqual(['registrationNumber', 'nationalIdentificationCode']);
    expect(regionalIssues('pt', { registrationNumber: '12345/al' }, true)).toEqual([]);
    expect(regionalIssues('FR', {}, true)).toEqual([]);
    expect(regionalIssues('DE', { registrationNumber: 'anything' }, true)).toEqual([]);
  });
});

describe('missing topics (what the Publish step lists)', () => {
  it('names each thing to fix once, in a fixed order, whatever fields it spans', () => {
    const fields = [
      { name: 'priceConfiguration.nightlyPrice' },
      { name: 'property.location.postalCode' },
      { name: 'property.location.coordinates' },
      { name: 'rooms' },
      { name: 'title' },
      { name: 'somethingNew' },
    ];
    expect(missingTopics(fields)).toEqual(['location', 'unitTitle', 'beds', 'nightlyPrice']);
    expect(missingTopics([])).toEqual([]);
  });

  it("sends every topic to a step of the property type's wizard", () => {
    for (const propertyType of ['single', 'multi'] as const) {
      const ids = LISTING_STEPS[propertyType === 'multi' ? 'multi-unit' : 'single-unit'].map((s) => s.id);
      for (const topic of MISSING_TOPICS) {
        // The kind of unit exists only for a multi-unit property (publishability asks it only there).
        if (topic === 'unitType' && propertyType === 'single') continue;
        expect(ids, `${topic} (${propertyType})`).toContain(stepOfMissingTopic(topic, propertyType));
      }
    }
  });
});
