/**
 * `pnpm bench:operator`: the operator console's lists stay fast at scale. The bench makes a fresh
 * PostgreSQL database, migrates it, seeds it in bulk with SQL (20,000 users, 100,000 claims,
 * 1,000,000 ledger lines in balanced transfers, withdrawals, payments, alerts, audit lines,
 * posts), signs an admin operator in with the module's own session and token code, starts the
 * API in this process over real HTTP, and asks each list for its first page BENCH_REQUESTS times
 * after a warm-up. It prints p50/p95 per list and exits non-zero when any p95 is over 200 ms.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_REQUESTS=50 \
 *   BENCH_SCALE=0.1 pnpm bench:operator        (BENCH_SCALE or --quick: a smaller seed)
 */
import pg from 'pg';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { fromPostgres } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openOperatorSession } from '../src/modules/operators/operator-sessions';
import { operatorKey, signOperatorToken } from '../src/modules/operators/operator-tokens';

const P95_TARGET_MS = 200;
const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 5);
const scale = process.argv.includes('--quick') ? 0.1 : Number(process.env.BENCH_SCALE ?? 1);
const databaseUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const USERS = Math.round(20_000 * scale);
const LINKS = Math.round(5_000 * scale);
const CLAIMS = Math.round(100_000 * scale);
// Two ledger lines a transfer.
const TRANSFERS = Math.round(500_000 * scale);
const WITHDRAWALS = Math.round(20_000 * scale);
const PAYMENTS = Math.round(20_000 * scale);
const ALERTS = Math.round(2_000 * scale);
const AUDIT = Math.round(50_000 * scale);
const ADJUSTMENTS = Math.round(2_000 * scale);

/**
 * The seed. Triggers and foreign-key checks are off for the session (`session_replication_role`):
 * the ledger's balance trigger would check every line one by one; the rows are made consistent
 * here instead (each transfer's two lines sum to zero).
 */
function seedSql(operatorId: number): string[] {
  return [
    `SET session_replication_role = replica`,
    `INSERT INTO users (email, username, referral_code, first_name, last_name, phone_number, user_type, created_at)
     SELECT 'user' || i || '@bench.example', 'user' || i, 'REF' || i,
            (ARRAY['Amani','Baraka','Chausiku','Daudi','Eshe','Faraji','Gathoni','Hamisi'])[1 + i % 8] || i,
            (ARRAY['Otieno','Wanjiru','Mwangi','Achieng','Kamau','Njeri'])[1 + i % 6],
            '+2547' || lpad(i::text, 8, '0'),
            CASE WHEN i % 20 = 0 THEN 'producer' ELSE 'consumer' END,
            now() - (i || ' minutes')::interval
       FROM generate_series(1, ${USERS}) AS i`,
    `INSERT INTO links (producer_id, link_url, platform, action_type, post_title, targets_needed, reward_cents, status, created_at)
     SELECT 20 * (1 + i % ${Math.max(1, USERS / 20)}), 'https://www.youtube.com/watch?v=bench' || i,
            (ARRAY['youtube','twitter','instagram','facebook','tiktok'])[1 + i % 5], 'Likes',
            'Bench post number ' || i, 1000, 500,
            CASE WHEN i % 10 = 0 THEN 'completed' ELSE 'active' END, now() - (i || ' minutes')::interval
       FROM generate_series(1, ${LINKS}) AS i`,
    // Claims: most decided; a fifth in review, half of those with an operator, a third of those appealed.
    `INSERT INTO task_claims (user_id, link_id, action_type, endpoint, payload, status, reason, recheck,
                              reviewer, decided_by, appeal_note, appealed_at, created_at, decided_at)
     SELECT 1 + i % ${USERS}, 1 + ((i / ${USERS}) * 1000 + i % 1000) % ${LINKS}, 'Likes', 'like', '{"screenshot":"bench"}',
            s.status, 'needs_review', false,
            CASE WHEN s.status = 'review' THEN CASE WHEN i % 2 = 0 THEN 'operator' ELSE 'producer' END END,
            CASE WHEN s.status <> 'review' THEN 'platform' WHEN i % 30 = 0 THEN 'producer' END,
            CASE WHEN s.status = 'review' AND i % 30 = 0 THEN 'Please look again' END,
            CASE WHEN s.status = 'review' AND i % 30 = 0 THEN now() - interval '1 hour' END,
            now() - (i || ' seconds')::interval,
            CASE WHEN s.status <> 'review' THEN now() END
       FROM generate_series(0, ${CLAIMS - 1}) AS i,
            LATERAL (SELECT CASE WHEN i % 5 = 0 THEN 'review' WHEN i % 5 = 1 THEN 'refused' ELSE 'credited' END AS status) s
     ON CONFLICT DO NOTHING`,
    `INSERT INTO ledger_accounts (key, kind, user_id, allow_negative)
     SELECT 'consumer_pending:' || i, 'consumer_pending', i, false FROM generate_series(1, ${USERS}) AS i
     UNION ALL
     SELECT 'consumer_available:' || i, 'consumer_available', i, false FROM generate_series(1, ${USERS}) AS i`,
    `INSERT INTO ledger_transfers (idempotency_key, kind, memo, created_at)
     SELECT 'bench:' || i, 'release', 'bench', now() - (i || ' seconds')::interval FROM generate_series(1, ${TRANSFERS}) AS i`,
    // Each transfer moves money from a user's pending account to their available one.
    `INSERT INTO ledger_entries (transfer_id, account_id, amount_cents, created_at)
     SELECT t.id, a.id, e.amount, t.created_at
       FROM ledger_transfers t
       CROSS JOIN LATERAL (VALUES ('consumer_pending:', -(100 + t.id % 900)), ('consumer_available:', 100 + t.id % 900)) AS e(prefix, amount)
       JOIN ledger_accounts a ON a.key = e.prefix || (1 + t.id % ${USERS})`,
    `INSERT INTO withdrawals (user_id, source, mpesa_phone, amount_cents, original_currency, original_amount_cents,
                              status, originator_conversation_id, created_at)
     SELECT 1 + i % ${USERS}, 'earnings', '+2547' || lpad((1 + i % ${USERS})::text, 8, '0'), 10000, 'KES', 10000,
            (ARRAY['completed','completed','completed','pending','failed','review','delayed'])[1 + i % 7],
            'bench-conversation-' || i, now() - (i || ' minutes')::interval
       FROM generate_series(1, ${WITHDRAWALS}) AS i`,
    `INSERT INTO payments (link_id, user_id, provider, status, amount_cents, currency, original_amount_cents,
                           provider_ref, created_at)
     SELECT 1 + i % ${LINKS}, 20 * (1 + i % ${Math.max(1, USERS / 20)}), 'mpesa',
            CASE WHEN i <= ${LINKS} THEN 'completed' ELSE (ARRAY['pending','failed','duplicate','refunded'])[1 + i % 4] END,
            50000, 'KES', 50000, 'bench-payment-' || i, now() - (i || ' minutes')::interval
       FROM generate_series(1, ${PAYMENTS}) AS i`,
    `INSERT INTO operator_alerts (kind, subject, message, raised_at, acknowledged_at, acknowledged_by)
     SELECT (ARRAY['late_result','reversal','dispute'])[1 + i % 3], 'payment:' || i, 'Bench alert ' || i,
            now() - (i || ' minutes')::interval,
            CASE WHEN i % 2 = 0 THEN now() END, CASE WHEN i % 2 = 0 THEN 'bench' END
       FROM generate_series(1, ${ALERTS}) AS i`,
    `INSERT INTO operator_audit (at, operator_id, action, subject_type, subject_id, account_id, reason)
     SELECT now() - (i || ' seconds')::interval, ${operatorId},
            (ARRAY['approve_claim','refuse_claim','freeze_withdrawals','adjust_balance'])[1 + i % 4],
            'claim', i::text, 1 + i % ${USERS}, 'bench'
       FROM generate_series(1, ${AUDIT}) AS i`,
    `INSERT INTO operator_adjustments (account_id, amount_cents, direction, reason, requested_by, status, created_at)
     SELECT 1 + i % ${USERS}, 1000, 'credit', 'bench', ${operatorId}, CASE WHEN i % 3 = 0 THEN 'waiting' ELSE 'applied' END,
            now() - (i || ' minutes')::interval
       FROM generate_series(1, ${ADJUSTMENTS}) AS i`,
    `INSERT INTO payout_reviews (user_id, reason)
     SELECT i, 'shared_device' FROM generate_series(1, ${USERS}, 50) AS i`,
    `SET session_replication_role = origin`,
  ];
}

function lists(): [string, string][] {
  const someUser = Math.max(1, Math.round(USERS / 2));
  return [
    ['review: waiting, oldest', 'operator/review/claims/'],
    ['review: waiting, newest', 'operator/review/claims/?sort=newest'],
    ['review: appeals, oldest', 'operator/review/claims/?queue=appeals'],
    ['review: appeals, newest', 'operator/review/claims/?queue=appeals&sort=newest'],
    ['review: waiting, tiktok', 'operator/review/claims/?platform=tiktok'],
    ['flagged accounts', 'operator/review/accounts/'],
    ['posts: newest', 'operator/posts/'],
    ['posts: oldest', 'operator/posts/?sort=oldest'],
    ['posts: active', 'operator/posts/?status=active'],
    ['posts: by words', 'operator/posts/?q=number%2042'],
    ['people: all', 'operator/people/'],
    ['people: by email', `operator/people/?q=user${someUser}%40bench.example`],
    ['people: part of a name', 'operator/people/?q=araka12'],
    ['people: part of an email', 'operator/people/?q=ser1234'],
    // Nothing matches: every row is looked at, the slowest a search can be.
    ['people: no one matches', 'operator/people/?q=zzqx'],
    ['people: by phone', `operator/people/?q=%2B2547${String(someUser).padStart(8, '0')}`],
    ['people: by id', `operator/people/?q=${someUser}`],
    ['payouts: all', 'operator/money/payouts/'],
    ...['pending', 'unknown', 'held', 'failed'].map((state): [string, string] => [
      `payouts: ${state}`,
      `operator/money/payouts/?state=${state}`,
    ]),
    ['payments: all', 'operator/money/payments/'],
    ...['stuck', 'duplicate', 'late', 'reversed', 'disputed'].map((state): [string, string] => [
      `payments: ${state}`,
      `operator/money/payments/?state=${state}`,
    ]),
    ['alerts: open', 'operator/alerts/'],
    ['alerts: all', 'operator/alerts/?state=all'],
    ['adjustments: all', 'operator/ledger/adjustments/'],
    ['adjustments: waiting', 'operator/ledger/adjustments/?status=waiting'],
    ['audit: all', 'operator/audit/'],
    ['audit: by account', `operator/audit/?account=${someUser}`],
    ['audit: by action', 'operator/audit/?action=refuse_claim'],
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<number> {
  const name = `engage_operator_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = fromPostgres({ connectionString: url.toString(), max: 4 });
  const config = testConfig();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrate(database);
    const started = Date.now();
    const seeder = new pg.Client({ connectionString: url.toString() });
    await seeder.connect();
    const {
      rows: [operator],
    } = await seeder.query<{ id: string }>(
      `INSERT INTO operators (email, role, password_hash, totp_secret, enrolled_at)
       VALUES ('bench-admin@bench.example', 'admin', 'unused', 'unused', now()) RETURNING id`,
    );
    const operatorId = Number(operator!.id);
    for (const statement of seedSql(operatorId)) await seeder.query(statement);
    await seeder.query('ANALYZE');
    const counts = await seeder.query<{ claims: string; lines: string }>(
      'SELECT (SELECT count(*) FROM task_claims) AS claims, (SELECT count(*) FROM ledger_entries) AS lines',
    );
    await seeder.end();
    console.log(
      `seeded ${counts.rows[0]!.claims} claims, ${counts.rows[0]!.lines} ledger lines in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    const expiresAt = new Date(Date.now() + 8 * 3600_000);
    const sessionId = await openOperatorSession(database.db, operatorId, expiresAt);
    const token = signOperatorToken(operatorKey(config.jwtSecret), { operatorId, sessionId, role: 'admin', expiresAt });
    app = await buildApp({ config, database });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const headers = { authorization: `Bearer ${token}` };

    const rows: { list: string; p50: number; p95: number; items: number }[] = [];
    for (const [list, path] of lists()) {
      const times: number[] = [];
      let items = 0;
      for (let i = 0; i < warmup + requests; i += 1) {
        const begun = performance.now();
        const response = await fetch(`${base}/api/${path}`, { headers });
        const body = (await response.json()) as { items?: unknown[] };
        const took = performance.now() - begun;
        if (!response.ok) throw new Error(`${list}: ${response.status} ${JSON.stringify(body)}`);
        items = body.items?.length ?? 0;
        if (i >= warmup) times.push(took);
      }
      times.sort((a, b) => a - b);
      rows.push({ list, p50: percentile(times, 50), p95: percentile(times, 95), items });
    }
    console.log(`\n${'list'.padEnd(28)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}  items`);
    for (const row of rows) {
      const mark = row.p95 > P95_TARGET_MS ? '  over target' : '';
      console.log(
        `${row.list.padEnd(28)} ${row.p50.toFixed(1).padStart(6)} ms ${row.p95.toFixed(1).padStart(6)} ms  ${String(row.items).padStart(5)}${mark}`,
      );
    }
    const over = rows.filter((row) => row.p95 > P95_TARGET_MS);
    console.log(
      over.length
        ? `\n${over.length} list(s) over p95 ${P95_TARGET_MS} ms`
        : `\nevery list's first page within p95 ${P95_TARGET_MS} ms`,
    );
    return over.length ? 1 : 0;
  } finally {
    await app?.close();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.end();
  }
}

process.exitCode = await main();
