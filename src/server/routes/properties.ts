import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { defineRoutes } from '../http/route-table';
import { forbidden } from '../http/problem';
import { createProperty, deleteProperty, getProperty, listProperties, listPropertiesWithUnits, patchProperty, putLocation } from '../services/properties';
import { createUnit, listUnits } from '../services/units';
import { PagedSearchQuerySchema } from '../../shared/schemas/pagination';
import { listingEligibility } from '../../shared/domain/listing-eligibility';
import { ListingEligibilitySchema } from '../../shared/schemas/listing-entry';
import { UnitCardPageSchema, UnitSchema } from '../../shared/schemas/unit';
import {
  LocationActionSchema,
  LocationSchema,
  PropertyCreateSchema,
  PropertyPageSchema,
  PropertyPatchResponseSchema,
  PropertyPatchSchema,
  PropertyPickerPageSchema,
  PropertySchema,
} from '../../shared/schemas/property';

// HC §7 Properties, mounted under /api/app (token required, host from the token): three tables,
// as the document tags them (the properties, the units of a property, listing eligibility).
// /property-list and the location actions' names are ours (not shown in the spec).

// The eligibility page is a convenience: a host that may not list is refused here too.
const mustBeEligible = (c: Context<AppEnv>) => {
  const verdict = listingEligibility(c.get('host'));
  if (!verdict.eligible) throw forbidden(`This account may not start a listing now (${verdict.reasons.join(', ')}).`);
};
const paging = (q: v.InferOutput<typeof PagedSearchQuerySchema>) => ({ search: q['criteria[search]'], page: q.page, limit: q.limit });

export const propertiesRoutes = defineRoutes('/api/app', 'properties', (route) => {
  route.get(
    '/properties',
    { summary: 'Properties of the host, paged, searchable by title', auth: true, query: PagedSearchQuerySchema, response: PropertyPageSchema },
    async (c, { query }, { database }) => c.json(await listProperties(database.db, c.get('host').id, paging(query))),
  );
  route.get(
    '/property-list',
    { summary: 'Properties with their units, for pickers', auth: true, query: PagedSearchQuerySchema, response: PropertyPickerPageSchema },
    async (c, { query }, { database }) => c.json(await listPropertiesWithUnits(database.db, c.get('host').id, paging(query))),
  );
  route.post(
    '/properties',
    { summary: 'Create a property with its first unit (201)', auth: true, success: [201], body: PropertyCreateSchema, response: PropertySchema },
    async (c, { body }, { database }) => {
      mustBeEligible(c);
      return c.json(await createProperty(database.db, actorOf(c), body), 201);
    },
  );
  route.get('/properties/:id', { summary: 'One property', auth: true, response: PropertySchema }, async (c, _, { database }) =>
    c.json(await getProperty(database.db, c.get('host').id, c.req.param('id'))),
  );
  route.patch(
    '/properties/:id',
    { summary: 'Update title, descriptions, accommodation type', auth: true, body: PropertyPatchSchema, response: PropertyPatchResponseSchema },
    async (c, { body }, { database }) => c.json(await patchProperty(database.db, actorOf(c), c.req.param('id'), body)),
  );
  route.put(
    '/properties/:id/location/:action',
    {
      summary: 'Save a location step: action autocomplete, address or map',
      auth: true,
      params: v.object({ id: v.string(), action: LocationActionSchema }),
      body: LocationSchema,
      response: PropertySchema,
    },
    async (c, { params, body }, { database }) => c.json(await putLocation(database.db, actorOf(c), params.id, params.action, body)),
  );
  route.delete(
    '/properties/:id',
    { summary: 'Delete a property and its units (204; 409 while a unit is live)', auth: true, success: [204] },
    async (c, _, { database }) => {
      await deleteProperty(database.db, actorOf(c), c.req.param('id'));
      return c.body(null, 204);
    },
  );
});

export const propertyUnitsRoutes = defineRoutes('/api/app', 'units', (route) => {
  route.get(
    '/properties/:propertyId/units',
    { summary: 'Unit cards of a property, paged, searchable by title', auth: true, query: PagedSearchQuerySchema, response: UnitCardPageSchema },
    async (c, { query }, { database }) => c.json(await listUnits(database.db, c.get('host').id, c.req.param('propertyId'), paging(query))),
  );
  // The spec posts an empty body: a new unit starts blank and is filled in by the wizard.
  route.post(
    '/properties/:propertyId/units',
    { summary: 'Add a blank unit (201; 409 on a single-unit property that has one)', auth: true, success: [201], response: UnitSchema },
    async (c, _, { database }) => {
      mustBeEligible(c);
      return c.json(await createUnit(database.db, actorOf(c), c.req.param('propertyId')), 201);
    },
  );
});

// HC §2 /listing/check-eligibility (path ours): may this host start a listing now?
export const listingEligibilityRoutes = defineRoutes('/api/app', 'properties', (route) => {
  route.get('/listing-eligibility', { summary: 'May the host start a listing now (reasons when not)', auth: true, response: ListingEligibilitySchema }, (c) =>
    c.json(listingEligibility(c.get('host'))),
  );
});
