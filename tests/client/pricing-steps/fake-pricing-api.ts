import * as v from 'valibot';
import { vi } from 'vitest';
import { buildPropertiesConfiguration } from '../../../src/server/config/properties-configuration/build';
import { PriceConfigurationSchema, type PriceConfiguration } from '../../../src/shared/schemas/price-configuration';
import { withSeasonRanges } from '../../../src/shared/domain/season-range';
import { PROMOTION_TYPES, promotionTextKeys, unitPromotions } from '../../../src/shared/domain/promotions';

// The network boundary of the pricing step tests: fetch answers like the API would, from the
// server's own defaults, configuration and promotion lists. Every request is recorded; a test can
// make the next PATCH fail with a problem answer.

export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string | null;
  body: unknown;
}

export function fakePricingApi(stored: Partial<PriceConfiguration> = {}, promotions: Record<string, string> = {}, options: { saved?: boolean } = {}) {
  const requests: RecordedRequest[] = [];
  // Whether the unit's configuration was ever saved: the server's defaults until it was.
  let saved = options.saved ?? true;
  let configuration = v.parse(PriceConfigurationSchema, { nightlyPrice: 10, ...stored });
  let nextFailure: { status: number; invalidParams: { name: string; reason: string }[] } | null = null;
  const json = (body: unknown, status = 200, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    const text = await req.text();
    requests.push({ method: req.method, path: url.pathname, contentType: req.headers.get('content-type'), body: text ? JSON.parse(text) : undefined });
    if (url.pathname === '/api/app/properties-configuration') return json(buildPropertiesConfiguration('en-US'));
    if (url.pathname.endsWith('/price-configuration')) {
      if (req.method === 'PATCH') {
        if (nextFailure) {
          const failure = nextFailure;
          nextFailure = null;
          return json({ type: 'urn:host-portal:problem:validation', title: 'Invalid request', status: failure.status, invalidParams: failure.invalidParams }, failure.status, 'application/problem+json');
        }
        configuration = v.parse(PriceConfigurationSchema, { ...configuration, ...(JSON.parse(text) as object) });
        saved = true;
      }
      return json({ unitId: 'unit-1', saved, ...withSeasonRanges(configuration) });
    }
    if (url.pathname.endsWith('/promotions/configuration')) return json({ items: PROMOTION_TYPES.map((p) => ({ type: p.type, discount: p.discount, texts: promotionTextKeys(p.type) })) });
    if (url.pathname.endsWith('/promotions')) return json({ items: unitPromotions(promotions) });
    if (url.pathname.endsWith('/promotion')) {
      const body = JSON.parse(text) as { type: string; state: boolean };
      promotions[body.type] = body.state ? 'ACTIVE' : 'INACTIVE';
      return json(unitPromotions(promotions).find((p) => p.type === body.type));
    }
    // The user info is not needed: the amounts then show the portal's default currency.
    return json({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }, 404, 'application/problem+json');
  });

  return {
    requests,
    writes: () => requests.filter((r) => r.method !== 'GET'),
    failNextPatch: (invalidParams: { name: string; reason: string }[]) => {
      nextFailure = { status: 400, invalidParams };
    },
  };
}
