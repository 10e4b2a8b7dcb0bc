/**
 * What the shell shows before any frame: the startup failure (the runtime config could not be
 * read), the loading bars of its routes and the /producer placeholder. Small on purpose: the
 * sign-in page carries it.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  startFailedTitle: 'engage could not start',
  startFailedText: "We could not load the app's settings. Check your connection and reload the page.",
  startRetriesOnline: 'engage starts by itself as soon as the connection returns.',
  reload: 'Reload',
  loadingEngage: 'Loading engage',
  producerTitle: 'Producer',
  producerText: 'Producer tools are coming. For now, post and pay for links from a consumer account.',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });
