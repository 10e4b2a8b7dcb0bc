/**
 * The `Idempotency-Key` request header on the writes that move money or credit a task (their
 * list: shared/src/api/idempotency.ts; `apiRoute` marks them `config.idempotent`). On a flaky
 * link the browser resends such a write with the same key, and the write must not happen twice.
 * As Stripe does and the IETF draft "The Idempotency-Key HTTP Header Field" describes:
 *
 * - No header: the route behaves as it always has.
 * - The first request with a key claims it (per signed-in user) before its handler runs; the
 *   handler's answer, whatever its status, is kept with it for a day (idempotency-keys.ts).
 * - The same key with the same request (method, path and body) gets that answer again, with
 *   `Idempotent-Replayed: true`; nothing runs a second time.
 * - The same key while the first request is still running: 409 with `Retry-After`, nothing runs.
 * - The same key with another request: 422 naming the header (a client bug, or a reused key).
 *
 * The claim runs after the route's other preHandlers (authentication, rate limits): a request
 * they turn away never reaches the handler, so it neither claims the key nor keeps an answer.
 *
 * A request whose process died mid-way leaves its key claimed with no answer. That key is never
 * run again: the withdraw holds the money in its own transaction and only then asks M-PESA, so a
 * second run after a crash between the two would hold and pay out a second time (the balance
 * check stops an overdraft, not a double). After two minutes — longer than any provider call
 * may take — a copy is told instead that the first request did not finish and to check before
 * trying again; the payout reconciliation settles whatever the dead request started. The user's
 * next tap sends a new key, so nothing is blocked beyond that one attempt.
 */
import { createHash } from 'node:crypto';
import { ErrorResponseSchema } from '@engage/shared/contract/common';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { text } from '../i18n/messages';
import type { AppInstance } from './app-instance';
import { badRequest, conflict, refused } from './errors';
import { claimKey, keepAnswer, type KeyedRequest } from './idempotency-keys';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours `Idempotency-Key` (set by `apiRoute` from the shared list). */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key and its answer are kept: far beyond any resend, as Stripe keeps them. */
export const KEEP_KEY_SECONDS = 24 * 60 * 60;
/** A request still without an answer after this long is taken to have died with its process. */
export const PRESUMED_DEAD_SECONDS = 120;
/** `Retry-After` on the 409 a copy gets while the first request still runs. */
export const RUNNING_RETRY_AFTER_SECONDS = 1;

/** Printable ASCII, as a header carries it; a UUID is what our browser sends. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The requests of this process that claimed their key and still owe it their answer. */
const claims = new WeakMap<FastifyRequest, KeyedRequest>();

/** The key the request carries: undefined without the header; a malformed one is refused. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  // The draft writes the key as a structured-field string, in quotes; Stripe's clients do not.
  const key = typeof header === 'string' ? header.replace(/^"(.*)"$/, '$1') : '';
  if (!KEY_PATTERN.test(key)) throw badRequest(text('idempotencyKeyInvalid'));
  return key;
}

/** JSON with the keys of every object sorted: the same body written in another order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What the request asks, as a hash: method, path with its query, and body. */
function fingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

async function claimOrReplay(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const key = keyOf(request);
  if (key === undefined || !request.auth) return undefined;
  const keyed: KeyedRequest = { userId: request.auth.userId, key, fingerprint: fingerprint(request) };
  const found = await claimKey(request.server.database, keyed, KEEP_KEY_SECONDS);
  if (found.state === 'claimed') {
    claims.set(request, keyed);
    return undefined;
  }
  if (found.fingerprint !== keyed.fingerprint) {
    throw refused(422, text('idempotencyKeyReused'));
  }
  if (found.state === 'running') {
    if (found.runningSeconds >= PRESUMED_DEAD_SECONDS) throw conflict(text('idempotencyUnfinished'));
    // Asking again shortly gets the first request's answer once it has one: our client does.
    reply.header('Retry-After', String(RUNNING_RETRY_AFTER_SECONDS));
    throw conflict(text('idempotencyInProgress'));
  }
  return reply
    .code(found.statusCode)
    .header(REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(found.body);
}

async function keepTheAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const keyed = claims.get(request);
  if (!keyed) return payload;
  claims.delete(request);
  if (typeof payload !== 'string') {
    // Every idempotent route answers JSON, which arrives here serialised; anything else cannot be replayed.
    request.log.error({ url: request.url }, 'idempotent route answered without a JSON body; its answer is not kept');
    return payload;
  }
  try {
    await keepAnswer(request.server.database, keyed, { statusCode: reply.statusCode, body: payload });
  } catch (error) {
    // The answer still goes out; a copy of the request will be told the first did not finish.
    request.log.error({ err: error, url: request.url }, 'could not keep the answer of an idempotent request');
  }
  return payload;
}

const errorAnswer = (description: string): TSchema => Type.Object(ErrorResponseSchema.properties, { description });

/** The statuses and the header the route now has, in its OpenAPI operation. */
function documentKey(route: RouteOptions): void {
  const schema = route.schema ?? {};
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  response[409] ??= errorAnswer(
    `Conflicts with the current state; or a request with the same \`${IDEMPOTENCY_KEY_HEADER}\` is still running.`,
  );
  response[422] = errorAnswer(`The \`${IDEMPOTENCY_KEY_HEADER}\` was already used for a different request.`);
  const note =
    `Send an \`${IDEMPOTENCY_KEY_HEADER}\` header (a new UUID per action) to make a resend safe: the same key ` +
    `and request get the first answer again, with \`${REPLAYED_HEADER}: true\`, for 24 hours.`;
  route.schema = { ...schema, description: schema.description ? `${schema.description}. ${note}` : note, response };
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Adds the key's handling to every route declared from here on whose config says `idempotent`.
 * Call after the plugins whose route hooks must run first (rate limits) and before the routes.
 */
export function registerIdempotency(app: AppInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...asList(route.preHandler), claimOrReplay];
    route.onSend = [...asList(route.onSend), keepTheAnswer];
    documentKey(route);
  });
}
