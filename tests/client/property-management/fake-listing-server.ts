import { vi } from 'vitest';
import { propertiesConfiguration } from '../../../src/server/config/properties-configuration/build';
import type { Property } from '../../../src/shared/schemas/property';
import type { Unit } from '../../../src/shared/schemas/unit';
import type { UserInfo } from '../../../src/shared/schemas/user-info';
import { testProperty, testUnit } from '../support/step-form';
import { userInfo } from '../../shared/user-info-fixture';

// A small in-memory API of one host with properties and units, installed as fetch (the network
// boundary): the real pages, react-query and HTTP client run against it. Tests read `calls` and may
// answer one route themselves (`once`).

export interface Call {
  method: string;
  path: string;
  body: string;
}

/** covers: a unit's cover thumbnail URL by its id, as the unit cards carry it; a unit not named has none. */
export function fakeListingServer(init: { properties?: Property[]; units?: Unit[]; user?: UserInfo; eligible?: boolean; completedSteps?: string[]; covers?: Record<string, string> } = {}) {
  const state = {
    properties: init.properties ?? [testProperty({ title: 'Villa Aurora', state: 'PUBLISHED', location: { street: 'Via Roma', houseNumberOrName: '3', postalCode: '00184', city: 'Roma', countryName: 'Italy' } })],
    units: init.units ?? [testUnit({ title: 'Villa Aurora', state: 'PUBLISHED', guests: 4, bedroomCount: 2 })],
    user: init.user ?? userInfo(),
    eligible: init.eligible ?? true,
    calls: [] as Call[],
    overrides: new Map<string, (body: string) => Response>(),
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const problem = (status: number, extra: Record<string, unknown> = {}) =>
    new Response(JSON.stringify({ type: `urn:host-portal:problem:${status === 404 ? 'not-found' : 'validation'}`, title: 'Problem', status, ...extra }), {
      status,
      headers: { 'content-type': 'application/problem+json' },
    });
  const now = () => new Date(Date.now() + state.calls.length).toISOString();
  const card = (u: Unit) => ({ id: u.publicId, title: u.title, image: init.covers?.[u.publicId] ?? null, state: u.state, guests: u.guests, size: u.propertySize, bedroomCount: u.bedroomCount });
  const page = <T>(items: T[]) => ({ items, pagination: { current: 1, next: null, pages: items.length ? 1 : 0, total: items.length } });

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    state.calls.push({ method: request.method, path: url.pathname, body });
    const route = `${request.method} ${url.pathname}`;
    const override = state.overrides.get(route);
    if (override) {
      state.overrides.delete(route);
      return override(body);
    }
    let m: RegExpMatchArray | null;
    if (route === 'GET /api/app/user/info') return json(state.user);
    if (route === 'GET /api/app/listing-eligibility') return json(state.eligible ? { eligible: true, reasons: [] } : { eligible: false, reasons: ['accountExpired'] });
    if (route === 'POST /api/app/client-events') return new Response(null, { status: 204 });
    if (route === 'GET /api/app/properties-configuration') return json(propertiesConfiguration('en-US'));
    if (route === 'GET /api/app/properties') return json(page(state.properties.map((p) => ({ id: p.id, title: p.title, image: null, units: p.unitIds.length, accommodationType: p.accommodationType, propertyType: p.propertyType, state: p.state, invalidFields: p.invalidFields }))));
    if ((m = route.match(/^GET \/api\/app\/properties\/([^/]+)\/units$/))) {
      if (!state.properties.some((p) => p.id === m![1])) return problem(404);
      return json(page(state.units.filter((u) => u.propertyId === m![1]).map(card)));
    }
    if ((m = route.match(/^POST \/api\/app\/properties\/([^/]+)\/units$/))) {
      const unit = testUnit({ publicId: `unit-${state.units.length + 1}`, propertyId: m[1], propertyType: 'multi' });
      state.units.push(unit);
      state.properties = state.properties.map((p) => (p.id === m![1] ? { ...p, unitIds: [...p.unitIds, unit.publicId] } : p));
      return json(unit, 201);
    }
    if ((m = route.match(/^(GET|PATCH) \/api\/app\/properties\/([^/]+)$/))) {
      const index = state.properties.findIndex((p) => p.id === m![2]);
      if (index === -1) return problem(404);
      if (m[1] === 'PATCH') state.properties[index] = { ...state.properties[index]!, ...JSON.parse(body), updatedAt: now() };
      return json(state.properties[index]);
    }
    if ((m = route.match(/^(GET|PATCH) \/api\/app\/property-unit\/([^/]+)$/))) {
      const index = state.units.findIndex((u) => u.publicId === m![2]);
      if (index === -1) return problem(404);
      if (m[1] === 'PATCH') state.units[index] = { ...state.units[index]!, ...JSON.parse(body), updatedAt: now() };
      return json(state.units[index]);
    }
    if ((m = route.match(/^GET \/api\/app\/property-unit\/([^/]+)\/listing-progress$/))) {
      const unit = state.units.find((u) => u.publicId === m![1]);
      if (!unit) return problem(404);
      return json({ unitId: unit.publicId, propertyType: unit.propertyType, completedSteps: init.completedSteps ?? [], steps: [] });
    }
    if ((m = route.match(/^PATCH \/api\/app\/property-unit\/([^/]+)\/(publish|unpublish)$/))) {
      const index = state.units.findIndex((u) => u.publicId === m![1]);
      if (index === -1) return problem(404);
      state.units[index] = { ...state.units[index]!, state: m[2] === 'publish' ? 'PUBLISHED' : 'UNPUBLISHED', updatedAt: now() };
      return json({ unit: state.units[index], userInfo: state.user });
    }
    return problem(404);
  }

  vi.stubGlobal('fetch', vi.fn(handle));
  return {
    state,
    /** Answers the next call of a route (e.g. 'PATCH /api/app/property-unit/unit-1') with this response. */
    once: (route: string, respond: (body: string) => Response) => state.overrides.set(route, respond),
    callsTo: (method: string, path: string) => state.calls.filter((c) => c.method === method && c.path === path),
    problem,
  };
}
