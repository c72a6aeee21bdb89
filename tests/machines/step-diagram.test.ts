import { describe, expect, it } from 'vitest';
import { LISTING_STEPS } from '../../src/shared/domain/listing-steps';
import { VERIFICATION_STEPS } from '../../src/shared/domain/verification-steps';
import { ONBOARDING_ONLY_RULE, stepCatalogue, stepChart } from '../../machines/step-diagram';

// The "Steps" section of the listing wizard's and the verification flow's machine pages: drawn from
// the step catalogues in src/shared/domain, each step once and in order, a dashed edge past each
// skippable step.

const declared = (chart: string) => chart.split('\n').flatMap((line) => /^ {2}(s\d+)\["(.*)"\]$/.exec(line)?.slice(1, 3) ?? []).filter((_, i) => i % 2 === 1);

describe('step catalogue', () => {
  it('holds every step of each catalogue, in catalogue order', () => {
    expect(stepCatalogue('listing-wizard')!.map((f) => [f.flow, f.steps.map((s) => s.id)])).toEqual(Object.entries(LISTING_STEPS).map(([flow, steps]) => [flow, steps.map((s) => s.id)]));
    expect(stepCatalogue('verification-flow')!.map((f) => [f.flow, f.steps.map((s) => s.id)])).toEqual(Object.entries(VERIFICATION_STEPS).map(([flow, steps]) => [flow, steps.map((s) => s.id)]));
    expect(stepCatalogue('review-reply')).toBeNull();
  });

  it('names the rules that skip a step, and which steps count toward progress', () => {
    const single = stepCatalogue('listing-wizard')![0]!.steps;
    const byId = new Map(single.map((s) => [s.id, s]));
    expect(byId.get('property')!.skippedWhen).toEqual([]);
    expect(byId.get('commission-model')!.skippedWhen).toContain(ONBOARDING_ONLY_RULE);
    expect(byId.get('commission-model')!.skippedWhen.join(' ')).toMatch(/subscription hosts/);
    expect(byId.get('subscription-plan')!.skippedWhen).toEqual(['commission hosts choose no subscription plan or boost']);
    expect(byId.get('publish')!.countsTowardProgress).toBe(false);
    expect(byId.get('photos')!.countsTowardProgress).toBe(true);
    const multi = stepCatalogue('listing-wizard')![1]!.steps;
    expect(multi.find((s) => s.id === 'property')!.skippedWhen.length).toBe(1);
    // The B2B rule names the single-unit wizard only: it never hides a multi-unit step.
    expect(multi.flatMap((s) => s.skippedWhen).join(' ')).not.toMatch(/business-to-business/);

    const company = stepCatalogue('verification-flow')![1]!.steps;
    expect(company.find((s) => s.id === 'owner-upload/id')!.skippedWhen).toContain('shown only together with owner/info');
    expect(company.find((s) => s.id === 'payout-info')!.skippedWhen.join(' ')).toMatch(/payout switched off/);
  });
});

describe('stepChart', () => {
  for (const name of ['listing-wizard', 'verification-flow']) {
    for (const { flow, steps } of stepCatalogue(name)!) {
      it(`${name} (${flow}): every step appears once, in order; a skippable step has a dashed skip edge`, () => {
        const chart = stepChart(steps);
        expect(chart.split('\n')[0]).toBe('flowchart TD');
        expect(declared(chart)).toEqual(steps.map((s) => s.id.replace(/["#;]/g, ' ')));
        steps.forEach((step, i) => {
          const before = i === 0 ? 'start' : `s${i - 1}`;
          const after = i === steps.length - 1 ? 'done' : `s${i + 1}`;
          expect(chart.includes(`  ${before} -.->|skip| ${after}`), step.id).toBe(step.skippedWhen.length > 0);
          expect(chart).toContain(`  ${before} --> s${i}`);
        });
      });
    }
  }

  it('uses the titles and skip label it is given, and marks the steps that do not count', () => {
    const chart = stepChart(stepCatalogue('listing-wizard')![0]!.steps, { title: (id) => `Title of ${id}`, skip: 'überspringen' });
    expect(chart).toContain('s0["Title of property"]');
    expect(chart).toContain('-.->|überspringen|');
    expect(chart).toMatch(/class s\d+ uncounted/);
  });
});
