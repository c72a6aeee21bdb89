import type { Operation } from './operation';
import { DataRequestListSchema } from '../../shared/schemas/account-data';

// The staff desk's list of a host's data requests (routes/data-requests-staff.ts); the host's own
// calls are documented in routes/account-data.ts.
export const accountDataOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/app/staff/data-requests',
    summary: 'Staff: the newest 100 data exports and account deletions, newest first, with who asked and when',
    tag: 'staff',
    auth: true,
    response: DataRequestListSchema,
  },
];
