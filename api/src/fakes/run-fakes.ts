/**
 * `pnpm --filter @engage/api fakes`: the providers' fakes on FAKES_PORT (4900), for an API at
 * FAKES_API_URL (http://localhost:4000). The settings that point every real adapter of an API
 * at them (money, Google sign-in, linking, the verifier) are printed, and written as JSON to
 * FAKES_ENV_FILE when it is set (`pnpm start` reads it). TOKEN_ENCRYPTION_KEY, when set, is
 * passed on, so links made before a restart can still be read; otherwise a new key is made.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { startFakes } from './fakes-server';

const port = Number(process.env.FAKES_PORT || 4900);
const apiBase = (process.env.FAKES_API_URL || 'http://localhost:4000').replace(/\/$/, '');
const fakes = await startFakes({
  port,
  apiBase,
  ...(process.env.TOKEN_ENCRYPTION_KEY ? { tokenEncryptionKey: process.env.TOKEN_ENCRYPTION_KEY } : {}),
});
if (process.env.FAKES_ENV_FILE) {
  // Written whole, then renamed into place: whoever waits for the file never reads half of it.
  writeFileSync(`${process.env.FAKES_ENV_FILE}.part`, JSON.stringify(fakes.environment));
  renameSync(`${process.env.FAKES_ENV_FILE}.part`, process.env.FAKES_ENV_FILE);
}
console.log(
  `Provider fakes (Daraja, PayPal, Google and YouTube, X, mail) at ${fakes.url}/daraja, /paypal, /google, /youtube, /x and /mail/?to=<address>.`,
);
// Even the fakes' own credentials stay out of logs, as real ones must.
const secret = /SECRET|PASSWORD|PASSKEY|_KEY$/;
for (const [name, value] of Object.entries(fakes.environment)) {
  console.log(`  ${name}=${secret.test(name) ? '(set)' : value}`);
}

const stop = () => void fakes.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
