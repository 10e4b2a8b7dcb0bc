import { eq } from 'drizzle-orm';
import { links } from '../../db/schema';
import { signUp, type SignedIn } from '../../../tests/auth-helpers';
import {
  deliverStk,
  fundedPost,
  openMoneySuite,
  postBody,
  savePost,
  startMpesa,
  stkCallback,
} from '../../../tests/payment-helpers';
import type { TestApp } from '../../../tests/test-app';

let t: TestApp;
let producer: SignedIn;
openMoneySuite((opened) => (t = opened));
beforeAll(async () => {
  producer = await signUp(t.app, t.database, { verified: true });
});

const check = (user: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/links/check/?url=${encodeURIComponent(url)}`, headers: user.headers });
const save = (user: SignedIn, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/links/save/', headers: user.headers, payload });
const list = (user: SignedIn, path: string) =>
  t.app.inject({ method: 'GET', url: `/api/links/${path}/`, headers: user.headers });

describe('link check', () => {
  test('a YouTube video offers views, likes and comments with the default amount and target', async () => {
    const response = await check(producer, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      link_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      platform: 'youtube',
      available_actions: ['Views', 'Likes', 'Comments'],
      amount: 1500,
      targets_needed: 150,
      post_thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
  });

  test('channels, X profiles and X posts get their own actions', async () => {
    expect((await check(producer, 'https://www.youtube.com/@engage')).json().available_actions).toEqual([
      'Subscribers',
    ]);
    expect((await check(producer, 'https://x.com/engage')).json()).toMatchObject({
      platform: 'twitter',
      available_actions: ['Followers'],
    });
    expect((await check(producer, 'https://twitter.com/engage/status/123')).json().available_actions).toEqual([
      'Likes',
      'Comments',
      'Retweets',
    ]);
  });

  test('other platforms get the spec message and the expected formats', async () => {
    for (const url of ['https://www.tiktok.com/@a/video/1', 'https://www.instagram.com/p/abc/', 'not a link']) {
      const response = await check(producer, url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error:
          'We currently accept only YouTube and X (formerly Twitter) links. Please provide a valid link from these platforms.',
      });
      expect(response.json().expected_format).toContain('https://www.youtube.com/watch?v=VIDEO_ID');
    }
  });

  test('a YouTube link naming no video is refused, at the check and at the save, on the link field', async () => {
    const checked = await check(producer, 'https://youtu.be/');
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toMatchObject({ error: 'Invalid YouTube URL.' });
    const before = await t.database.db.select({ id: links.id }).from(links);
    const saved = await save(producer, postBody({ link_url: 'https://youtu.be/' }));
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors.link_url).toEqual(['Invalid YouTube URL.']);
    expect(await t.database.db.select({ id: links.id }).from(links)).toHaveLength(before.length);
  });

  test('a missing url is a 400 and an unverified user is refused', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/links/check/', headers: producer.headers });
    expect(missing.statusCode).toBe(400);
    const unverified = await signUp(t.app, t.database);
    const refused = await check(unverified, 'https://youtu.be/dQw4w9WgXcQ');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please verify your email to create a post.');
  });

  test('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/links/check/?url=https://youtu.be/x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('post save', () => {
  test('a thumbnail that is not an http(s) address is refused and nothing is stored', async () => {
    const before = await t.database.db.select({ id: links.id }).from(links);
    for (const thumbnail of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>x</script>',
      'ftp://x/y.png',
    ]) {
      const response = await save(producer, postBody({ post_thumbnail: thumbnail }));
      expect(response.statusCode).toBe(400);
      expect(response.json().post_thumbnail).toBeDefined();
    }
    expect(await t.database.db.select({ id: links.id }).from(links)).toHaveLength(before.length);
    const ok = await save(producer, postBody({ post_thumbnail: 'https://i.ytimg.com/vi/abc/hqdefault.jpg' }));
    expect(ok.statusCode).toBe(201);
  });

  test("a thumbnail from anywhere but YouTube's or X's image hosts is refused, naming post_thumbnail, and nothing is stored", async () => {
    const before = await t.database.db.select({ id: links.id }).from(links);
    for (const thumbnail of [
      'https://tracker.example/pixel.gif',
      'http://i.ytimg.com/vi/abc/hqdefault.jpg',
      'https://i.ytimg.com.tracker.example/vi/abc/hqdefault.jpg',
    ]) {
      const response = await save(producer, postBody({ post_thumbnail: thumbnail }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.post_thumbnail).toEqual([
        'post_thumbnail must be an https image from YouTube (i.ytimg.com, img.youtube.com) or X (pbs.twimg.com, abs.twimg.com).',
      ]);
    }
    const swahili = await t.app.inject({
      method: 'POST',
      url: '/api/links/save/',
      headers: { ...producer.headers, 'accept-language': 'sw' },
      payload: postBody({ post_thumbnail: 'https://tracker.example/pixel.gif' }),
    });
    expect(swahili.json().detail).toMatch(/^post_thumbnail lazima iwe picha ya https/);
    expect(await t.database.db.select({ id: links.id }).from(links)).toHaveLength(before.length);
    for (const thumbnail of ['https://img.youtube.com/vi/abc/0.jpg', 'https://pbs.twimg.com/media/Fx.jpg']) {
      expect((await save(producer, postBody({ post_thumbnail: thumbnail }))).statusCode).toBe(201);
    }
  });

  test('Post creates a post awaiting payment; the fields come back as sent', async () => {
    const linkId = await savePost(t, producer, {
      post_descrption: 'Hello there',
      anonymous: true,
      targets_location: 'Kisumu',
    });
    const [row] = await t.database.db.select().from(links).where(eq(links.id, linkId));
    expect(row).toMatchObject({
      producerId: producer.userId,
      status: 'pending_payment',
      producerAmountCents: 150000,
      targetsNeeded: 150,
      // 90% of KES 1500 over 150 people: KES 9 each.
      rewardCents: 900,
      postDescrption: 'Hello there',
      targetsLocation: 'Kisumu',
      anonymous: true,
    });
    const mine = (await list(producer, 'my-posts')).json();
    expect(mine.results.map((post: { link_id: number }) => post.link_id)).toContain(linkId);
    expect(mine.results.find((post: { link_id: number }) => post.link_id === linkId)).toMatchObject({
      status: 'pending_payment',
      is_draft: false,
      post_descrption: 'Hello there',
      producer_amount: 1500,
    });
  });

  test('Save as draft lists it under drafts, not my posts; editing by link_id updates it', async () => {
    const linkId = await savePost(t, producer, { is_draft: true, post_title: 'Draft one' });
    const drafts = (await list(producer, 'drafts')).json().results as { link_id: number; is_draft: boolean }[];
    expect(drafts.find((post) => post.link_id === linkId)).toMatchObject({ is_draft: true });
    expect(
      (await list(producer, 'my-posts')).json().results.some((post: { link_id: number }) => post.link_id === linkId),
    ).toBe(false);

    const edited = await save(
      producer,
      postBody({
        link_id: linkId,
        is_draft: true,
        post_title: 'Draft two',
        producer_amount: 2000,
        targets_needed: 200,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ link_id: linkId });
    const [row] = await t.database.db.select().from(links).where(eq(links.id, linkId));
    expect(row).toMatchObject({
      postTitle: 'Draft two',
      producerAmountCents: 200000,
      targetsNeeded: 200,
      status: 'draft',
    });
  });

  test.each([
    ['amount under 1000', { producer_amount: 999, targets_needed: 0 }, 'Minimum spend amount is KES 1000.'],
    ['one tag', { post_tags: 'music' }, 'Please add at least two tags to your post.'],
    ['blank tags', { post_tags: ' , ,' }, 'Please add at least two tags to your post.'],
    [
      'a target that is not amount / 10',
      { producer_amount: 1500, targets_needed: 200 },
      'Target must be 150 people for KES 1500 (amount / 10).',
    ],
    [
      '101 words',
      { post_descrption: Array.from({ length: 101 }, (_, i) => `w${i}`).join(' ') },
      'Description must be at most 100 words.',
    ],
    [
      'a TikTok link',
      { link_url: 'https://www.tiktok.com/@a/video/1' },
      'We currently accept only YouTube and X (formerly Twitter) links. Please provide a valid link from these platforms.',
    ],
    ['a platform that is not the link', { platform: 'twitter' as const }, 'This link is a youtube link, not twitter.'],
    [
      'an action the link cannot have',
      { action_type: 'Followers' as const },
      'This link can be promoted for Views, Likes, Comments, not Followers.',
    ],
  ])('refuses %s with a clear message and saves nothing', async (_name, overrides, message) => {
    const before = await t.database.db.select({ id: links.id }).from(links);
    const response = await save(producer, postBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, error: message });
    expect(await t.database.db.select({ id: links.id }).from(links)).toHaveLength(before.length);
  });

  test('100 words and an amount of exactly 1000 are accepted', async () => {
    const response = await save(
      producer,
      postBody({
        post_descrption: Array.from({ length: 100 }, (_, i) => `w${i}`).join(' '),
        producer_amount: 1000,
        targets_needed: 100,
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  test('a bad body is a 400 with field messages', async () => {
    const response = await save(producer, { ...postBody(), platform: 'tiktok', post_tags: undefined });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['post_tags']));
  });

  test('an unverified user cannot post', async () => {
    const unverified = await signUp(t.app, t.database);
    const response = await save(unverified, postBody());
    expect(response.statusCode).toBe(403);
  });

  test('only the owner may edit, and only until it is paid', async () => {
    const linkId = await savePost(t, producer, { is_draft: true });
    const other = await signUp(t.app, t.database, { verified: true });
    const stolen = await save(other, postBody({ link_id: linkId }));
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe('You can only edit your own posts.');
    const missing = await save(producer, postBody({ link_id: 999999 }));
    expect(missing.statusCode).toBe(404);

    const paid = await fundedPost(t, producer);
    const late = await save(producer, postBody({ link_id: paid }));
    expect(late.statusCode).toBe(409);
  });
});

describe('draft delete', () => {
  const remove = (user: SignedIn, linkId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/links/delete-draft/',
      headers: user.headers,
      payload: { link_id: linkId },
    });

  test('the owner deletes a draft', async () => {
    const linkId = await savePost(t, producer, { is_draft: true });
    const response = await remove(producer, linkId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Post deleted successfully!' });
    expect(await t.database.db.select().from(links).where(eq(links.id, linkId))).toHaveLength(0);
  });

  test('the owner deletes an unpaid post (saved with Post, never paid), as it does a draft', async () => {
    const unpaid = await savePost(t, producer);
    const response = await remove(producer, unpaid);
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.select().from(links).where(eq(links.id, unpaid))).toHaveLength(0);
  });

  test('an unpaid post whose payment is under way is kept: 409, and the post is still there', async () => {
    const unpaid = await savePost(t, producer);
    await startMpesa(t, producer, unpaid);
    const response = await remove(producer, unpaid);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This post has a payment and cannot be deleted.');
    expect(await t.database.db.select().from(links).where(eq(links.id, unpaid))).toHaveLength(1);
  });

  test('not someone else, not a paid post, not a missing one', async () => {
    const draft = await savePost(t, producer, { is_draft: true });
    const other = await signUp(t.app, t.database, { verified: true });
    expect((await remove(other, draft)).statusCode).toBe(403);
    const paid = await fundedPost(t, producer);
    const live = await remove(producer, paid);
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe('A paid post can no longer be deleted.');
    expect((await remove(producer, 999999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/links/delete-draft/',
      headers: producer.headers,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('liked posts', () => {
  test('lists the live posts the user liked, with has_liked', async () => {
    const linkId = await fundedPost(t, producer);
    const fan = await signUp(t.app, t.database, { verified: true });
    expect((await list(fan, 'liked')).json()).toEqual({ results: [], next: null, previous: null, count: 0 });
    const like = await t.app.inject({ method: 'POST', url: `/api/${linkId}/action/like/`, headers: fan.headers });
    expect(like.statusCode).toBe(200);
    const liked = (await list(fan, 'liked')).json();
    expect(liked.results).toHaveLength(1);
    expect(liked.results[0]).toMatchObject({ link_id: linkId, has_liked: true, thumb_ups: 1, status: 'active' });
  });

  test('pages of ten with a next link', async () => {
    const many = await signUp(t.app, t.database, { verified: true });
    for (let i = 0; i < 11; i += 1) await savePost(t, many, { is_draft: true });
    const first = (await list(many, 'drafts')).json();
    expect(first.results).toHaveLength(10);
    expect(first.next).toMatch(/\/api\/links\/drafts\/\?page=2$/);
    // The whole count, so the profile's tab reads "11", not "10+".
    expect(first.count).toBe(11);
    const second = await t.app.inject({ method: 'GET', url: '/api/links/drafts/?page=2', headers: many.headers });
    expect(second.json().results).toHaveLength(1);
    expect(second.json().next).toBeNull();
    expect(second.json().count).toBe(11);
    expect((await list(many, 'my-posts')).json().count).toBe(0);
  });
});

describe('one post of its owner (GET links/:link_id/)', () => {
  const ownPost = (user: SignedIn, linkId: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/links/${linkId}/`, headers: user.headers });

  test('the owner reads a draft with every action its link can be promoted for, and no payment yet', async () => {
    const linkId = await savePost(t, producer, {
      is_draft: true,
      action_type: 'Likes',
      post_descrption: 'A draft to edit after a reload.',
      post_tags: 'music, kenya',
      targets_location: 'Kisumu',
    });
    const response = await ownPost(producer, linkId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      link_id: linkId,
      platform: 'youtube',
      action_type: 'Likes',
      is_draft: true,
      status: 'draft',
      producer_amount: 1500,
      targets_needed: 150,
      post_descrption: 'A draft to edit after a reload.',
      post_tags: 'music, kenya',
      targets_location: 'Kisumu',
      available_actions: ['Views', 'Likes', 'Comments'],
      payment: null,
    });
  });

  test('an M-PESA push shows as the pending payment, then the post is active once the callback settles it', async () => {
    const linkId = await savePost(t, producer);
    const checkoutRequestId = await startMpesa(t, producer, linkId);
    expect((await ownPost(producer, linkId)).json()).toMatchObject({
      status: 'pending_payment',
      payment: { provider: 'mpesa', status: 'pending' },
    });
    await deliverStk(t, stkCallback(checkoutRequestId, 0, 1500));
    expect((await ownPost(producer, linkId)).json()).toMatchObject({
      status: 'active',
      payment: { provider: 'mpesa', status: 'completed' },
    });
  });

  test("another user's post and an unknown id are refused alike; a signed-out call is a 401", async () => {
    const linkId = await savePost(t, producer, { is_draft: true });
    const other = await signUp(t.app, t.database, { verified: true });
    const stolen = await ownPost(other, linkId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().detail).toBe('Post not found.');
    expect(stolen.body).not.toContain('A draft');
    expect((await ownPost(producer, 999999)).statusCode).toBe(404);
    expect((await ownPost(producer, 'abc')).statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/links/${linkId}/` });
    expect(signedOut.statusCode).toBe(401);
  });

  test('the static list paths still answer their lists', async () => {
    const response = await list(producer, 'drafts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('results');
  });
});
