import { afterAll, beforeEach, vi } from 'vitest';
import * as userApi from '../../../src/client/api/user';

/**
 * GET and PATCH /api/app/user/info answered by the test file, never the network: spies that answer
 * nothing until a test says what (`vi.mocked(fetchUserInfo).mockResolvedValue(…)`), kept from the
 * file's first test to its end as a replaced module's functions were. Spies, not a replaced module,
 * so the file can share its worker's module graph (vite.config.ts, the client projects). Made again
 * before a test when the file's own vi.restoreAllMocks() removed them.
 */
export function fakeUserApi() {
  beforeEach(() => {
    for (const name of ['fetchUserInfo', 'patchUserInfo'] as const) {
      if (!vi.isMockFunction(userApi[name])) vi.spyOn(userApi, name).mockImplementation(() => undefined as never);
    }
  });
  afterAll(() => {
    for (const name of ['fetchUserInfo', 'patchUserInfo'] as const) {
      const fn = userApi[name];
      if (vi.isMockFunction(fn)) fn.mockRestore();
    }
  });
}
