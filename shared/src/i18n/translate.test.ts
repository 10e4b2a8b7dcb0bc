import {
  defineMessages,
  interpolate,
  loadMessages,
  messagesReady,
  type Translation,
} from '@engage/shared/i18n/translate';
import { translationProblems } from '@engage/shared/testing/translations';

const en = {
  empty: 'Uploaded links will appear here.',
  linkPlatform: 'Link {platform}',
  tasks: { one: '{count} task', other: '{count} tasks' },
};

const t = defineMessages({ en, sw: async () => ({ default: swahili }) });

const swahili: Translation<typeof en> = {
  empty: 'Viungo vilivyopakiwa vitaonekana hapa.',
  linkPlatform: 'Unganisha {platform}',
  tasks: { one: 'kazi {count}', other: 'kazi {count} zaidi' },
};

afterEach(() => {
  document.documentElement.lang = '';
});

it('reads English texts verbatim, fills {placeholders} and picks the plural form', () => {
  expect(t('empty')).toBe('Uploaded links will appear here.');
  expect(t('linkPlatform', { platform: 'Youtube' })).toBe('Link Youtube');
  expect(t('tasks', { count: 1 })).toBe('1 task');
  expect(t('tasks', { count: 3 })).toBe('3 tasks');
});

it("follows the page's language once its messages have loaded, English until then", async () => {
  document.documentElement.lang = 'sw-KE';
  expect(messagesReady('sw')).toBe(false);
  expect(t('empty')).toBe('Uploaded links will appear here.');
  await loadMessages('sw');
  expect(messagesReady('sw')).toBe(true);
  expect(t('empty')).toBe('Viungo vilivyopakiwa vitaonekana hapa.');
  expect(t('linkPlatform', { platform: 'Twitter' })).toBe('Unganisha Twitter');
  expect(t('tasks', { count: 1 })).toBe('kazi 1');
  expect(t('tasks', { count: 4 })).toBe('kazi 4 zaidi');
});

it('shows English for a catalog that cannot load, and does not wait for it again', async () => {
  const broken = defineMessages({ en: { hello: 'Hello' }, sw: () => Promise.reject(new Error('offline')) });
  document.documentElement.lang = 'sw';
  await loadMessages('sw');
  expect(messagesReady('sw')).toBe(true);
  expect(broken('hello')).toBe('Hello');
});

it('leaves an unknown placeholder as written', () => {
  expect(interpolate('Watch at least {seconds} seconds', {})).toBe('Watch at least {seconds} seconds');
  expect(interpolate('{count} new posts', { count: 3 })).toBe('3 new posts');
});

it('finds a message left in English, a dropped placeholder and a missing plural form', async () => {
  const sloppy = defineMessages({
    en: {
      save: 'Save',
      hello: 'Hello {name}',
      tasks: { one: '{count} task', other: '{count} tasks' },
      brand: 'M-PESA',
    },
    sw: async () => ({
      default: { save: 'Save', hello: 'Habari', tasks: { one: 'kazi {count}' }, brand: 'M-PESA' } as never,
    }),
  });
  expect(await translationProblems(sloppy, { sameInKiswahili: ['brand'] })).toEqual([
    'save: still English ("Save")',
    'hello: placeholders none, English has {name}',
    'tasks: no other form',
  ]);
  expect(await translationProblems(t)).toEqual([]);
});
