import { afterEach, vi } from 'vitest';
import { cleanup, within } from '@testing-library/react';
import { scopeTexts } from '../../support/step-form';
import { addDays, todayUtc } from '../../../../src/shared/domain/availability/dates';

// What the calendar page tests share: the English texts of the page, days counted from today,
// the grid's cells, and the setup every file of a real page with a fake fetch needs. (Each file
// still mocks the session itself: vi.mock is hoisted in the file that calls it.)

export const en = scopeTexts(['app', 'calendar', 'calendar-sync']);
/** The English text under a key prefix, e.g. texts('calendar.selection')('footer.label'). */
export const texts = (prefix: string) => (key: string) => en[`${prefix}.${key}`]!;

const today = todayUtc();
/** The day n days from today (UTC), as the grid names it. */
export const day = (n: number) => addDays(today, n);
export const dayCell = (date: string) => document.querySelector<HTMLElement>(`td[data-date="${date}"]`)!;
export const dayButton = (date: string) => within(dayCell(date)).getByRole('button');

/** A clean page and fetch after each test (the page loads through several fetches). */
export function setUpCalendarPageTests() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
