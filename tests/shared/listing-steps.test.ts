import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FORMLESS_STEPS,
  LISTING_STEPS,
  MAX_STEP_WEIGHT,
  STEP_GROUPS,
  backTarget,
  canPublish,
  canSaveStep,
  canVisit,
  currentStep,
  flowFor,
  landingStep,
  listingSteps,
  nextTarget,
  normaliseCompletedSteps,
  progress,
  stepAfterSave,
  unknownSteps,
  visibleSteps,
  withCompleted,
  withoutOnboardingSteps,
  type ListingFlow,
  type ListingStep,
  type StepVisibility,
} from '../../src/shared/domain/listing-steps';

const routes = (steps: readonly ListingStep[]) => steps.map((s) => s.route);
const ids = (steps: readonly ListingStep[]) => steps.map((s) => s.id);
const vis = (o: Partial<StepVisibility> = {}): StepVisibility => ({ flow: 'single-unit', onboardingFinished: true, firstUnit: true, excluded: [], ...o });

// The spec's lists (HC §2), verbatim: the catalogue must match them step for step.
const SINGLE_NORMAL = [
  'property', 'location', 'location/address', 'location/map', 'guests-and-rooms/info', 'guests-and-rooms/beds', 'photos', 'amenities', 'title',
  'price-and-availability', 'price-and-availability/promotions', 'price-and-availability/seasons', 'listing-verification', 'listing-verification/status',
  'calendar-availability', 'booking-preference', 'regional-requirements', 'subscription/plan', 'subscription/boost', 'publish',
];
const SINGLE_ONBOARDING = [
  'commission-model', 'verification/info', 'verification/owner', 'verification/upload', 'commercial-model', 'commercial-model/plan',
  'commercial-model/plan-services', 'identity-and-payout-details/upload', 'identity-and-payout-details/payout',
  'identity-and-payout-details/payout-document', 'payout/info', 'payout/upload', 'personal-details/info', 'personal-details/owner',
];
const MULTI_PROPERTY = ['property', 'location', 'location/address', 'location/map', 'property-title', 'start-unit'];
const MULTI_UNIT = [
  'unit-type', 'guests-and-rooms/info', 'guests-and-rooms/beds', 'photos', 'amenities', 'title', 'price-and-availability',
  'price-and-availability/promotions', 'price-and-availability/seasons', 'calendar-availability', 'booking-preference', 'regional-requirements', 'publish',
];
const MULTI_ONBOARDING = [
  'commission-model', 'verification/info', 'verification/owner', 'verification/upload', 'personal-details/info', 'personal-details/owner', 'payout/info', 'payout/upload',
];
const withBeforePublish = (list: string[], extra: string[]) => [...list.slice(0, -1), ...extra, 'publish'];

describe('the step catalogue (HC §2)', () => {
  const rows: [string, StepVisibility, string[]][] = [
    ['single-unit, onboarding finished: the normal variant', vis(), SINGLE_NORMAL],
    ['single-unit, onboarding in progress: onboarding steps before publish', vis({ onboardingFinished: false }), withBeforePublish(SINGLE_NORMAL, SINGLE_ONBOARDING)],
    ['multi-unit, first unit, finished: property then unit steps', vis({ flow: 'multi-unit' }), [...MULTI_PROPERTY, ...MULTI_UNIT]],
    [
      'multi-unit, first unit, onboarding in progress',
      vis({ flow: 'multi-unit', onboardingFinished: false }),
      [...MULTI_PROPERTY, ...withBeforePublish(MULTI_UNIT, MULTI_ONBOARDING)],
    ],
    ['multi-unit, a further unit: no property steps', vis({ flow: 'multi-unit', firstUnit: false }), MULTI_UNIT],
    ['single-unit ignores firstUnit (the unit is the property)', vis({ firstUnit: false }), SINGLE_NORMAL],
    [
      'exclusions remove steps for this unit only',
      vis({ excluded: ['regional-requirements', 'listing-verification-status'] }),
      SINGLE_NORMAL.filter((r) => r !== 'regional-requirements' && r !== 'listing-verification/status'),
    ],
  ];
  it.each(rows)('%s', (_, v, expected) => expect(routes(visibleSteps(v))).toEqual(expected));

  it.each<[ListingFlow]>([['single-unit'], ['multi-unit']])('%s: every step is well formed', (flow) => {
    const steps = LISTING_STEPS[flow];
    expect(new Set(ids(steps)).size).toBe(steps.length);
    for (const s of steps) {
      expect(STEP_GROUPS[flow]).toContain(s.group);
      expect(s.weight).toBeGreaterThanOrEqual(0);
      expect(s.weight).toBeLessThanOrEqual(MAX_STEP_WEIGHT);
      // A form step weighs something, a formless one nothing: 100 % means every form step is done.
      expect(s.weight > 0).toBe(s.hasForm);
      expect(s.id).toBe(s.route.replace(/\//g, '-'));
      expect(s.trackingName).toMatch(new RegExp(`^${flow.replace('-', '_')}_[a-z_]+$`));
    }
    expect(steps.at(-1)).toMatchObject({ id: 'publish', weight: 0, hasForm: false });
    // Groups appear in the flow's order, each as one run.
    const runs = steps.map((s) => s.group).filter((g, i, all) => g !== all[i - 1]);
    expect(runs).toEqual(STEP_GROUPS[flow]);
  });

  it('formless steps: start-unit and publish only', () => {
    expect(ids(LISTING_STEPS['multi-unit'].filter((s) => !s.hasForm))).toEqual(['start-unit', 'publish']);
    expect(ids(LISTING_STEPS['single-unit'].filter((s) => !s.hasForm))).toEqual(['publish']);
    expect([...FORMLESS_STEPS].sort()).toEqual(['publish', 'start-unit']);
  });

  it('visitable ahead: location/address and guests-and-rooms/beds, in both flows', () => {
    for (const flow of ['single-unit', 'multi-unit'] as const) {
      expect(routes(LISTING_STEPS[flow].filter((s) => s.visitableAhead))).toEqual(['location/address', 'guests-and-rooms/beds']);
    }
  });

  it('tracking names are unique per flow and name the flow', () => {
    expect(LISTING_STEPS['single-unit'].find((s) => s.id === 'location-address')?.trackingName).toBe('single_unit_location_address');
    expect(LISTING_STEPS['multi-unit'].find((s) => s.id === 'start-unit')?.trackingName).toBe('multi_unit_start_unit');
    for (const steps of Object.values(LISTING_STEPS)) expect(new Set(steps.map((s) => s.trackingName)).size).toBe(steps.length);
  });

  it('property type picks the flow (the /listing/property/{p}/unit/{u} redirect)', () => {
    expect(flowFor('single')).toBe('single-unit');
    expect(flowFor('multi')).toBe('multi-unit');
  });

  it('onboarding finished: the normal variant is the onboarding one without its onboarding steps', () => {
    for (const flow of ['single-unit', 'multi-unit'] as const) {
      for (const firstUnit of [true, false]) {
        const onboarding = visibleSteps(vis({ flow, firstUnit, onboardingFinished: false, excluded: ['photos'] }));
        expect(withoutOnboardingSteps(onboarding)).toEqual(visibleSteps(vis({ flow, firstUnit, excluded: ['photos'] })));
      }
    }
  });
});

describe('current step, visiting, next and back (HC §2, HC §4)', () => {
  const steps = visibleSteps(vis());
  const upTo = (id: string) => ids(steps.slice(0, steps.findIndex((s) => s.id === id)));

  it.each<[string, string[], string | undefined]>([
    ['nothing done: the first step', [], 'property'],
    ['a prefix done: the step after it', ['property', 'location'], 'location-address'],
    ['an ahead step done does not move the current step', ['property', 'location-address'], 'location'],
    ['a gap: the first step not completed', ['property', 'location', 'location-map'], 'location-address'],
    ['everything but publish: publish', upTo('publish'), 'publish'],
    ['everything: none', ids(steps), undefined],
  ])('currentStep: %s', (_, completed, expected) => {
    expect(currentStep(steps, completed)?.id).toBe(expected);
  });

  it('landingStep falls back to the last step when everything is completed', () => {
    expect(landingStep(steps, ids(steps))?.id).toBe('publish');
    expect(landingStep([], [])).toBeUndefined();
  });

  it.each<[string, string[], string, boolean]>([
    ['the current step', ['property'], 'location', true],
    ['a completed step', ['property'], 'property', true],
    ['location/address ahead of progress', [], 'location-address', true],
    ['guests-and-rooms/beds ahead of progress', [], 'guests-and-rooms-beds', true],
    ['a step ahead that is not visitable ahead', [], 'location-map', false],
    ['the step after an ahead step', ['location-address'], 'location-map', false],
    ['publish before everything is done', [], 'publish', false],
    ['an unknown step', [], 'nope', false],
  ])('canVisit: %s -> %s', (_, completed, id, expected) => {
    expect(canVisit(steps, completed, id)).toBe(expected);
  });

  it('an excluded or hidden step is never visitable, even if completed', () => {
    const excluded = visibleSteps(vis({ excluded: ['location-address'] }));
    expect(canVisit(excluded, ['location-address'], 'location-address')).toBe(false);
    const furtherUnit = visibleSteps(vis({ flow: 'multi-unit', firstUnit: false }));
    expect(canVisit(furtherUnit, ['location'], 'location')).toBe(false);
  });

  it('next: only onto a step the host may open; a formless step is passed', () => {
    expect(nextTarget('single-unit', steps, [], 'property')).toBeUndefined(); // location is not current yet
    expect(nextTarget('single-unit', steps, ['property'], 'property')?.id).toBe('location');
    expect(nextTarget('single-unit', steps, [], 'location')?.id).toBe('location-address'); // visitable ahead at any time
    expect(nextTarget('single-unit', steps, [], 'location-address')).toBeUndefined(); // location-map is not
    const multi = visibleSteps(vis({ flow: 'multi-unit' }));
    const beforeStart = ['property', 'location', 'location-address', 'location-map', 'property-title'];
    expect(nextTarget('multi-unit', multi, beforeStart, 'start-unit')?.id).toBe('unit-type');
    expect(nextTarget('single-unit', steps, ids(steps), 'publish')).toBeUndefined(); // nothing after the last
  });

  it('back: onto the previous step when the host may open it', () => {
    expect(backTarget('single-unit', steps, ['property'], 'location')?.id).toBe('property');
    expect(backTarget('single-unit', steps, [], 'property')).toBeUndefined();
    // Ahead on location-address with location current: back to location is allowed.
    expect(backTarget('single-unit', steps, ['property'], 'location-address')?.id).toBe('location');
    // Ahead on guests-and-rooms/beds: guests-and-rooms/info is neither done nor current.
    expect(backTarget('single-unit', steps, ['property'], 'guests-and-rooms-beds')).toBeUndefined();
  });

  it('after a save: the next step when it may be opened, else the current step', () => {
    expect(stepAfterSave('single-unit', steps, ['property'], 'property')?.id).toBe('location');
    expect(stepAfterSave('single-unit', steps, ['property', 'location-address'], 'location-address')?.id).toBe('location');
    const done = upTo('title');
    expect(stepAfterSave('single-unit', steps, done, 'location')?.id).toBe('location-address'); // revisiting: the following step
    // The saved step vanished (onboarding finished): the step after it in catalogue order.
    const onboarding = visibleSteps(vis({ onboardingFinished: false }));
    const finished = withoutOnboardingSteps(onboarding);
    const all = withCompleted('single-unit', ids(onboarding).slice(0, -1), 'personal-details-owner');
    expect(stepAfterSave('single-unit', finished, all, 'personal-details-owner')?.id).toBe('publish');
  });

  it('withCompleted keeps catalogue order and no duplicates', () => {
    expect(withCompleted('single-unit', ['title', 'property'], 'location')).toEqual(['property', 'location', 'title']);
    expect(withCompleted('single-unit', ['property'], 'property')).toEqual(['property']);
  });
});

describe('progress (HC §3, HC §4)', () => {
  it.each<[string, StepVisibility, string[], number]>([
    ['nothing done', vis(), [], 0],
    ['publish alone counts for nothing', vis(), ['publish'], 0],
    ['single-unit property-basic-info done (weights 5 of 29)', vis(), ['property', 'location', 'location-address', 'location-map'], 17],
    ['start-unit counts for nothing', vis({ flow: 'multi-unit' }), ['start-unit'], 0],
  ])('total: %s', (_, v, completed, total) => {
    expect(progress(visibleSteps(v), completed).total).toBe(total);
  });

  it('per group, in the flow order, from weights', () => {
    const steps = visibleSteps(vis());
    const p = progress(steps, ['property', 'location', 'location-address', 'location-map', 'photos']);
    expect(p.groups).toEqual([
      { group: 'property-basic-info', percent: 100 },
      { group: 'property-detail', percent: 33 }, // photos 3 of 9
      { group: 'pricing-and-availability', percent: 0 },
      { group: 'final-info', percent: 0 },
    ]);
  });

  it('multi-unit groups', () => {
    expect(progress(visibleSteps(vis({ flow: 'multi-unit' })), []).groups.map((g) => g.group)).toEqual(STEP_GROUPS['multi-unit']);
  });

  it('a group of formless steps only is complete (nothing to fill in)', () => {
    const only = visibleSteps(vis({ flow: 'multi-unit', excluded: MULTI_PROPERTY.slice(0, 5).map((r) => r.replace(/\//g, '-')) }));
    expect(progress(only, []).groups[0]).toEqual({ group: 'property-basic-info', percent: 100 });
  });

  it('canPublish once every form step is completed, formless ones aside', () => {
    const steps = visibleSteps(vis({ flow: 'multi-unit' }));
    const forms = ids(steps.filter((s) => s.hasForm));
    expect(canPublish(steps, forms)).toBe(true);
    expect(canPublish(steps, forms.slice(1))).toBe(false);
  });
});

describe('properties over any unit and any completion', () => {
  const visibility = fc.record({
    flow: fc.constantFrom<ListingFlow>('single-unit', 'multi-unit'),
    onboardingFinished: fc.boolean(),
    firstUnit: fc.boolean(),
    excluded: fc.subarray(ids(LISTING_STEPS['single-unit']).concat(ids(LISTING_STEPS['multi-unit']))),
  });
  const unitAndOrder = visibility.chain((v) => {
    const steps = visibleSteps(v);
    return fc.tuple(fc.constant(v), fc.shuffledSubarray(ids(steps), { minLength: steps.length, maxLength: steps.length }));
  });

  it('progress stays within 0..100, per group and in total', () => {
    fc.assert(
      fc.property(visibility, fc.array(fc.string()), (v, junk) => {
        const steps = visibleSteps(v);
        const p = progress(steps, [...junk, ...ids(steps).filter((_, i) => i % 2 === 0)]);
        for (const n of [p.total, ...p.groups.map((g) => g.percent)]) expect(n >= 0 && n <= 100 && Number.isInteger(n)).toBe(true);
      }),
    );
  });

  it('progress never goes down as steps complete, in any order, and is 100 only when every form step is', () => {
    fc.assert(
      fc.property(unitAndOrder, ([v, order]) => {
        const steps = visibleSteps(v);
        let completed: string[] = [];
        let last = progress(steps, completed);
        for (const id of order) {
          completed = withCompleted(v.flow, completed, id);
          const now = progress(steps, completed);
          expect(now.total).toBeGreaterThanOrEqual(last.total);
          now.groups.forEach((g, i) => expect(g.percent).toBeGreaterThanOrEqual(last.groups[i].percent));
          if (steps.some((s) => s.hasForm)) expect(now.total === 100).toBe(canPublish(steps, completed));
          last = now;
        }
      }),
    );
  });

  it('the current step is always visitable, and walking "next" from it never skips a step not done', () => {
    fc.assert(
      fc.property(visibility, fc.nat(), (v, cut) => {
        const steps = visibleSteps(v);
        const completed = ids(steps).slice(0, cut % (steps.length + 1));
        const current = currentStep(steps, completed);
        if (current) expect(canVisit(steps, completed, current.id)).toBe(true);
        for (const s of steps) {
          const next = nextTarget(v.flow, steps, completed, s.id);
          // Next lands on a done step, the current step (once a formless one is passed), or an ahead step.
          const passed = s.hasForm ? completed : withCompleted(v.flow, completed, s.id);
          if (next) expect(passed.includes(next.id) || next.visitableAhead || next.id === currentStep(steps, passed)?.id).toBe(true);
        }
      }),
    );
  });

  it('a step not visible is never visitable', () => {
    fc.assert(
      fc.property(visibility, fc.subarray(ids(LISTING_STEPS['multi-unit'])), (v, completed) => {
        const steps = visibleSteps(v);
        for (const s of LISTING_STEPS[v.flow]) if (!steps.includes(s)) expect(canVisit(steps, completed, s.id)).toBe(false);
      }),
    );
  });
});

describe('Save (HC §4: valid and changed, unless overridden)', () => {
  it.each<[boolean, boolean, boolean, boolean]>([
    // dirty, valid, step completed, enabled
    [false, false, true, false],
    [false, true, true, false], // unchanged
    [true, false, true, false], // invalid
    [true, true, true, true],
    [false, false, false, false],
    [false, true, false, true], // the override: a first save of valid defaults
    [true, false, false, false],
    [true, true, false, true],
  ])('dirty %s, valid %s, completed %s -> %s', (dirty, valid, completed, enabled) => {
    expect(canSaveStep({ dirty, valid }, completed)).toBe(enabled);
  });
});

describe('the server view of the catalogue', () => {
  it('listingSteps lists every step of the flow, onboarding ones included', () => {
    expect(listingSteps('single')).toEqual(ids(LISTING_STEPS['single-unit']));
    expect(listingSteps('multi')).toContain('start-unit');
  });
  it('unknownSteps names what the flow does not have; normalise orders and dedupes', () => {
    expect(unknownSteps('single', ['property', 'start-unit', 'bogus'])).toEqual(['start-unit', 'bogus']);
    expect(normaliseCompletedSteps('multi', ['publish', 'property', 'property', 'bogus'])).toEqual(['property', 'publish']);
  });
});
