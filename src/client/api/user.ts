import { UserInfoSchema, type UserInfo, type UserInfoPatch } from '../../shared/schemas/user-info';
import { api, callApi, parseAnswer } from './http';

// GET and PATCH /api/app/user/info (AS §7 "User and verification"). Answers are checked with
// the same valibot schema the server answers with.

export function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return callApi(async () => parseAnswer(UserInfoSchema, await api.get('app/user/info', { signal }).json()));
}

export function patchUserInfo(patch: UserInfoPatch): Promise<UserInfo> {
  return callApi(async () => parseAnswer(UserInfoSchema, await api.patch('app/user/info', { json: patch }).json()));
}
