import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isErrorKey,
  normaliseApiError,
  normaliseFieldName,
  statusErrorKey,
  unclaimedFieldMessages,
  type NormalisedApiError,
  type NormaliseOptions,
} from '../../src/shared/domain/api-errors';

type Row = [name: string, status: number | null | undefined, body: unknown, expected: NormalisedApiError, options?: NormaliseOptions];

const V = 'urn:host-portal:problem:validation';

const rows: Row[] = [
  // --- legacy {message, errors[]} shape
  ['legacy message only', 400, { message: 'Bad things' }, { status: 400, general: ['Bad things'], fields: {} }],
  [
    'legacy field and field-less errors',
    400,
    { message: 'Invalid', errors: [{ field: 'firstName', message: 'required', type: 'min' }, { message: 'try later' }] },
    { status: 400, general: ['Invalid', 'try later'], fields: { firstName: ['required'] } },
  ],
  [
    'legacy duplicates are removed (general and per field)',
    400,
    {
      message: 'Invalid',
      errors: [
        { message: 'Invalid' },
        { field: 'a', message: 'x' },
        { field: 'a', message: 'x' },
        { field: 'a', message: 'y' },
        { field: 'b', message: 'x' },
      ],
    },
    { status: 400, general: ['Invalid'], fields: { a: ['x', 'y'], b: ['x'] } },
  ],
  ['legacy empty field name counts as general', 400, { errors: [{ field: '', message: 'whole form' }] }, { status: 400, general: ['whole form'], fields: {} }],
  ['legacy null field counts as general', 422, { errors: [{ field: null, message: 'whole form' }] }, { status: 422, general: ['whole form'], fields: {} }],
  ['legacy plain string errors', 400, { errors: ['one', 'one', 'two'] }, { status: 400, general: ['one', 'two'], fields: {} }],
  ['legacy field without message gets the generic field key', 400, { errors: [{ field: 'alias' }] }, { status: 400, general: [], fields: { alias: ['errors.field.invalid'] } }],
  ['legacy whitespace message is ignored', 409, { message: '   ', errors: [] }, { status: 409, general: ['errors.status.409'], fields: {} }],
  ['legacy numeric field name', 400, { errors: [{ field: 0, message: 'first row' }] }, { status: 400, general: [], fields: { '0': ['first row'] } }],
  ['messages are trimmed before deduplication', 400, { message: ' x ', errors: [{ message: 'x' }] }, { status: 400, general: ['x'], fields: {} }],

  // --- RFC 9457 shape
  [
    'problem with invalidParams: fields, detail not repeated',
    400,
    { type: V, title: 'Invalid request', status: 400, detail: 'The request has invalid fields.', invalidParams: [{ name: 'firstName', reason: 'must not be empty' }] },
    { status: 400, general: [], fields: { firstName: ['must not be empty'] }, code: 'validation' },
  ],
  [
    'problem without params: detail is the general message',
    409,
    { type: 'urn:host-portal:problem:conflict', title: 'Conflict', status: 409, detail: 'The dates overlap another booking.' },
    { status: 409, general: ['The dates overlap another booking.'], fields: {}, code: 'conflict' },
  ],
  ['problem without detail falls back to title', 403, { type: 'urn:host-portal:problem:forbidden', title: 'Forbidden', status: 403 }, { status: 403, general: ['Forbidden'], fields: {}, code: 'forbidden' }],
  ['unknown problem type becomes unknown', 400, { type: 'https://example.com/probs/out-of-credit', title: 'Out of credit' }, { status: 400, general: ['Out of credit'], fields: {}, code: 'unknown' }],
  ['unknown urn of ours becomes unknown', 400, { type: 'urn:host-portal:problem:brand-new', title: 'New' }, { status: 400, general: ['New'], fields: {}, code: 'unknown' }],
  ['about:blank has no code', 404, { type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404, general: ['Not Found'], fields: {} }],
  ['problem with empty title/detail falls back to status key', 404, { type: 'urn:host-portal:problem:not-found', title: '' }, { status: 404, general: ['errors.status.404'], fields: {}, code: 'not-found' }],
  [
    'root names (body, query) are general',
    400,
    { type: V, title: 'Invalid request', invalidParams: [{ name: 'body', reason: 'malformed JSON' }, { name: 'query', reason: 'bad hl' }] },
    { status: 400, general: ['malformed JSON', 'bad hl'], fields: {}, code: 'validation' },
  ],
  [
    'duplicate invalidParams are merged',
    400,
    { type: V, invalidParams: [{ name: 'a', reason: 'r' }, { name: 'a', reason: 'r' }, { name: 'a', reason: 's' }] },
    { status: 400, general: [], fields: { a: ['r', 's'] }, code: 'validation' },
  ],
  ['snake_case invalid_params is understood', 400, { type: V, invalid_params: [{ name: 'x', reason: 'y' }] }, { status: 400, general: [], fields: { x: ['y'] }, code: 'validation' }],
  ['param without reason gets the generic field key', 400, { type: V, invalidParams: [{ name: 'x' }] }, { status: 400, general: [], fields: { x: ['errors.field.invalid'] }, code: 'validation' }],
  ['json pointer and bracket names become dot paths', 400, { type: V, invalidParams: [{ name: '#/hostProfile/phone', reason: 'p' }, { name: 'hostProfile[alias]', reason: 'a' }] }, { status: 400, general: [], fields: { 'hostProfile.phone': ['p'], 'hostProfile.alias': ['a'] }, code: 'validation' }],
  [
    'both shapes in one body are combined',
    400,
    { message: 'm', errors: [{ field: 'f', message: 'x' }], type: V, invalidParams: [{ name: 'f', reason: 'x' }, { name: 'g', reason: 'y' }] },
    { status: 400, general: ['m'], fields: { f: ['x'], g: ['y'] }, code: 'validation' },
  ],

  // --- nested-form prefixes and aliases
  [
    'prefix strips the nested form name and keeps foreign fields whole',
    400,
    { type: V, invalidParams: [{ name: 'hostProfile.phone', reason: 'too long' }, { name: 'firstName', reason: 'empty' }] },
    { status: 400, general: [], fields: { phone: ['too long'], firstName: ['empty'] }, code: 'validation' },
    { prefix: 'hostProfile' },
  ],
  [
    'an error on the nested form itself is general for that form',
    400,
    { type: V, invalidParams: [{ name: 'hostProfile', reason: 'unknown key' }] },
    { status: 400, general: ['unknown key'], fields: {}, code: 'validation' },
    { prefix: 'hostProfile' },
  ],
  ['prefix does not strip a name that only starts with the same letters', 400, { errors: [{ field: 'hostProfileX.a', message: 'm' }] }, { status: 400, general: [], fields: { 'hostProfileX.a': ['m'] } }, { prefix: 'hostProfile' }],
  ['deep prefix', 400, { errors: [{ field: 'company.address.city', message: 'm' }] }, { status: 400, general: [], fields: { city: ['m'] } }, { prefix: 'company.address' }],
  ['alias maps taxId to the first tax identification (AS §5)', 400, { errors: [{ field: 'taxId', message: 'bad' }] }, { status: 400, general: [], fields: { 'taxIdentifications.0.id': ['bad'] } }, { aliases: { taxId: 'taxIdentifications.0.id' } }],

  // --- unknown / empty bodies -> a key for the status
  ['network failure (status 0)', 0, undefined, { status: 0, general: ['errors.network'], fields: {} }],
  ['network failure (null status)', null, null, { status: 0, general: ['errors.network'], fields: {} }],
  ['negative status is a network failure', -1, {}, { status: 0, general: ['errors.network'], fields: {} }],
  ['400 empty', 400, {}, { status: 400, general: ['errors.status.400'], fields: {} }],
  ['401 empty', 401, '', { status: 401, general: ['errors.status.401'], fields: {} }],
  ['403 empty', 403, null, { status: 403, general: ['errors.status.403'], fields: {} }],
  ['404 HTML', 404, '<html>Not found</html>', { status: 404, general: ['errors.status.404'], fields: {} }],
  ['408', 408, undefined, { status: 408, general: ['errors.status.408'], fields: {} }],
  ['409 empty', 409, [], { status: 409, general: ['errors.status.409'], fields: {} }],
  ['413', 413, 42, { status: 413, general: ['errors.status.413'], fields: {} }],
  ['429', 429, undefined, { status: 429, general: ['errors.status.429'], fields: {} }],
  ['500', 500, undefined, { status: 500, general: ['errors.status.5xx'], fields: {} }],
  ['502', 502, 'Bad gateway', { status: 502, general: ['errors.status.5xx'], fields: {} }],
  ['504', 504, undefined, { status: 504, general: ['errors.status.5xx'], fields: {} }],
  ['405 has no wording of its own', 405, undefined, { status: 405, general: ['errors.unknown'], fields: {} }],
  ['418 has no wording of its own', 418, undefined, { status: 418, general: ['errors.unknown'], fields: {} }],
  ['JSON text body is parsed', 400, '{"message":"from text"}', { status: 400, general: ['from text'], fields: {} }],
  ['broken JSON text is opaque', 500, '{"message":', { status: 500, general: ['errors.status.5xx'], fields: {} }],
  ['fractional status is truncated', 409.7, {}, { status: 409, general: ['errors.status.409'], fields: {} }],
  ['errors that are neither strings nor objects are ignored', 400, { errors: [1, null, true, [], { field: {}, message: 5 }] }, { status: 400, general: ['errors.status.400'], fields: {} }],
];

describe('normaliseApiError', () => {
  it.each(rows)('%s', (_name, status, body, expected, options) => {
    expect(normaliseApiError(status, body, options)).toEqual(expected);
  });

  it('covers every status the spec names (AS §8) with a key', () => {
    for (const s of [400, 401, 403, 404, 405, 408, 409, 413, 418, 500, 501, 502, 503, 504]) {
      expect(isErrorKey(statusErrorKey(s))).toBe(true);
    }
  });

  it('does not let a field called __proto__ touch the prototype', () => {
    const r = normaliseApiError(400, JSON.parse('{"errors":[{"field":"__proto__","message":"x"}]}'));
    expect(Object.hasOwn(r.fields, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('normaliseFieldName', () => {
  it.each([
    ['a.b', 'a.b'],
    ['/a/b', 'a.b'],
    ['#/a/0/b', 'a.0.b'],
    ['a[0][b]', 'a.0.b'],
    [' a ', 'a'],
    ['a..b', 'a.b'],
  ])('%s -> %s', (input, out) => expect(normaliseFieldName(input)).toBe(out));
});

describe('unclaimedFieldMessages', () => {
  it('answers the messages of fields the form does not show, once each', () => {
    const e = normaliseApiError(400, { errors: [{ field: 'a', message: 'x' }, { field: 'b', message: 'y' }, { field: 'c', message: 'y' }] });
    expect(unclaimedFieldMessages(e, ['a'])).toEqual(['y']);
  });
});

describe('normaliseApiError properties', () => {
  const statusArb = fc.oneof(fc.integer({ min: -5, max: 700 }), fc.constant(null), fc.constant(undefined), fc.double());
  const fieldArb = fc.oneof(fc.string(), fc.constantFrom('body', 'hostProfile.phone', 'hostProfile', '__proto__', 'constructor'));
  const legacyArb = fc.record(
    {
      message: fc.oneof(fc.string(), fc.anything()),
      errors: fc.array(fc.oneof(fc.record({ field: fc.oneof(fieldArb, fc.anything()), message: fc.oneof(fc.string(), fc.anything()) }, { requiredKeys: [] }), fc.anything())),
    },
    { requiredKeys: [] },
  );
  const problemArb = fc.record(
    {
      type: fc.oneof(fc.string(), fc.constantFrom('urn:host-portal:problem:validation', 'about:blank'), fc.anything()),
      title: fc.oneof(fc.string(), fc.anything()),
      status: fc.anything(),
      detail: fc.oneof(fc.string(), fc.anything()),
      invalidParams: fc.oneof(fc.array(fc.record({ name: fc.oneof(fieldArb, fc.anything()), reason: fc.oneof(fc.string(), fc.anything()) }, { requiredKeys: [] })), fc.anything()),
    },
    { requiredKeys: [] },
  );
  const bodyArb = fc.oneof(fc.anything({ withObjectString: true, withNullPrototype: true }), legacyArb, problemArb, fc.json());
  const optionsArb = fc.record({ prefix: fc.oneof(fc.string(), fc.constant('hostProfile')), aliases: fc.dictionary(fc.string(), fc.string()) }, { requiredKeys: [] });

  it('never throws, always explains something, and never repeats a message', () => {
    fc.assert(
      fc.property(statusArb, bodyArb, optionsArb, (status, body, options) => {
        const r = normaliseApiError(status as number, body, options);
        expect(Number.isInteger(r.status) && r.status >= 0).toBe(true);
        expect(r.general.length + Object.keys(r.fields).length).toBeGreaterThan(0);
        expect(new Set(r.general).size).toBe(r.general.length);
        for (const messages of Object.values(r.fields)) {
          expect(messages.length).toBeGreaterThan(0);
          expect(new Set(messages).size).toBe(messages.length);
        }
        for (const m of [...r.general, ...Object.values(r.fields).flat()]) {
          expect(typeof m).toBe('string');
          expect(m.trim()).toBe(m);
          expect(m).not.toBe('');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every distinct legacy field message', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ field: fc.stringMatching(/^[a-z]{1,6}$/), message: fc.stringMatching(/^[a-z]{1,6}$/) })), (errors) => {
        const r = normaliseApiError(400, { errors });
        for (const e of errors) {
          const f = e.field === 'body' || e.field === 'query' || e.field === 'json' || e.field === 'form' || e.field === 'root' || e.field === 'param' || e.field === 'params';
          if (f) expect(r.general).toContain(e.message);
          else expect(r.fields[e.field]).toContain(e.message);
        }
      }),
    );
  });
});

describe('a 409 about nights', () => {
  const body = {
    type: 'urn:host-portal:problem:conflict',
    title: 'Conflict',
    status: 409,
    detail: 'The dates cannot be closed: the nights 2027-03-01 are not free.',
    nights: ['2027-03-01'],
    holders: [{ kind: 'stay', code: 'HP-4TW8XR', feedId: null, feedName: null, nights: ['2027-03-01'] }],
  };

  it('carries the nights and what holds them, besides the detail', () => {
    const e = normaliseApiError(409, body);
    expect(e.general).toEqual([body.detail]);
    expect(e.heldNights).toEqual({ nights: ['2027-03-01'], holders: [{ kind: 'stay', code: 'HP-4TW8XR', feedName: null, nights: ['2027-03-01'] }] });
  });

  it('ignores nights that are not days, and bodies without any', () => {
    expect(normaliseApiError(409, { ...body, nights: ['soon'] }).heldNights).toBeUndefined();
    expect(normaliseApiError(409, { ...body, nights: [] }).heldNights).toBeUndefined();
    expect(normaliseApiError(409, { type: body.type, detail: 'x' }).heldNights).toBeUndefined();
  });
});
