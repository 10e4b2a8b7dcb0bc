// The load generator, in a process of its own (started by load-client.mjs with an IPC channel),
// so that the API instances and the load share nothing but the network: every request goes
// through the load balancer. The parent sends commands and gets one answer each:
//
//   { cmd: 'setup', apiUrl, wsUrl, consumers, producers, withdrawers, users? } -> { users }
//   { cmd: 'run', seconds, rate?, connections?, postEverySeconds?, subscribe? } -> { report }
//     rate: requests a second, sent on schedule whatever the answers (open loop); connections:
//     that many requests always in flight, each sent when the last came back (closed loop).
//   { cmd: 'halt' }                           -> {}  (the run under way ends now)
//   { cmd: 'money', checkouts, withdrawals }  -> { started: [...] }  (a burst, answers awaited)
//   { cmd: 'audit' }                          -> { alerts: [...] }  (each subscriber's count)
//   { cmd: 'login-limit', attempts }          -> { statuses: [...] }
//   { cmd: 'users' }                          -> { users }  (with their latest tokens)
//   { cmd: 'stop' }                           -> exits
import { apiClient } from './load-http.mjs';
import { AlertSubscriber } from './load-alerts.mjs';
import { buildRequest, ConsumerTasks, newPostBody, nextPhone, pickKind } from './load-mix.mjs';
import { Recorder } from './load-stats.mjs';
import { addMpesaMethod, refreshed, signUp } from './load-users.mjs';

/** Requests in flight at most in open-loop mode: beyond it the server is not keeping up. */
const MAX_IN_FLIGHT = 512;

const state = {
  client: undefined,
  wsUrl: undefined,
  /** { id, email, role, access, refresh, methodId? } */
  users: [],
  tasks: new Map(),
  subscribers: [],
  /** Money operations started by 'money' (and the posts made for them). */
  pendingPosts: [],
};

const consumers = () => state.users.filter((user) => user.role === 'consumer');
const producers = () => state.users.filter((user) => user.role === 'producer');
const withdrawers = () => state.users.filter((user) => user.methodId !== undefined);

async function refresh(user) {
  Object.assign(user, await refreshed(state.client, user));
}

/** Runs `fn` over `items`, `width` at a time. */
async function inBatches(items, width, fn) {
  const results = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  }
  return results;
}

async function setup(message) {
  state.client = apiClient(message.apiUrl, { maxSockets: 256 });
  state.wsUrl = message.wsUrl;
  if (message.users?.length) {
    state.users = message.users.map((user) => ({ ...user }));
    await inBatches(state.users, 8, refresh);
  } else {
    const wanted = [
      ...Array.from({ length: message.consumers ?? 8 }, (_, i) => ({ role: 'consumer', label: `consumer${i}` })),
      ...Array.from({ length: message.producers ?? 3 }, (_, i) => ({ role: 'producer', label: `producer${i}` })),
      ...Array.from({ length: message.withdrawers ?? 0 }, (_, i) => ({ role: 'consumer', label: `earner${i}` })),
    ];
    state.users = await inBatches(wanted, 4, (wish) => signUp(state.client, wish));
    const earners = state.users.filter((user) => user.email.startsWith('earner'));
    for (const [i, user] of earners.entries()) user.methodId = await addMpesaMethod(state.client, user, nextPhone(i));
  }
  for (const user of consumers()) state.tasks.set(user.id, new ConsumerTasks());
  // What each consumer's feed offers, as its first visit would show.
  await inBatches(consumers(), 4, async (user) => {
    for (const platform of ['youtube', 'twitter', 'facebook']) {
      for (let page = 1; page <= 3; page += 1) {
        const answer = await state.client.request('GET', `${platform}/?page=${page}`, { token: user.access });
        if (answer.status !== 200) break;
        state.tasks.get(user.id).learn(answer.body);
        if (!answer.body.next) break;
      }
    }
  });
  return { users: state.users };
}

async function subscribe() {
  if (state.subscribers.length > 0) return;
  state.subscribers = state.users.map(
    (user) => new AlertSubscriber({ wsUrl: state.wsUrl, client: state.client, user, refresh: () => refresh(user) }),
  );
  await inBatches(state.subscribers, 8, (subscriber) => subscriber.start());
}

/** A producer's post paid with M-PESA: two requests, recorded as one 'new paid post'. */
async function paidPost(producer, recorder) {
  const saved = await state.client.request('POST', 'links/save/', { token: producer.access, body: newPostBody() });
  if (!settle(recorder, 'new paid post', saved, (answer) => answer.status === 201)) return;
  const paid = await state.client.request('POST', 'wallet/checkout/mpesa/', {
    token: producer.access,
    body: { phone: nextPhone(), link_id: saved.body.link_id },
  });
  settle(recorder, 'new paid post', paid, (answer) => answer.status === 200);
}

/**
 * Records an answer: expected, a 503 that says when to come back (the database is away), or a
 * failure. Returns whether it was expected.
 */
function settle(recorder, kind, answer, expected) {
  if (expected(answer)) {
    recorder.record(kind, answer, 'ok');
    return true;
  }
  const unavailable = answer.status === 503 && answer.headers?.['retry-after'] !== undefined;
  recorder.record(kind, answer, unavailable ? 'unavailable' : 'failed');
  return false;
}

async function oneRequest(recorder) {
  const users = consumers();
  const user = users[Math.floor(Math.random() * users.length)];
  const request = buildRequest(pickKind(), user, state.tasks.get(user.id));
  const answer = await state.client.request(request.method, request.path, { token: user.access, body: request.body });
  if (answer.status === 401) {
    // The access token ran out (15 minutes): refresh as the apps do; the 401 is not a failure.
    await refresh(user).catch(() => undefined);
    return;
  }
  if (settle(recorder, request.kind, answer, request.expected) && request.learn) request.learn(answer.body);
}

async function run(message) {
  if (message.subscribe !== false) await subscribe();
  const recorder = new Recorder();
  let endAt = Date.now() + message.seconds * 1000;
  state.halt = () => {
    endAt = Math.min(endAt, Date.now());
  };
  const inFlight = new Set();
  let skipped = 0;
  const track = (promise) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };

  // Producers post now and then: new tasks for the consumers, a payment for M-PESA to settle.
  let postTimer;
  if (message.postEverySeconds && producers().length > 0) {
    let turn = 0;
    postTimer = setInterval(() => {
      const producer = producers()[turn++ % producers().length];
      track(paidPost(producer, recorder));
    }, message.postEverySeconds * 1000);
  }

  if (message.connections) {
    const worker = async () => {
      while (Date.now() < endAt) await oneRequest(recorder);
    };
    await Promise.all(Array.from({ length: message.connections }, worker));
  } else {
    const interval = 1000 / message.rate;
    const started = performance.now();
    let sent = 0;
    await new Promise((resolve) => {
      const timer = setInterval(() => {
        if (Date.now() >= endAt) {
          clearInterval(timer);
          resolve();
          return;
        }
        const due = Math.floor((performance.now() - started) / interval) - sent;
        for (let i = 0; i < due; i += 1) {
          sent += 1;
          if (inFlight.size >= MAX_IN_FLIGHT) skipped += 1;
          else track(oneRequest(recorder));
        }
      }, 5);
    });
  }
  clearInterval(postTimer);
  await Promise.all(inFlight);
  recorder.stop();
  return { report: { ...recorder.report(), skipped, offeredRate: message.rate ?? null } };
}

/** A burst of money operations at once: M-PESA checkouts of new posts and withdrawals. */
async function money(message) {
  const makers = producers();
  // The posts are saved first so that the burst itself is only the payments.
  const posts = await inBatches(
    Array.from({ length: message.checkouts ?? 0 }, (_, i) => makers[i % makers.length]),
    4,
    async (producer) => ({
      producer,
      linkId: (await state.client.call('POST', 'links/save/', { token: producer.access, body: newPostBody() })).link_id,
    }),
  );
  const burst = [
    ...posts.map(({ producer, linkId }) =>
      state.client
        .request('POST', 'wallet/checkout/mpesa/', {
          token: producer.access,
          body: { phone: nextPhone(), link_id: linkId },
        })
        .then((answer) => ({ kind: 'checkout', linkId, status: answer.status, at: answer.at })),
    ),
    ...withdrawers()
      .slice(0, message.withdrawals ?? 0)
      .map((user) =>
        state.client
          .request('POST', 'wallet/withdraw/', {
            token: user.access,
            body: {
              amount: 1000,
              original_currency: 'KES',
              original_amount: 1000,
              method: user.methodId,
              is_automatic: false,
            },
          })
          .then((answer) => ({ kind: 'withdrawal', userId: user.id, status: answer.status, at: answer.at })),
      ),
  ];
  process.send?.({ event: 'money-sent', at: Date.now() });
  return { started: await Promise.all(burst) };
}

async function audit() {
  return { alerts: await Promise.all(state.subscribers.map((subscriber) => subscriber.audit())) };
}

/** `attempts` wrong passwords for one address, one after the other: the statuses in order. */
async function loginLimit(message) {
  const email = `limit.${Date.now()}@load.engage.test`;
  const statuses = [];
  for (let i = 0; i < message.attempts; i += 1) {
    const answer = await state.client.request('POST', 'users/login/', {
      body: { email, password: 'wrong-password-1' },
    });
    statuses.push(answer.status);
  }
  return { statuses };
}

const handlers = {
  setup,
  run,
  money,
  audit,
  'login-limit': loginLimit,
  users: async () => ({ users: state.users }),
  halt: async () => {
    state.halt?.();
    return {};
  },
  stop: async () => {
    for (const subscriber of state.subscribers) subscriber.stop();
    state.client?.close();
    setTimeout(() => process.exit(0), 50);
    return {};
  },
};

process.on('message', (message) => {
  const handler = handlers[message.cmd];
  const reply = (body) => process.send?.({ id: message.id, ...body });
  if (!handler) return reply({ error: `unknown command ${message.cmd}` });
  handler(message).then(reply, (error) => reply({ error: error instanceof Error ? error.stack : String(error) }));
});
