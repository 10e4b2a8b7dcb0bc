// The requests the load is made of, as the apps make them: feed pages, task actions on tasks
// the feed offered, alerts, wallet reads, and producers' new posts paid with M-PESA (each
// payment and each credited task gives somebody an alert). Each request knows which answers
// are the expected ones, so that anything else counts as a failure. The TypeScript imports
// need the tsx loader, which load-client.mjs starts this process with.
import { taskRequest as feedTaskRequest } from '../../mf-feed/src/api/task-request.ts';
import { apiRoutes } from '../../shared/src/api/api-routes.ts';

/** How often each kind of request is picked, out of the sum. */
export const MIX = [
  { kind: 'feed page', weight: 35 },
  { kind: 'task action', weight: 15 },
  { kind: 'alerts', weight: 15 },
  { kind: 'alerts unread', weight: 10 },
  { kind: 'wallet transactions', weight: 12 },
  { kind: 'wallet statement', weight: 13 },
];

const totalWeight = MIX.reduce((sum, entry) => sum + entry.weight, 0);

export function pickKind(random = Math.random) {
  let roll = random() * totalWeight;
  for (const entry of MIX) {
    roll -= entry.weight;
    if (roll < 0) return entry.kind;
  }
  return MIX[MIX.length - 1].kind;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

const COMMENT = 'Great one, watched it twice.';

/**
 * The endpoint and body a task's action button sends (the feed's own request builder), or
 * undefined for a task the load does not do (watching a video, TikTok).
 */
export function taskCall(task) {
  const request = feedTaskRequest(task, COMMENT);
  if (request.kind !== 'call') return undefined;
  return { path: apiRoutes[request.call.route].path, body: request.call.body };
}

/**
 * The task rules' refusals a person can meet in a busy feed: done already (409), the target was
 * reached or the budget ran out meanwhile (400), today's cap (429). Anything else is a failure.
 */
function expectedTaskAnswer(answer) {
  if (answer.status >= 200 && answer.status < 300) return true;
  if (answer.status === 409) return true;
  const message = typeof answer.body === 'object' && answer.body ? String(answer.body.message ?? '') : '';
  if (answer.status === 400) return /no longer available|no budget left/.test(message);
  if (answer.status === 429) return /Daily limit/.test(message);
  return false;
}

/**
 * A consumer's view of its feed: the tasks it was offered and which it has done, on the
 * platforms it has linked (the feed asks to link the others first) and Facebook (no linking).
 */
export class ConsumerTasks {
  constructor(platforms = ['youtube', 'twitter', 'facebook']) {
    this.platforms = new Set(platforms);
    this.open = new Map();
    this.done = new Map();
  }

  learn(page) {
    for (const task of page?.results ?? []) {
      if (task.status !== 'active' || !this.platforms.has(task.platform) || this.done.has(task.link_id)) continue;
      const request = taskCall(task);
      if (!request) continue;
      if (task.is_actioned) this.done.set(task.link_id, request);
      else this.open.set(task.link_id, request);
    }
  }

  /** A task not done yet, or (once all are done) one done before, which must answer 409. */
  next() {
    const open = [...this.open.entries()];
    if (open.length > 0) {
      const [linkId, request] = pick(open);
      this.open.delete(linkId);
      this.done.set(linkId, request);
      return request;
    }
    const done = [...this.done.values()];
    return done.length > 0 ? pick(done) : undefined;
  }
}

/**
 * One request of `kind` for `user`: `{ kind, method, path, body?, expected(answer) }`, where
 * `expected` says whether the answer is one this request may get.
 */
export function buildRequest(kind, user, tasks) {
  const ok = (answer) => answer.status === 200;
  switch (kind) {
    case 'feed page': {
      const page = 1 + Math.floor(Math.random() * 3);
      return { kind, method: 'GET', path: `all/?page=${page}`, expected: ok, learn: (body) => tasks?.learn(body) };
    }
    case 'task action': {
      const task = tasks?.next();
      if (!task) return buildRequest('feed page', user, tasks);
      return { kind, method: 'POST', path: task.path, body: task.body, expected: expectedTaskAnswer };
    }
    case 'alerts':
      return { kind, method: 'GET', path: 'alerts/', expected: ok };
    case 'alerts unread':
      return { kind, method: 'GET', path: 'alerts/unread/', expected: ok };
    case 'wallet transactions':
      return { kind, method: 'GET', path: 'wallet/transactions/', expected: ok };
    case 'wallet statement':
      return { kind, method: 'GET', path: 'wallet/statement/', expected: ok };
    default:
      throw new Error(`unknown request kind ${kind}`);
  }
}

let postSequence = 0;

/** A producer's new YouTube post asking for likes (KES 1,000 for 100 people), as the posting form sends it. */
export function newPostBody() {
  postSequence += 1;
  const videoId = `L${process.pid.toString(36)}${postSequence.toString(36)}${Math.random().toString(36).slice(2)}`
    .replace(/[^\w-]/g, '')
    .slice(0, 11)
    .padEnd(11, 'x');
  return {
    link_url: `https://www.youtube.com/watch?v=${videoId}`,
    platform: 'youtube',
    is_draft: false,
    action_type: 'Likes',
    producer_amount: 1000,
    targets_needed: 100,
    post_title: `Load test video ${postSequence}`,
    post_descrption: 'A new video from the load test.',
    targets_location: 'Anywhere',
    producer_location: 'Nairobi, Kenya',
    post_tags: 'music, kenya',
    anonymous: false,
    post_thumbnail: null,
  };
}

let phoneSequence = 0;

/** A phone number of its own for each M-PESA prompt: M-PESA refuses a second open prompt to one phone. */
export function nextPhone() {
  phoneSequence += 1;
  return `2547${String((process.pid * 1000 + phoneSequence) % 100_000_000).padStart(8, '0')}`;
}
