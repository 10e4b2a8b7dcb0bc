/**
 * Secrets never reach the server log. The websocket URLs carry the access token in the query
 * (`/ws/posts/?token=…`, spec 000 §7), and Fastify logs every request's URL: this serializer
 * writes such values as `[redacted]`.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = ['token', 'key', 'access_token', 'refresh', 'code', 'uidb64'];

export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return url;
  const params = new URLSearchParams(query);
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${path}?${params.toString().replace(/%5Bredacted%5D/g, '[redacted]')}`;
}

/** Fastify's request log line, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
