import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The schema's index re-exports every area file (src/server/db/schema/), as the server imports it.
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
