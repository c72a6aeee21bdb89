import { api, callApi, parseAnswer } from './http';
import { uploadWithProgress } from './xhr-upload';
import { PHOTO_FILE_FIELD, UnitPhotoListSchema, UnitPhotoSchema } from '../../shared/schemas/unit-photos';

// The calls behind the photos step (server: routes/unit-photos.ts). The upload goes through
// XMLHttpRequest for its progress events; everything else through the ky client.

export const unitPhotoKeys = {
  list: (unitId: string) => ['listing', 'photos', unitId] as const,
};

const base = (unitId: string) => `app/property-unit/${encodeURIComponent(unitId)}/photos`;

export const fetchUnitPhotos = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(UnitPhotoListSchema, await api.get(base(unitId), { signal }).json()));

/** One photo per request, so each file has its own progress and its own error. */
export async function uploadUnitPhoto(unitId: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append(PHOTO_FILE_FIELD, file, file.name);
  const answer = await uploadWithProgress({ url: `/api/${base(unitId)}`, body, onProgress, signal });
  return parseAnswer(UnitPhotoSchema, answer);
}

export const reorderUnitPhotos = (unitId: string, photoIds: string[]) =>
  callApi(async () => parseAnswer(UnitPhotoListSchema, await api.patch(`${base(unitId)}/order`, { json: { photoIds } }).json()));

export const setUnitPhotoCover = (unitId: string, photoId: string) =>
  callApi(async () => parseAnswer(UnitPhotoListSchema, await api.post(`${base(unitId)}/${encodeURIComponent(photoId)}/cover`).json()));

export const setUnitPhotoCaption = (unitId: string, photoId: string, caption: string | null) =>
  callApi(async () => parseAnswer(UnitPhotoSchema, await api.patch(`${base(unitId)}/${encodeURIComponent(photoId)}`, { json: { caption } }).json()));

export const deleteUnitPhoto = (unitId: string, photoId: string) =>
  callApi(async () => {
    await api.delete(`${base(unitId)}/${encodeURIComponent(photoId)}`);
  });
