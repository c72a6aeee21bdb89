import { UserInteractionListSchema, type UserInteraction, type UserInteractionWrite } from '../../shared/schemas/user-interactions';
import { api, callApi, parseAnswer } from './http';

// GET /api/app/user/interactions and PUT /api/app/user/interaction (AS §7): what
// the host has seen (notifications, calendar onboarding tasks). Server: routes/user-interactions.ts.

export const userInteractionKeys = { all: ['user', 'interactions'] as const };

export const fetchUserInteractions = (signal?: AbortSignal): Promise<UserInteraction[]> =>
  callApi(async () => parseAnswer(UserInteractionListSchema, await api.get('app/user/interactions', { signal }).json()));

export const putUserInteractions = (items: UserInteractionWrite[]): Promise<UserInteraction[]> =>
  callApi(async () => parseAnswer(UserInteractionListSchema, await api.put('app/user/interaction', { json: items }).json()));
