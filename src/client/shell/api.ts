import { api, callApi } from '../api/http';

// POST /api/app/user/email-verification: the mail confirming the account's address, sent again
// (routes/user.ts; 409 once confirmed, 429 past a few an hour).
export const resendEmailVerification = () =>
  callApi(async () => {
    await api.post('app/user/email-verification');
  });
