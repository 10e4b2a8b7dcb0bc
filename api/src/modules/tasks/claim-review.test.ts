/**
 * Claims a person decides, over the real routes and database: a claim no API can check waits for
 * the post's producer (who, until when), the producer approves (paid from the post's escrow) or
 * refuses with a reason, only the post's owner decides, an undecided claim goes to the operators
 * after PRODUCER_REVIEW_HOURS, and a refusal is appealed once, with a note.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { notifications, operatorAlerts, taskClaims } from '../../db/schema';
import { testConfig } from '../../config';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import { connectPlatform, insertFundedLink, startedWatching } from '../../../tests/fixtures';
import { openTestApp, type TestApp } from '../../../tests/test-app';
import { reviewArguments } from '../../cli/review-arguments';
import { nairobiTime } from './claim-review';

let t: TestApp;
let producer: SignedIn;

beforeAll(async () => {
  // The platform verifier cannot check Facebook or Instagram: every such claim waits for a person.
  t = await openTestApp({ providers: { ...testConfig().providers, verifier: 'platform' }, producerReviewHours: 72 });
  producer = await signUp(t.app, t.database, { verified: true });
});
afterAll(async () => {
  await t.close();
});

const consumer = () => signUp(t.app, t.database, { verified: true });

const call = (user: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: user.headers, ...(payload ? { payload } : {}) });

/** A Facebook comment task on the producer's post, claimed by `user`: it waits for review. */
async function claimed(user: SignedIn, owner: SignedIn = producer) {
  const link = await insertFundedLink(t.database.db, t.app.services.ledger, owner.userId, {
    platform: 'facebook',
    actionType: 'Comments',
    linkUrl: `https://www.facebook.com/engage/posts/${randomBytes(4).toString('hex')}`,
    postTitle: 'Our new song',
    targetsNeeded: 4,
    rewardCents: 500,
  });
  const response = await call(user, 'POST', 'actions/facebook-comment/', {
    post_url: link.linkUrl,
    text: 'Sweet melody',
  });
  expect(response.statusCode).toBe(202);
  const [claim] = await t.database.db.select().from(taskClaims).where(eq(taskClaims.linkId, link.id));
  if (!claim) throw new Error('no claim');
  return { link, claim };
}

const pending = (user: SignedIn) => t.app.services.ledger.balance({ kind: 'consumer_pending', userId: user.userId });
const escrow = (linkId: number) => t.app.services.ledger.balance({ kind: 'producer_escrow', linkId });
const alertsOf = async (user: SignedIn) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId))).map(
    (row) => `${row.alertTitle}: ${row.alertText}`,
  );
const operatorAlert = async (kind: string, claimId: number) =>
  (
    await t.database.db
      .select()
      .from(operatorAlerts)
      .where(and(eq(operatorAlerts.kind, kind), eq(operatorAlerts.subject, `claim:${claimId}`)))
  )[0];

describe('the consumer sees the claim’s life', () => {
  test('waiting for the post’s owner, until 72 hours after the claim; both sides are told', async () => {
    const user = await consumer();
    const { claim } = await claimed(user);
    const list = await call(user, 'GET', 'claims/');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      id: claim.id,
      state: 'review',
      reviewer: 'producer',
      platform: 'facebook',
      action_type: 'Comments',
      post_title: 'Our new song',
      reward: 5,
      can_appeal: false,
      appeal: null,
    });
    const until = new Date(body.results[0].review_until).getTime();
    expect(until - claim.createdAt.getTime()).toBe(72 * 3600_000);
    expect((await call(user, 'GET', `claims/${claim.id}/`)).json()).toEqual(body.results[0]);

    const due = nairobiTime(new Date(until));
    expect(await alertsOf(user)).toContain(
      `Claim waiting for review: Your claim for Comments on Facebook waits for review by the post’s owner until ${due}. If they do not decide by then, engage’s team will.`,
    );
    expect((await alertsOf(producer)).some((alert) => alert.includes('"Our new song"') && alert.includes(due))).toBe(
      true,
    );
  });

  test('another person’s claim answers 404, and the list holds only one’s own', async () => {
    const user = await consumer();
    const other = await consumer();
    const { claim } = await claimed(user);
    expect((await call(other, 'GET', `claims/${claim.id}/`)).statusCode).toBe(404);
    expect((await call(other, 'GET', 'claims/')).json()).toMatchObject({ count: 0, results: [] });
  });

  test('the states read in Kiswahili keep the reason as written, the notice in the reader’s language', async () => {
    const user = await consumer();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/language/',
      headers: user.headers,
      payload: { language: 'sw' },
    });
    await claimed(user);
    expect((await alertsOf(user)).some((alert) => alert.startsWith('Dai linasubiri kukaguliwa: '))).toBe(true);
  });
});

describe('the producer reviews', () => {
  test('sees the claimant, their linked handle and the evidence on their own posts only', async () => {
    const user = await consumer();
    await connectPlatform(t.database.db, user.userId, 'instagram');
    const link = await insertFundedLink(t.database.db, t.app.services.ledger, producer.userId, {
      platform: 'instagram',
      actionType: 'Followers',
      linkUrl: `https://www.instagram.com/engage${randomBytes(3).toString('hex')}/`,
      rewardCents: 300,
    });
    expect(
      (await call(user, 'POST', 'actions/instagram-follow/', { post_url: link.linkUrl, link_id: link.id })).statusCode,
    ).toBe(202);
    const { link: commented } = await claimed(user);

    const mine = await call(producer, 'GET', `reviews/?link_id=${link.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results).toEqual([
      expect.objectContaining({
        link_id: link.id,
        handle: `fixture-instagram-${user.userId}`,
        comment: null,
        reason: expect.stringMatching(/cannot check Instagram/),
      }),
    ]);
    const all = await call(producer, 'GET', 'reviews/');
    expect(all.json().results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ link_id: commented.id, comment: 'Sweet melody', handle: null }),
      ]),
    );
    // Another producer sees none of them.
    const stranger = await consumer();
    expect((await call(stranger, 'GET', 'reviews/')).json()).toMatchObject({ count: 0, results: [] });
  });

  test('approving credits the claim from the post’s escrow, once', async () => {
    const user = await consumer();
    const { link, claim } = await claimed(user);
    const response = await call(producer, 'POST', `reviews/${claim.id}/approve/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Approved: KES 5.00 was paid from the post’s budget.');
    expect(await pending(user)).toBe(500);
    expect(await escrow(link.id)).toBe(1500);
    expect((await call(user, 'GET', `claims/${claim.id}/`)).json()).toMatchObject({
      state: 'credited',
      reviewer: null,
      can_appeal: false,
    });
    expect((await call(producer, 'POST', `reviews/${claim.id}/approve/`)).statusCode).toBe(409);
    expect(await pending(user)).toBe(500);
    expect(await alertsOf(user)).toContain(
      'Task credited: You earned KES 5.00 for Comments on Facebook. It is pending for 24 hours.',
    );
  });

  test('refusing needs a reason: 400 naming `reason`, and nothing changes', async () => {
    const user = await consumer();
    const { claim } = await claimed(user);
    for (const payload of [{ reason: '' }, { reason: '   ' }]) {
      const response = await call(producer, 'POST', `reviews/${claim.id}/refuse/`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ reason: ['Write the reason for refusing, so the person knows why.'] });
    }
    expect((await call(producer, 'POST', `reviews/${claim.id}/refuse/`, {})).statusCode).toBe(400);
    expect((await call(user, 'GET', `claims/${claim.id}/`)).json()).toMatchObject({ state: 'review' });
  });

  test('only the post’s owner decides: anyone else gets 404 and nothing moves', async () => {
    const user = await consumer();
    const stranger = await consumer();
    const { link, claim } = await claimed(user);
    for (const who of [stranger, user]) {
      expect((await call(who, 'POST', `reviews/${claim.id}/approve/`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `reviews/${claim.id}/refuse/`, { reason: 'no' })).statusCode).toBe(404);
    }
    expect(await pending(user)).toBe(0);
    expect(await escrow(link.id)).toBe(2000);
    expect((await call(user, 'GET', `claims/${claim.id}/`)).json()).toMatchObject({ state: 'review' });
  });

  test('after PRODUCER_REVIEW_HOURS undecided, the claim goes to the operators, with an alert', async () => {
    const user = await consumer();
    const { claim } = await claimed(user);
    expect(await t.app.services.claimReview.escalateOverdue()).toBe(0);
    await t.database.db
      .update(taskClaims)
      .set({ reviewDueAt: new Date(Date.now() - 1000) })
      .where(eq(taskClaims.id, claim.id));
    expect(await t.app.services.claimReview.escalateOverdue()).toBeGreaterThanOrEqual(1);
    expect((await call(user, 'GET', `claims/${claim.id}/`)).json()).toMatchObject({
      state: 'review',
      reviewer: 'operator',
      review_until: null,
    });
    expect(await operatorAlert('review_overdue', claim.id)).toBeDefined();
    expect(await alertsOf(user)).toContain(
      'Claim passed to engage’s team: The post’s owner did not decide your claim for Comments on Facebook in time, so engage’s team will review it.',
    );
    // The producer's time is over.
    expect((await call(producer, 'POST', `reviews/${claim.id}/approve/`)).statusCode).toBe(409);
    expect((await call(producer, 'GET', 'reviews/')).json().results.map((r: { id: number }) => r.id)).not.toContain(
      claim.id,
    );
    await t.app.services.claimReview.operatorDecide(claim.id, 'approve');
    expect(await pending(user)).toBe(500);
  });
});

describe('an appeal', () => {
  test('a refusal carries the reason; one appeal with a note goes to the operators; a second is 409', async () => {
    const user = await consumer();
    const { claim } = await claimed(user);
    const refused = await call(producer, 'POST', `reviews/${claim.id}/refuse/`, {
      reason: 'No such comment under the post.',
    });
    expect(refused.statusCode).toBe(200);
    expect((await call(user, 'GET', `claims/${claim.id}/`)).json()).toMatchObject({
      state: 'refused',
      reason: 'No such comment under the post.',
      can_appeal: true,
    });
    expect(await alertsOf(user)).toContain(
      'Claim refused: Your claim for Comments on Facebook was refused by the post’s owner. Their reason: “No such comment under the post.”. You may appeal once, with a note, under My claims.',
    );

    const blank = await call(user, 'POST', `claims/${claim.id}/appeal/`, { note: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toEqual(['note']);
    const tooLong = await call(user, 'POST', `claims/${claim.id}/appeal/`, { note: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    const stranger = await consumer();
    expect((await call(stranger, 'POST', `claims/${claim.id}/appeal/`, { note: 'mine' })).statusCode).toBe(404);
    expect(await operatorAlert('appeal_waiting', claim.id)).toBeUndefined();

    const appealed = await call(user, 'POST', `claims/${claim.id}/appeal/`, {
      note: 'It is there, posted as Wanjiru K.',
    });
    expect(appealed.statusCode).toBe(200);
    expect(appealed.json()).toMatchObject({
      state: 'review',
      reviewer: 'operator',
      can_appeal: false,
      appeal: { note: 'It is there, posted as Wanjiru K.' },
    });
    expect((await operatorAlert('appeal_waiting', claim.id))?.message).toContain('It is there, posted as Wanjiru K.');
    expect(await alertsOf(user)).toContain(
      'Appeal received: Your appeal of the claim for Comments on Facebook is with engage’s team. You will be told their decision.',
    );

    const again = await call(user, 'POST', `claims/${claim.id}/appeal/`, { note: 'Please' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already appealed this refusal/);
    // The producer no longer decides an appealed claim.
    expect((await call(producer, 'POST', `reviews/${claim.id}/approve/`)).statusCode).toBe(409);

    // The operators' decision is final: refused again, the appeal is spent.
    await t.app.services.claimReview.operatorDecide(claim.id, 'refuse', 'The comment is by another account.');
    expect((await call(user, 'GET', `claims/${claim.id}/`)).json()).toMatchObject({
      state: 'refused',
      reason: 'The comment is by another account.',
      can_appeal: false,
    });
    expect((await call(user, 'POST', `claims/${claim.id}/appeal/`, { note: 'Once more' })).statusCode).toBe(409);
    expect(await alertsOf(user)).toContain(
      'Appeal decided: engage’s team refused your appeal for Comments on Facebook. Their reason: “The comment is by another account.”. This decision is final.',
    );
    expect(await pending(user)).toBe(0);
  });

  test('an appeal the operators accept is credited', async () => {
    const user = await consumer();
    const { claim } = await claimed(user);
    await call(producer, 'POST', `reviews/${claim.id}/refuse/`, { reason: 'Not found' });
    await call(user, 'POST', `claims/${claim.id}/appeal/`, { note: 'Look again please' });
    await t.app.services.claimReview.operatorDecide(claim.id, 'approve');
    expect(await pending(user)).toBe(500);
    expect((await call(user, 'GET', `claims/${claim.id}/`)).json()).toMatchObject({ state: 'credited' });
    expect(await alertsOf(user)).toContain(
      'Appeal decided: engage’s team accepted your appeal for Comments on Facebook.',
    );
  });

  test('a person’s refusal is not undone by claiming the task again: the appeal is the way', async () => {
    const user = await consumer();
    const { link, claim } = await claimed(user);
    await call(producer, 'POST', `reviews/${claim.id}/refuse/`, { reason: 'Not there' });
    const again = await call(user, 'POST', 'actions/facebook-comment/', { post_url: link.linkUrl, text: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Your claim for this task was refused: “Not there”/);
    expect((await call(user, 'GET', `claims/${claim.id}/`)).json()).toMatchObject({
      state: 'refused',
      can_appeal: true,
    });
  });

  test('a claim not refused cannot be appealed', async () => {
    const user = await consumer();
    const { claim } = await claimed(user);
    const response = await call(user, 'POST', `claims/${claim.id}/appeal/`, { note: 'Pay me' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only a refused claim can be appealed.');
  });
});

describe('nothing is confiscated', () => {
  test('a credited claim is not refused afterwards: the operators’ refusal is turned down and the money stays', async () => {
    const user = await consumer();
    const { claim } = await claimed(user);
    await call(producer, 'POST', `reviews/${claim.id}/approve/`);
    await expect(
      t.app.services.claimReview.operatorDecide(claim.id, 'refuse', 'Changed my mind'),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await pending(user)).toBe(500);
    expect((await call(user, 'GET', `claims/${claim.id}/`)).json()).toMatchObject({ state: 'credited' });
  });
});

describe('an approval the consumer’s daily cap does not allow today', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await openTestApp({ providers: { ...testConfig().providers, verifier: 'platform' }, dailyCap: 1 });
  });
  afterAll(async () => {
    await capped.close();
  });

  test('answers 429 in the producer’s words, pays nothing, and the claim keeps waiting', async () => {
    const owner = await signUp(capped.app, capped.database, { verified: true });
    const user = await signUp(capped.app, capped.database, { verified: true });
    const inject = (who: SignedIn, url: string, payload?: object) =>
      capped.app.inject({ method: 'POST', url: `/api/${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
    const link = await insertFundedLink(capped.database.db, capped.app.services.ledger, owner.userId, {
      platform: 'facebook',
      actionType: 'Likes',
      linkUrl: `https://www.facebook.com/engage/posts/${randomBytes(4).toString('hex')}`,
    });
    expect((await inject(user, 'actions/facebook-like/', { post_url: link.linkUrl })).statusCode).toBe(202);
    // Then today's one task is done: a view, checked on our own server against the watch ticket.
    await connectPlatform(capped.database.db, user.userId, 'youtube');
    const video = await insertFundedLink(capped.database.db, capped.app.services.ledger, owner.userId, {
      actionType: 'Views',
      linkUrl: `https://youtu.be/${randomBytes(4).toString('hex')}abc`,
    });
    await startedWatching(capped.database.db, user.userId, video.linkUrl, 40);
    expect((await inject(user, 'actions/youtube-views/', { link_id: video.id, watch_time: 31 })).statusCode).toBe(200);

    const [claim] = await capped.database.db.select().from(taskClaims).where(eq(taskClaims.linkId, link.id));
    const response = await inject(owner, `reviews/${claim?.id}/approve/`);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/^They have reached today’s task limit/);
    expect(await capped.app.services.ledger.balance({ kind: 'producer_escrow', linkId: link.id })).toBe(5000);
    const [after] = await capped.database.db.select().from(taskClaims).where(eq(taskClaims.linkId, link.id));
    expect(after).toMatchObject({ status: 'review', reviewer: 'producer' });
  });
});

describe('the review CLI’s arguments', () => {
  test('are checked before anything is loaded', () => {
    expect(reviewArguments(['--list'])).toEqual({ list: true });
    expect(reviewArguments(['--claim', '7', '--approve'])).toEqual({ claim: 7, decision: 'approve', reason: '' });
    expect(reviewArguments(['--claim', '7', '--refuse', '--reason', ' Fake '])).toEqual({
      claim: 7,
      decision: 'refuse',
      reason: 'Fake',
    });
    expect(reviewArguments(['--claim', '7', '--refuse'])).toMatchObject({ error: expect.stringMatching(/--reason/) });
    expect(reviewArguments(['--claim', 'x', '--approve'])).toMatchObject({ error: expect.stringMatching(/--claim/) });
    expect(reviewArguments(['--claim', '7'])).toMatchObject({ error: expect.stringMatching(/exactly one/) });
    expect(reviewArguments(['--claim', '7', '--approve', '--refuse'])).toMatchObject({
      error: expect.stringMatching(/exactly one/),
    });
  });
});
