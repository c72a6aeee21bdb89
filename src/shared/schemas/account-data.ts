import * as v from 'valibot';

// A host's own data (GDPR): GET /api/app/user/data-export (a JSON file), POST
// /api/app/user/deletion, and the staff desk's list of these requests (GET
// /api/app/staff/data-requests).

export const AccountDeletionSchema = v.strictObject({
  /** The account's e-mail address, typed by the host (src/shared/domain/account-deletion.ts). */
  confirmation: v.pipe(v.string('must be the e-mail address of the account'), v.trim(), v.minLength(1, 'must be the e-mail address of the account'), v.maxLength(320, 'must be the e-mail address of the account')),
});
export type AccountDeletion = v.InferOutput<typeof AccountDeletionSchema>;

export const DATA_REQUEST_KINDS = ['export', 'deletion'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DataRequestSchema = v.object({
  id: v.string(),
  kind: v.picklist(DATA_REQUEST_KINDS),
  at: v.string(),
  hostId: v.nullable(v.string()),
  /** The host's name and address now: after a deletion, empty and the placeholder address. */
  hostName: v.string(),
  hostEmail: v.string(),
  /** A staff member acting for the host asked, not the host. */
  byStaff: v.boolean(),
});
export type DataRequest = v.InferOutput<typeof DataRequestSchema>;

export const DataRequestListSchema = v.object({ items: v.array(DataRequestSchema) });
export type DataRequestList = v.InferOutput<typeof DataRequestListSchema>;
