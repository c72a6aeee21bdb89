// The listing wizard's steps and the rules over them (HC §2 "Multi-unit wizard",
// "Single-unit wizard", HC §3 "Listing progress", HC §4). Pure: the server (progress it stores) and
// the browser (the wizard machine, the views) share it, so no rule is written twice.
//
// Readings where the spec is silent, chosen here and nowhere else:
// - Weights per step are not given (only "0 to 3", publish 0): formless steps weigh 0, every form
//   step 1 to 3 by effort. Every form step weighs at least 1 so that 100 % means "all done".
// - Onboarding-only steps sit just before publish, in the final-info group, in the spec's order.
//   The onboarding variant is the normal flow plus them; finishing onboarding removes them.
// - A formless step counts as completed once passed (it may be in the completed set); it never
//   counts towards progress.
// - In the multi-unit flow the property steps belong to the first unit only; later units of the
//   same property start at unit-type (the property is edited from the management pages).

export type ListingFlow = 'single-unit' | 'multi-unit';
export type PropertyType = 'single' | 'multi';

export type StepGroup =
  | 'property-basic-info'
  | 'property-detail'
  | 'unit-basic-info'
  | 'unit-details'
  | 'pricing-and-availability'
  | 'final-info';

export const STEP_GROUPS: Record<ListingFlow, readonly StepGroup[]> = {
  'single-unit': ['property-basic-info', 'property-detail', 'pricing-and-availability', 'final-info'],
  'multi-unit': ['property-basic-info', 'unit-basic-info', 'unit-details', 'pricing-and-availability', 'final-info'],
};

/** Effort weights run from 0 to 3 (HC §9). */
export type StepWeight = 0 | 1 | 2 | 3;
export const MAX_STEP_WEIGHT = 3;

export interface ListingStep {
  /** Stable name, used in the completed set of the listing progress (kebab-case route). */
  id: string;
  /** Path segment(s) after /listing/<flow>/{propertyId}/{unitId}/. */
  route: string;
  group: StepGroup;
  weight: StepWeight;
  /** Analytics name: flow and step, snake_case. */
  trackingName: string;
  /** Formless steps (start-unit, publish) are excluded from progress. */
  hasForm: boolean;
  /** May be opened before the steps in front of it are completed (HC §2). */
  visitableAhead: boolean;
  /** Shown only while onboarding is in progress. */
  onboardingOnly: boolean;
  /** Multi-unit: steps about the property (shared by its units) or about the unit. */
  scope: 'property' | 'unit';
}

type StepSpec = [route: string, group: StepGroup, weight: StepWeight, options?: { formless?: true; onboarding?: true; scope?: 'property' }];

/** The two routes the spec lets the host open ahead of progress. */
export const VISITABLE_AHEAD_ROUTES: readonly string[] = ['location/address', 'guests-and-rooms/beds'];

const stepId = (route: string) => route.replace(/\//g, '-');

function catalogue(flow: ListingFlow, specs: StepSpec[]): readonly ListingStep[] {
  const prefix = flow.replace('-', '_');
  return specs.map(([route, group, weight, options = {}]) => ({
    id: stepId(route),
    route,
    group,
    weight,
    trackingName: `${prefix}_${route.replace(/[/-]/g, '_')}`,
    hasForm: !options.formless,
    visitableAhead: VISITABLE_AHEAD_ROUTES.includes(route),
    onboardingOnly: !!options.onboarding,
    scope: options.scope ?? 'unit',
  }));
}

const P = { scope: 'property' } as const;
const ONB = { onboarding: true } as const;

/** Every step of each flow in order, onboarding-only steps included (flagged). */
export const LISTING_STEPS: Record<ListingFlow, readonly ListingStep[]> = {
  'single-unit': catalogue('single-unit', [
    ['property', 'property-basic-info', 1],
    ['location', 'property-basic-info', 2],
    ['location/address', 'property-basic-info', 1],
    ['location/map', 'property-basic-info', 1],
    ['guests-and-rooms/info', 'property-detail', 2],
    ['guests-and-rooms/beds', 'property-detail', 1],
    ['photos', 'property-detail', 3],
    ['amenities', 'property-detail', 2],
    ['title', 'property-detail', 1],
    ['price-and-availability', 'pricing-and-availability', 3],
    ['price-and-availability/promotions', 'pricing-and-availability', 1],
    ['price-and-availability/seasons', 'pricing-and-availability', 2],
    ['listing-verification', 'pricing-and-availability', 1],
    ['listing-verification/status', 'pricing-and-availability', 1],
    ['calendar-availability', 'pricing-and-availability', 2],
    ['booking-preference', 'pricing-and-availability', 1],
    ['regional-requirements', 'final-info', 1],
    ['subscription/plan', 'final-info', 2],
    ['subscription/boost', 'final-info', 1],
    ['commission-model', 'final-info', 1, ONB],
    ['verification/info', 'final-info', 1, ONB],
    ['verification/owner', 'final-info', 2, ONB],
    ['verification/upload', 'final-info', 2, ONB],
    ['commercial-model', 'final-info', 1, ONB],
    ['commercial-model/plan', 'final-info', 1, ONB],
    ['commercial-model/plan-services', 'final-info', 1, ONB],
    ['identity-and-payout-details/upload', 'final-info', 2, ONB],
    ['identity-and-payout-details/payout', 'final-info', 2, ONB],
    ['identity-and-payout-details/payout-document', 'final-info', 2, ONB],
    ['payout/info', 'final-info', 1, ONB],
    ['payout/upload', 'final-info', 2, ONB],
    ['personal-details/info', 'final-info', 1, ONB],
    ['personal-details/owner', 'final-info', 2, ONB],
    ['publish', 'final-info', 0, { formless: true }],
  ]),
  'multi-unit': catalogue('multi-unit', [
    ['property', 'property-basic-info', 1, P],
    ['location', 'property-basic-info', 2, P],
    ['location/address', 'property-basic-info', 1, P],
    ['location/map', 'property-basic-info', 1, P],
    ['property-title', 'property-basic-info', 1, P],
    ['start-unit', 'property-basic-info', 0, { formless: true, scope: 'property' }],
    ['unit-type', 'unit-basic-info', 1],
    ['guests-and-rooms/info', 'unit-basic-info', 2],
    ['guests-and-rooms/beds', 'unit-basic-info', 1],
    ['photos', 'unit-details', 3],
    ['amenities', 'unit-details', 2],
    ['title', 'unit-details', 1],
    ['price-and-availability', 'pricing-and-availability', 3],
    ['price-and-availability/promotions', 'pricing-and-availability', 1],
    ['price-and-availability/seasons', 'pricing-and-availability', 2],
    ['calendar-availability', 'pricing-and-availability', 2],
    ['booking-preference', 'pricing-and-availability', 1],
    ['regional-requirements', 'final-info', 1],
    ['commission-model', 'final-info', 1, ONB],
    ['verification/info', 'final-info', 1, ONB],
    ['verification/owner', 'final-info', 2, ONB],
    ['verification/upload', 'final-info', 2, ONB],
    ['personal-details/info', 'final-info', 1, ONB],
    ['personal-details/owner', 'final-info', 2, ONB],
    ['payout/info', 'final-info', 1, ONB],
    ['payout/upload', 'final-info', 2, ONB],
    ['publish', 'final-info', 0, { formless: true }],
  ]),
};

/** /listing/property/{p}/unit/{u} redirects by property type (HC §2). */
export const flowFor = (propertyType: PropertyType): ListingFlow => (propertyType === 'multi' ? 'multi-unit' : 'single-unit');

/** What decides which steps a unit's wizard shows. JSON-serialisable (it lives in machine context). */
export interface StepVisibility {
  flow: ListingFlow;
  /** Onboarding finished switches from the onboarding variant to the normal one (HC §4). */
  onboardingFinished: boolean;
  /** Multi-unit: the first unit of the property also walks the property steps. */
  firstUnit: boolean;
  /** Step ids excluded for this unit (a step link is valid only when not excluded). */
  excluded: readonly string[];
}

/** The steps a unit's wizard shows, in order: variant, per-unit filter and exclusions applied. */
export function visibleSteps(v: StepVisibility): ListingStep[] {
  return LISTING_STEPS[v.flow].filter(
    (s) =>
      !(s.onboardingOnly && v.onboardingFinished) &&
      !(v.flow === 'multi-unit' && s.scope === 'property' && !v.firstUnit) &&
      !v.excluded.includes(s.id),
  );
}

export const findStep = (steps: readonly ListingStep[], id: string | null | undefined) => steps.find((s) => s.id === id);

/** The current step: the first one not completed (HC §4); undefined when all are. */
export function currentStep(steps: readonly ListingStep[], completed: readonly string[]): ListingStep | undefined {
  return steps.find((s) => !completed.includes(s.id));
}

/** Where the wizard opens: the current step, or the last one when everything is completed. */
export const landingStep = (steps: readonly ListingStep[], completed: readonly string[]): ListingStep | undefined =>
  currentStep(steps, completed) ?? steps.at(-1);

/** A step may be opened when it is shown and completed, current or visitable ahead. */
export function canVisit(steps: readonly ListingStep[], completed: readonly string[], id: string): boolean {
  const step = findStep(steps, id);
  if (!step) return false; // excluded or hidden: the link is not valid
  return completed.includes(id) || currentStep(steps, completed)?.id === id || step.visitableAhead;
}

/** The completed set with `id` added, kept in catalogue order so equal sets compare equal. */
export function withCompleted(flow: ListingFlow, completed: readonly string[], id: string): string[] {
  const set = new Set([...completed, id]);
  return LISTING_STEPS[flow].filter((s) => set.has(s.id)).map((s) => s.id);
}

const catalogueIndex = (flow: ListingFlow, id: string) => LISTING_STEPS[flow].findIndex((s) => s.id === id);

/**
 * The shown step after `id` in catalogue order. `id` need not be shown any more (an onboarding
 * step that vanished when onboarding finished): the shown steps are a subsequence of the catalogue.
 */
export function stepAfter(steps: readonly ListingStep[], flow: ListingFlow, id: string): ListingStep | undefined {
  const at = catalogueIndex(flow, id);
  return steps.find((s) => catalogueIndex(flow, s.id) > at);
}

/** The shown step before `id` in catalogue order. */
export function stepBefore(steps: readonly ListingStep[], flow: ListingFlow, id: string): ListingStep | undefined {
  const at = catalogueIndex(flow, id);
  return steps.findLast((s) => catalogueIndex(flow, s.id) < at);
}

/** Leaving a formless step forwards passes it: it joins the completed set. */
export const passStep = (flow: ListingFlow, steps: readonly ListingStep[], completed: readonly string[], id: string): string[] =>
  findStep(steps, id)?.hasForm === false ? withCompleted(flow, completed, id) : [...completed];

/** The steps of a flow with these ids, in catalogue order (unknown ids dropped). */
export const stepsByIds = (flow: ListingFlow, ids: readonly string[]): ListingStep[] => LISTING_STEPS[flow].filter((s) => ids.includes(s.id));

/**
 * The shown steps once onboarding is finished: the same filter without the onboarding-only steps
 * (the filters of visibleSteps are independent, so this equals visibleSteps with the flag set).
 */
export const withoutOnboardingSteps = (steps: readonly ListingStep[]): ListingStep[] => steps.filter((s) => !s.onboardingOnly);

/** Next without saving: to the following step, if the host may open it once this one is passed. */
export function nextTarget(flow: ListingFlow, steps: readonly ListingStep[], completed: readonly string[], from: string): ListingStep | undefined {
  const after = stepAfter(steps, flow, from);
  return after && canVisit(steps, passStep(flow, steps, completed, from), after.id) ? after : undefined;
}

/** Back: to the previous step, if the host may open it (an ahead step's predecessor may not be). */
export function backTarget(flow: ListingFlow, steps: readonly ListingStep[], completed: readonly string[], from: string): ListingStep | undefined {
  const before = stepBefore(steps, flow, from);
  return before && canVisit(steps, completed, before.id) ? before : undefined;
}

/**
 * Where a successful save leads: the following step when it may be opened, otherwise the current
 * step (saving an ahead step does not let the host skip the steps in front of it).
 */
export function stepAfterSave(flow: ListingFlow, steps: readonly ListingStep[], completed: readonly string[], saved: string): ListingStep | undefined {
  const after = stepAfter(steps, flow, saved);
  return after && canVisit(steps, completed, after.id) ? after : landingStep(steps, completed);
}

export interface ListingProgress {
  /** 0..100, whole percent, rounded down so 100 means every form step is completed. */
  total: number;
  groups: { group: StepGroup; percent: number }[];
}

const percentOf = (steps: readonly ListingStep[], completed: readonly string[]) => {
  const counted = steps.filter((s) => s.hasForm);
  const all = counted.reduce((sum, s) => sum + s.weight, 0);
  if (all === 0) return 100; // nothing to fill in
  const done = counted.filter((s) => completed.includes(s.id)).reduce((sum, s) => sum + s.weight, 0);
  return Math.floor((done * 100) / all);
};

/** Progress from effort weights, per group (in the flow's group order) and in total (HC §4). */
export function progress(steps: readonly ListingStep[], completed: readonly string[]): ListingProgress {
  const groups = [...new Set(steps.map((s) => s.group))].map((group) => ({
    group,
    percent: percentOf(
      steps.filter((s) => s.group === group),
      completed,
    ),
  }));
  return { total: percentOf(steps, completed), groups };
}

/** Publishing is offered once every form step is completed. */
export const canPublish = (steps: readonly ListingStep[], completed: readonly string[]) =>
  steps.filter((s) => s.hasForm).every((s) => completed.includes(s.id));

// The server's view of the same catalogue (services/units.ts): it stores a unit's completed set
// and must accept every step of the unit's flow, onboarding-only ones included.

/** Every step id of a property type's flow, in order. */
export const listingSteps = (propertyType: PropertyType): string[] => LISTING_STEPS[flowFor(propertyType)].map((s) => s.id);

/** Ids of the formless steps of either flow (they never count towards progress). */
export const FORMLESS_STEPS: readonly string[] = [...new Set(Object.values(LISTING_STEPS).flatMap((steps) => steps.filter((s) => !s.hasForm).map((s) => s.id)))];

/** Names in a completed set that the property type's flow does not have. */
export const unknownSteps = (propertyType: PropertyType, completed: readonly string[]): string[] => {
  const known = new Set(listingSteps(propertyType));
  return completed.filter((id) => !known.has(id));
};

/** A completed set without duplicates, in catalogue order (unknown names dropped). */
export const normaliseCompletedSteps = (propertyType: PropertyType, completed: readonly string[]): string[] => {
  const set = new Set(completed);
  return listingSteps(propertyType).filter((id) => set.has(id));
};

/**
 * Save is enabled only when the form is valid and changed, unless overridden (HC §4). The
 * override here: a step the host has not completed yet may be saved as it stands once valid,
 * since its prefilled values or defaults are an answer (otherwise a host happy with the default
 * price or booking preference could never complete the step).
 */
export const canSaveStep = (form: { dirty: boolean; valid: boolean }, stepCompleted: boolean) => form.valid && (form.dirty || !stepCompleted);
