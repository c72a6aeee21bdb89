import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListingStatus } from '../../../shared/domain/listing-status';
import { deleteProperty, deleteUnit, fetchProperties, fetchPropertyUnits, propertyKeys, publishUnit, unpublishUnit, type PropertyPage, type UnitCardPage } from '../../api/properties';
import { queryKeys } from '../../api/queries';
import type { ApiError } from '../../api/http';
import { optimisticState } from './listing-rules';

// Server state of the /properties page. Publish and unpublish show the expected state at once and
// put back only the unit concerned when the server refuses (a bulk action runs many at the same
// time, so restoring a whole snapshot would undo the others). Deletes run after a confirmation
// and leave the list at once. The query keys live with the calls (api/properties.ts): other
// features and api/subscription-data.ts drop these entries too.

const UNIT_ACTION = ['properties', 'unit-action'] as const;
const PROPERTY_DELETE = ['properties', 'delete'] as const;

export function usePropertyList(search: string, page: number) {
  return useQuery<PropertyPage, ApiError>({
    queryKey: propertyKeys.list(search, page),
    queryFn: ({ signal }) => fetchProperties({ search, page }, signal),
    // Typing a search or turning a page keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function usePropertyUnits(propertyIds: readonly string[]) {
  return useQueries({
    queries: propertyIds.map((id) => ({
      queryKey: propertyKeys.units(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPropertyUnits(id, signal),
      staleTime: 30_000,
    })),
  });
}

export interface UnitActionInput {
  propertyId: string;
  unitId: string;
  action: 'publish' | 'unpublish' | 'delete';
}

type UnitCard = UnitCardPage['items'][number];
interface UnitActionContext {
  before: { unit: UnitCard; index: number } | null;
}

function updateUnits(client: QueryClient, propertyId: string, update: (items: UnitCard[]) => UnitCard[]) {
  client.setQueryData<UnitCardPage>(propertyKeys.units(propertyId), (page) => {
    if (!page) return page;
    const items = update(page.items);
    return { ...page, items, pagination: { ...page.pagination, total: page.pagination.total + items.length - page.items.length } };
  });
}

const setState = (unitId: string, state: ListingStatus) => (items: UnitCard[]) => items.map((u) => (u.id === unitId ? { ...u, state } : u));

/** Refetch only when the last of a burst of actions has settled, so optimistic rows do not flicker. */
async function refreshAfterLast(client: QueryClient, propertyId: string) {
  if (client.isMutating({ mutationKey: UNIT_ACTION }) > 1) return;
  await Promise.all([client.invalidateQueries({ queryKey: propertyKeys.units(propertyId) }), client.invalidateQueries({ queryKey: propertyKeys.lists })]);
}

export function useUnitAction() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, UnitActionInput, UnitActionContext>({
    meta: { errorShown: 'inline' }, // shown by the notices of the property list, unit list and unit page
    mutationKey: UNIT_ACTION,
    mutationFn: async ({ unitId, action }) => {
      if (action === 'publish') return publishUnit(unitId);
      if (action === 'unpublish') return unpublishUnit(unitId);
      return deleteUnit(unitId);
    },
    onMutate: async ({ propertyId, unitId, action }) => {
      await client.cancelQueries({ queryKey: propertyKeys.units(propertyId) });
      const items = client.getQueryData<UnitCardPage>(propertyKeys.units(propertyId))?.items ?? [];
      const index = items.findIndex((u) => u.id === unitId);
      const before = index === -1 ? null : { unit: items[index]!, index };
      if (before) {
        if (action === 'delete') updateUnits(client, propertyId, (list) => list.filter((u) => u.id !== unitId));
        else updateUnits(client, propertyId, setState(unitId, optimisticState(before.unit.state, action)));
      }
      return { before };
    },
    onError: (_error, { propertyId, unitId, action }, context) => {
      const before = context?.before;
      if (!before) return;
      if (action === 'delete') updateUnits(client, propertyId, (list) => (list.some((u) => u.id === unitId) ? list : [...list.slice(0, before.index), before.unit, ...list.slice(before.index)]));
      else updateUnits(client, propertyId, setState(unitId, before.unit.state));
    },
    onSuccess: (answer, { propertyId, unitId, action }) => {
      if (action === 'delete' || !answer) return;
      // HC §4: the answer carries the unit and the user info; both go straight into the caches.
      const { unit, userInfo } = answer as Awaited<ReturnType<typeof publishUnit>>;
      updateUnits(client, propertyId, setState(unitId, unit.state));
      client.setQueryData(queryKeys.userInfo, userInfo);
    },
    onSettled: (_answer, _error, { propertyId }) => refreshAfterLast(client, propertyId),
  });
}

interface DeletePropertyContext {
  lists: [readonly unknown[], PropertyPage | undefined][];
}

export function useDeleteProperty() {
  const client = useQueryClient();
  return useMutation<void, ApiError, { propertyId: string }, DeletePropertyContext>({
    meta: { errorShown: 'inline' }, // shown by the notices of the property list and property page
    mutationKey: PROPERTY_DELETE,
    mutationFn: ({ propertyId }) => deleteProperty(propertyId),
    onMutate: async ({ propertyId }) => {
      await client.cancelQueries({ queryKey: propertyKeys.lists });
      const lists = client.getQueriesData<PropertyPage>({ queryKey: propertyKeys.lists });
      client.setQueriesData<PropertyPage>({ queryKey: propertyKeys.lists }, (page) =>
        page && page.items.some((p) => p.id === propertyId)
          ? { items: page.items.filter((p) => p.id !== propertyId), pagination: { ...page.pagination, total: page.pagination.total - 1 } }
          : page,
      );
      return { lists };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.lists ?? []) client.setQueryData(key, data);
    },
    onSuccess: (_answer, { propertyId }) => client.removeQueries({ queryKey: propertyKeys.units(propertyId) }),
    onSettled: async () => {
      if (client.isMutating({ mutationKey: PROPERTY_DELETE }) > 1) return;
      await client.invalidateQueries({ queryKey: propertyKeys.lists });
    },
  });
}
