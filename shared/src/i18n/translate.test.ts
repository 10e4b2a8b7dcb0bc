import { defineMessages, interpolate } from '@engage/shared/i18n/translate';

const t = defineMessages({
  en: { empty: 'Uploaded links will appear here.', linkPlatform: 'Link {platform}' },
  sw: { empty: 'Viungo vilivyopakiwa vitaonekana hapa.' },
});

afterEach(() => {
  document.documentElement.lang = '';
});

it('reads English texts verbatim and fills {placeholders}', () => {
  expect(t('empty')).toBe('Uploaded links will appear here.');
  expect(t('linkPlatform', { platform: 'Youtube' })).toBe('Link Youtube');
});

it("follows the page's language and falls back to English for a missing key", () => {
  document.documentElement.lang = 'sw-KE';
  expect(t('empty')).toBe('Viungo vilivyopakiwa vitaonekana hapa.');
  expect(t('linkPlatform', { platform: 'Twitter' })).toBe('Link Twitter');
});

it('leaves an unknown placeholder as written', () => {
  expect(interpolate('Watch at least {seconds} seconds', {})).toBe('Watch at least {seconds} seconds');
  expect(interpolate('{count} new posts', { count: 3 })).toBe('3 new posts');
});
