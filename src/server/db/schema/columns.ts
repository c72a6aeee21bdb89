// Column types the area files share (not tables, so index.ts does not re-export them).
import { customType } from 'drizzle-orm/pg-core';

/** Binary data (photos): Buffer in, Buffer out, on PGlite and node-postgres alike. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
