import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { forbidden } from '../http/problem';
import { createProperty, deleteProperty, getProperty, listProperties, listPropertiesWithUnits, patchProperty, putLocation } from '../services/properties';
import { createUnit, listUnits } from '../services/units';
import { PagedSearchQuerySchema } from '../../shared/schemas/pagination';
import { listingEligibility } from '../../shared/domain/listing-eligibility';
import { LocationActionSchema, LocationSchema, PropertyCreateSchema, PropertyPatchSchema } from '../../shared/schemas/property';

// HC §7 Properties, mounted under /api/app (token required, host from the token).
export function propertiesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  // The eligibility page is a convenience: a host that may not list is refused here too.
  const mustBeEligible = (c: { get: (k: 'host') => { status: 'active' | 'expired' | 'deleted' } }) => {
    const verdict = listingEligibility(c.get('host'));
    if (!verdict.eligible) throw forbidden(`This account may not start a listing now (${verdict.reasons.join(', ')}).`);
  };
  const paging = (q: v.InferOutput<typeof PagedSearchQuerySchema>) => ({ search: q['criteria[search]'], page: q.page, limit: q.limit });

  r.get('/properties', validate('query', PagedSearchQuerySchema), async (c) => c.json(await listProperties(db(), c.get('host').id, paging(c.req.valid('query')))));
  r.get('/property-list', validate('query', PagedSearchQuerySchema), async (c) =>
    c.json(await listPropertiesWithUnits(db(), c.get('host').id, paging(c.req.valid('query')))),
  );
  r.post('/properties', validate('json', PropertyCreateSchema), async (c) => {
    mustBeEligible(c);
    return c.json(await createProperty(db(), actorOf(c), c.req.valid('json')), 201);
  });
  r.get('/properties/:id', async (c) => c.json(await getProperty(db(), c.get('host').id, c.req.param('id'))));
  r.patch('/properties/:id', validate('json', PropertyPatchSchema), async (c) => c.json(await patchProperty(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))));
  r.put('/properties/:id/location/:action', validate('param', v.object({ id: v.string(), action: LocationActionSchema })), validate('json', LocationSchema), async (c) => {
    const { id, action } = c.req.valid('param');
    return c.json(await putLocation(db(), actorOf(c), id, action, c.req.valid('json')));
  });
  r.delete('/properties/:id', async (c) => {
    await deleteProperty(db(), actorOf(c), c.req.param('id'));
    return c.body(null, 204);
  });
  r.get('/properties/:propertyId/units', validate('query', PagedSearchQuerySchema), async (c) =>
    c.json(await listUnits(db(), c.get('host').id, c.req.param('propertyId'), paging(c.req.valid('query')))),
  );
  // HC §2 /listing/check-eligibility (path ours): may this host start a listing now?
  r.get('/listing-eligibility', (c) => c.json(listingEligibility(c.get('host'))));
  // The spec posts an empty body: a new unit starts blank and is filled in by the wizard.
  r.post('/properties/:propertyId/units', async (c) => {
    mustBeEligible(c);
    return c.json(await createUnit(db(), actorOf(c), c.req.param('propertyId')), 201);
  });
  return r;
}
