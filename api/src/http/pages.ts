/** Django REST style page links: `next` is an absolute URL or null (spec 000 §3). */
import type { FastifyRequest } from 'fastify';

export function requestBaseUrl(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl;
  return `${request.protocol}://${request.host}`;
}

export function pageLink(request: FastifyRequest, page: number, publicUrl?: string): string {
  const url = new URL(request.url, requestBaseUrl(request, publicUrl));
  url.searchParams.set('page', String(page));
  return url.toString();
}
