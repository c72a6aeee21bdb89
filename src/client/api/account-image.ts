import { api, callApi, parseAnswer } from './http';
import { uploadWithProgress } from './xhr-upload';
import { PROFILE_IMAGE_FILE_FIELD, ProfileImageSchema } from '../../shared/schemas/account-image';

// The profile picture's calls (server: routes/user-image.ts). The upload goes through
// XMLHttpRequest for its progress events, the delete through the ky client.

export async function uploadProfileImage(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append(PROFILE_IMAGE_FILE_FIELD, file, file.name);
  return parseAnswer(ProfileImageSchema, await uploadWithProgress({ url: '/api/app/user/image', body, onProgress, signal }));
}

export const deleteProfileImage = () =>
  callApi(async () => {
    await api.delete('app/user/image');
  });
