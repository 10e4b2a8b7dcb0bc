/**
 * The API for `pnpm bench:feed`: a fresh PGlite database in a temporary folder with the demo
 * seed plus 1,000 extra live tasks, so the browser benchmark can load a feed of 1,000 items.
 * Listens with the usual local settings (port 4000, CORS for the apps) and prints `ready` on
 * stdout; the benchmark kills it when done.
 *
 *   BENCH_TASKS=1000 tsx bench/feed-bench-server.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { links, users } from '../src/db/schema';
import { seedDemo } from '../src/seed/seed';

const extraTasks = Number(process.env.BENCH_TASKS ?? 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'engage-feed-bench-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'development', DATA_DIR: join(dataDir, 'pglite') });
const database = await openDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
await migrate(database);
const app = await buildApp({ config, database });
await seedDemo(database, app.services);

const [producer] = await database.db
  .select({ id: users.id, username: users.username })
  .from(users)
  .where(eq(users.userType, 'producer'))
  .limit(1);
if (!producer) throw new Error('the demo seed made no producer');
const descriptions = [
  'Short clip from the Nairobi derby — like it if you were there!',
  'New single out now. Tell us what you think in a few words and help a Kenyan artist grow. '.repeat(2),
  'Follow for daily football analysis from the Kenyan Premier League.',
];
const rows = Array.from({ length: extraTasks }, (_, i) => ({
  producerId: producer.id,
  linkUrl: `https://x.com/${producer.username}/status/19${String(i).padStart(8, '0')}`,
  platform: 'twitter' as const,
  actionType: (['Likes', 'Retweets', 'Comments', 'Bookmark'] as const)[i % 4] ?? 'Likes',
  postTitle: `Bench task ${i + 1}`,
  postDescrption: descriptions[i % descriptions.length] ?? '',
  postTags: 'football,music,kenya',
  targetsNeeded: 100,
  targetsReached: i % 100,
  rewardCents: 500,
  createdAt: new Date(Date.now() - (i + 1) * 60_000),
}));
for (let start = 0; start < rows.length; start += 200) {
  await database.db.insert(links).values(rows.slice(start, start + 200));
}

await app.listen({ port: config.port, host: config.host });
console.log('ready');

const stop = async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
