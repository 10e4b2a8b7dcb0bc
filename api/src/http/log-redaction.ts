/**
 * Secrets never reach the server log. The websocket URLs carry the access token in the query
 * (`/ws/posts/?token=…`, spec 000 §7), provider callbacks their key (`?key=`), OAuth returns a
 * code; Fastify logs every request's URL and error lines log it again. The serializers here
 * (app.ts) write such values as `[redacted]` wherever a URL is logged under `req` or `url`.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = new Set(['token', 'key', 'access_token', 'refresh', 'code', 'uidb64']);

/** Whatever its case or encoding (`Token`, `%74oken`), and any `*_token` or `*_key`. */
function isSecretParam(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_PARAMS.has(lower) || lower.endsWith('_token') || lower.endsWith('_key');
}

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params].map(([name, value]): [string, string] => [name, isSecretParam(name) ? '[redacted]' : value]);
  return `${url.slice(0, at)}?${new URLSearchParams(kept).toString().replace(/%5Bredacted%5D/g, '[redacted]')}`;
}

/** Fastify's request log line, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/** A `url` logged by any line (the error handler's, idempotency's), redacted the same way. */
export function urlLogSerializer(url: unknown): unknown {
  return typeof url === 'string' ? redactUrl(url) : url;
}
