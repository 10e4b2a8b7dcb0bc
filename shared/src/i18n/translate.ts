/**
 * One small translation helper: each area keeps every user-visible string in its own
 * `messages.ts` (English, the spec's texts verbatim) and reads them through `t`, so Kiswahili
 * can later be added as data, without touching a component.
 *
 *   // mf-alerts/src/messages.ts
 *   export const t = defineMessages({
 *     en: { empty: 'Notifications will appear here.', linkPlatform: 'Link {platform}' },
 *     sw: { empty: 'Arifa zitaonekana hapa.' },
 *   });
 *   t('linkPlatform', { platform: 'Youtube' }); // 'Link Youtube'
 *
 * The language is the page's (`<html lang>`); a key missing in it falls back to English. Keys
 * are typed: a misspelt key fails `tsc`.
 */

type Params = Readonly<Record<string, string | number>>;

export type Translate<K extends string> = (key: K, params?: Params) => string;

/** The page's language, e.g. 'sw' for `<html lang="sw-KE">`; 'en' outside a browser. */
function pageLanguage(): string {
  if (typeof document === 'undefined') return 'en';
  return (document.documentElement.lang || 'en').toLowerCase().split('-')[0] ?? 'en';
}

/** `{name}` placeholders filled from `params`; an unknown placeholder is left as written. */
export function interpolate(text: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

export function defineMessages<const E extends Readonly<Record<string, string>>>(catalog: {
  en: E;
  [language: string]: Partial<Record<keyof E, string>>;
}): Translate<Extract<keyof E, string>> {
  return (key, params) => {
    const text = catalog[pageLanguage()]?.[key] ?? catalog.en[key];
    return interpolate(text ?? key, params);
  };
}
