import { defineMessages } from '@engage/shared/i18n/translate';

/** What the shared network helpers tell the user (use-online.ts). */
export const en = { needsConnection: 'You are offline. This needs a connection.' };
export const t = defineMessages({ en, sw: () => import('./messages.sw') });
