import type { Page } from '@playwright/test';
import { hostApi } from './api';

// What the journeys that book on a guest page share: a day from today, a demo unit found by its
// title, and free nights asked of the public quote. Each journey searches its own range of days,
// so journeys that book do not take each other's nights.

export const dayIn = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The id of the signed-in host's unit with this title, found through the property list search. */
export async function unitIdByTitle(page: Page, search: string, title: string): Promise<string> {
  const list = (await hostApi(page, 'GET', `/api/app/property-list?criteria[search]=${encodeURIComponent(search)}`)) as { items: { units: { id: string; title: string | null }[] }[] };
  return list.items.flatMap((p) => p.units).find((u) => u.title === title)!.id;
}

/** The first `nights` free nights of a unit for 2 guests, starting between `from` and `to` days from today. */
export async function freeNights(page: Page, unitId: string, range: { from: number; to: number }, nights = 3): Promise<{ checkIn: string; checkOut: string }> {
  for (let from = range.from; from < range.to; from += 1) {
    const quote = await page.request.get(`/api/public/property-units/${unitId}/quote?checkIn=${dayIn(from)}&checkOut=${dayIn(from + nights)}&guests=2`);
    if (quote.ok() && (await quote.json()).bookable) return { checkIn: dayIn(from), checkOut: dayIn(from + nights) };
  }
  throw new Error(`no ${nights} free nights on unit ${unitId} from +${range.from} to +${range.to}`);
}
