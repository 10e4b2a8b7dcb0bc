/**
 * The committed `src/generated/` files are what the API generates now: a route or contract
 * change without `pnpm --filter @engage/api-client generate` fails here (and usually also the
 * type agreement of `contract-agreement.test.ts`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { committedFiles, generate } from '../scripts/generate';

test('the committed document and types equal a fresh generation from the API', async () => {
  const fresh = await generate();
  const committed = committedFiles();
  for (const name of Object.keys(fresh) as (keyof typeof fresh)[]) {
    assert.ok(
      committed[name] === fresh[name],
      `api-client/src/generated/${name} is stale: run \`pnpm --filter @engage/api-client generate\` and commit it`,
    );
  }
});
