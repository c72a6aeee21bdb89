import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchUnitPhotos, unitPhotoKeys } from '../api';
import type { UnitPhoto, UnitPhotoList } from '../../../../shared/schemas/unit-photos';

/** The unit's photos in the query cache; every change writes the server's answer back into it. */
export function usePhotoList(unitId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: unitPhotoKeys.list(unitId), queryFn: ({ signal }) => fetchUnitPhotos(unitId, signal) });
  const replace = useCallback((items: UnitPhoto[]) => queryClient.setQueryData<UnitPhotoList>(unitPhotoKeys.list(unitId), { items }), [queryClient, unitId]);
  const update = useCallback(
    (change: (items: UnitPhoto[]) => UnitPhoto[]) =>
      queryClient.setQueryData<UnitPhotoList>(unitPhotoKeys.list(unitId), (old) => ({ items: change(old?.items ?? []) })),
    [queryClient, unitId],
  );
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: unitPhotoKeys.list(unitId) }), [queryClient, unitId]);
  return { query, replace, update, reload };
}
