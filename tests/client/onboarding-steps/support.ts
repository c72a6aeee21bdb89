import { stubApi } from '../unit-steps/support';
import { userInfo } from '../../shared/user-info-fixture';
import type { UserInfo } from '../../../src/shared/schemas/user-info';

// The onboarding steps' network boundary: the unit-step fetch stub plus the user info the forms
// read to know the host's type.
export function stubOnboardingApi(routes: Parameters<typeof stubApi>[0], user: Partial<UserInfo> = {}) {
  return stubApi({ 'GET /api/app/user/info': { body: userInfo({ onboardingStatus: 'in_progress', commercialModel: 'commission', ...user }) }, ...routes });
}
export { badRequest } from '../unit-steps/support';
