import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

// axe-core run straight in the page (WCAG 2 A and AA rules). The app has no frames, so the main
// document is the whole page: axe.run there is all an audit needs. The source is put into a
// document once and reused by every later audit of it; the Playwright wrapper compiled it twice
// per audit and opened a blank page to merge per-frame results, which took about as long as
// the audit itself.

declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What one audit reports: a violated rule and where. */
export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The serious and critical WCAG 2 A/AA violations in the page, or inside the first element
 * `within` matches. Only violations are collected: axe lists a node for each other result type
 * too, which costs time and is never read here.
 */
export async function seriousViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axeSource);
  // Contrast is measured on the settled page: a panel fading in (the calendar's sidebar slides in
  // over 300 ms from opacity 0) reads as faint text mid-way. Finite animations end; spinners run on.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async (selector) => {
    const axe = window.axe!;
    const options: Axe.RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] };
    const result = await axe.run(selector ? { include: [selector] } : document, options);
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, within);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
