/**
 * The language a request is answered in: the first language of its `Accept-Language` that the
 * app speaks (`sw`, `sw-KE` → Kiswahili), else English. The browser's API client sends the
 * page's language, so a refusal reads like the screen it appears on.
 */
import type { FastifyRequest } from 'fastify';
import { asLanguage, type Language } from '@engage/shared/i18n/language';
import { written, type UserText } from './messages';

/** `'fr-FR, sw;q=0.8'` → 'sw'; tags by their weight (`q`, 1 when absent), a weight of 0 meaning "not this one". */
export function acceptedLanguage(header: string | undefined): Language {
  const tags = (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, q: weight ? Number(weight.slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const language = asLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

export function requestLanguage(request: FastifyRequest): Language {
  return acceptedLanguage(request.headers['accept-language']);
}

/** `said` in the request's language: the sentence of a 200 answer the browser shows as a toast. */
export function answered(request: FastifyRequest, said: UserText): string {
  return written(said, requestLanguage(request));
}
