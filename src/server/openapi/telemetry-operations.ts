import type { Operation } from './operation';
import { BrowserHealthSchema, ClientErrorBatchSchema, WebVitalBatchSchema } from '../../shared/schemas/telemetry';

// Browser health (routes/telemetry.ts). Paths are ours: the spec names an error tracker and web
// vitals, not their calls. The two reports are public (a bearer token only attaches the host).
export const telemetryOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/public/client-errors',
    summary: 'Report failed API calls (not 401, 404 or unknown) with their correlation ids (204; 16 KB, 20 reports, 30 posts a minute per host or address)',
    tag: 'shell',
    auth: false,
    credential: 'optional-bearer',
    success: [204],
    body: ClientErrorBatchSchema,
  },
  {
    method: 'post',
    path: '/api/public/web-vitals',
    summary: 'Report web vitals per route pattern; values capped at 999999, targets cut to 128 characters (204; 16 KB, 20 reports, 30 posts a minute)',
    tag: 'shell',
    auth: false,
    credential: 'optional-bearer',
    success: [204],
    body: WebVitalBatchSchema,
  },
  {
    method: 'get',
    path: '/api/app/staff/browser-health',
    summary: 'Staff: p75 of each web vital per route over 7 days and the 20 latest client errors',
    tag: 'staff',
    auth: true,
    response: BrowserHealthSchema,
  },
];
