// npm run token -- <email> [--password <password>]
// Prints an access token for an account. When the portal is running at PUBLIC_URL it signs in
// through the real /auth pages (the demo password by default); otherwise it opens the database
// (DATABASE_URL or DATA_DIR) and signs a token with the server's key.
import { loadEnv, EnvError } from '../src/server/env';
import { openDatabase } from '../src/server/db/client';
import { issueAccessToken } from '../src/server/auth/issue-token';
import { DEMO_PASSWORD, seedDemoData, shouldSeed } from '../src/server/db/seed';
import { signInWithPassword } from './lib/oidc-login';

const args = process.argv.slice(2);
const passwordAt = args.indexOf('--password');
const password = passwordAt >= 0 ? args[passwordAt + 1] : DEMO_PASSWORD;
const [email] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--password');

if (!email) {
  console.error('usage: npm run token -- <email> [--password <password>]');
  process.exit(2);
}

let env;
try {
  env = loadEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(78);
}

async function running(url: string) {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}

try {
  if (env.embeddedIssuer && (await running(env.publicUrl))) {
    const tokens = await signInWithPassword({ baseUrl: env.publicUrl, clientId: env.OIDC_CLIENT_ID, email, password });
    console.log(tokens.access_token);
  } else if (env.embeddedIssuer) {
    // No server holds the embedded database, so it is safe to open it here.
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      // The same first-start rule as the server: an empty embedded database gets the demo accounts.
      if (shouldSeed(database, env.SEED_DEMO)) await seedDemoData(database);
      console.log(await issueAccessToken({ db: database.db, env }, email));
    } finally {
      await database.close();
    }
  } else {
    console.error(`Tokens come from ${env.issuer} (OIDC_ISSUER); ask that provider for one.`);
    process.exit(2);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
