import { LISTING_STEPS, type ListingFlow } from '../src/shared/domain/listing-steps';
import { STEP_VISIBILITY_RULES, type StepVisibilityFacts } from '../src/shared/domain/listing-step-visibility';
import { VERIFICATION_SETTING_RULES, VERIFICATION_STEPS, visibleVerificationSteps, type VerificationFacts, type VerificationHostType } from '../src/shared/domain/verification-steps';

// The steps of the two step-based workflows (the listing wizard, the verification flow) read from
// their step catalogues in src/shared/domain, never listed again here: each step in order, the
// rules under which a host does not see it (in the catalogue's own words), and whether it counts
// toward progress. Pure: the machine page draws it as a flowchart and lists it.

export interface CatalogueStep {
  /** The catalogue's id ('guests-and-rooms-info', 'owner/info'). */
  id: string;
  /** The rules, in words, under which the step is skipped; empty when every host sees it. */
  skippedWhen: readonly string[];
  countsTowardProgress: boolean;
}

export interface StepFlow {
  /** Which variant of the catalogue: the wizard's flow or the verification's kind of host. */
  flow: ListingFlow | VerificationHostType;
  steps: readonly CatalogueStep[];
}

/** Every combination of the yes/no facts: a rule is named for a flow only when it can apply there. */
function combinations<T extends Record<string, readonly unknown[]>>(choices: T): { [K in keyof T]: T[K][number] }[] {
  return Object.entries(choices).reduce<Record<string, unknown>[]>(
    (all, [key, values]) => all.flatMap((facts) => values.map((value) => ({ ...facts, [key]: value }))),
    [{}],
  ) as { [K in keyof T]: T[K][number] }[];
}

const BOTH = [false, true] as const;
const HOST_CHOICES = { commercialModel: ['subscription', 'commission'], hostType: ['individual', 'company'], kycInitiated: BOTH, subscriptionEnabled: BOTH, isB2B: BOTH } as const;

export const ONBOARDING_ONLY_RULE = 'onboarding-only step: gone once onboarding is finished';
export const PROPERTY_STEP_RULE = 'a further unit of the property: the property steps belong to its first unit';

function listingFlow(flow: ListingFlow): StepFlow {
  const facts: StepVisibilityFacts[] = combinations({ ...HOST_CHOICES, flow: [flow], listingVerification: ['verified', 'pending', null] as const });
  const rules = STEP_VISIBILITY_RULES.filter((row) => facts.some(row.applies));
  return {
    flow,
    steps: LISTING_STEPS[flow].map((step) => ({
      id: step.id,
      skippedWhen: [
        ...(step.onboardingOnly ? [ONBOARDING_ONLY_RULE] : []),
        // visibleSteps (listing-steps.ts) leaves the property steps out for a multi-unit property's later units.
        ...(flow === 'multi-unit' && step.scope === 'property' ? [PROPERTY_STEP_RULE] : []),
        ...rules.filter((row) => row.hides.includes(step.id)).map((row) => row.rule),
      ],
      // Progress is weighed over the form steps (listing-steps.ts, percentOf); formless ones never count.
      countsTowardProgress: step.hasForm && step.weight > 0,
    })),
  };
}

function verificationFlow(hostType: VerificationHostType): StepFlow {
  const facts: VerificationFacts[] = combinations({ ...HOST_CHOICES, hostType: [hostType], verificationEnabled: BOTH, payoutEnabled: BOTH, personalDetailsUploadEnabled: BOTH }).map(
    ({ verificationEnabled, payoutEnabled, personalDetailsUploadEnabled, ...host }) => ({ ...host, settings: { verificationEnabled, payoutEnabled, personalDetailsUploadEnabled } }),
  );
  const wizardRules = STEP_VISIBILITY_RULES.filter((row) => facts.some((f) => row.applies({ ...f, flow: 'single-unit', listingVerification: null })));
  const settingRules = VERIFICATION_SETTING_RULES.filter((row) => facts.some(row.applies));
  const visible = facts.map((f) => new Set(visibleVerificationSteps(f).map((s) => s.id)));
  return {
    flow: hostType,
    steps: VERIFICATION_STEPS[hostType].map((step) => {
      // Skipped when some host does not see it; the reasons are the rows that hide the wizard
      // steps it stands for (verification-steps.ts: visible when one of them is).
      const skippable = visible.some((shown) => !shown.has(step.id));
      const reasons = [...wizardRules, ...settingRules].filter((row) => row.hides.some((id) => step.listingSteps.includes(id))).map((row) => row.rule);
      if (step.needs) reasons.push(`shown only together with ${step.needs}`);
      return { id: step.id, skippedWhen: skippable ? [...new Set(reasons)] : [], countsTowardProgress: true };
    }),
  };
}

/** The step catalogue a machine sequences, per variant; null for a machine without steps. */
export function stepCatalogue(machineName: string): StepFlow[] | null {
  if (machineName === 'listing-wizard') return [listingFlow('single-unit'), listingFlow('multi-unit')];
  if (machineName === 'verification-flow') return [verificationFlow('individual'), verificationFlow('company')];
  return null;
}

export interface StepChartText {
  /** The title shown for a step (translated by the page); the id by default. */
  title?: (id: string) => string;
  /** The label of a skip edge. */
  skip?: string;
}

/** The Mermaid flowchart of the steps: one box per step in order, a dashed edge past each skippable one. */
export function stepChart(steps: readonly CatalogueStep[], text: StepChartText = {}): string {
  const title = text.title ?? ((id: string) => id);
  const node = (i: number) => (i < 0 ? 'start' : i >= steps.length ? 'done' : `s${i}`);
  const box = (value: string) => value.replace(/["#;]/g, ' ').trim();
  const lines = ['flowchart TD', '  start(( ))'];
  steps.forEach((step, i) => lines.push(`  s${i}["${box(title(step.id))}"]`));
  lines.push('  done(( ))');
  for (let i = -1; i < steps.length; i++) lines.push(`  ${node(i)} --> ${node(i + 1)}`);
  // A dashed edge passes over each skippable step: from the box before it to the box after it.
  steps.forEach((step, i) => {
    if (step.skippedWhen.length) lines.push(`  ${node(i - 1)} -.->|${box(text.skip ?? 'skip')}| ${node(i + 1)}`);
  });
  // Steps that do not count toward progress are drawn with a dashed border.
  const uncounted = steps.flatMap((step, i) => (step.countsTowardProgress ? [] : [`s${i}`]));
  if (uncounted.length) lines.push('  classDef uncounted stroke-dasharray:4 3', `  class ${uncounted.join(',')} uncounted`);
  return lines.join('\n');
}
