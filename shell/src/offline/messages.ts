import { defineMessages } from '@engage/shared/i18n/translate';

/** The offline banner's texts (offline-banner.tsx). */
export const en = {
  offline: 'You are offline',
  offlineDetail:
    'You are seeing what this phone kept from your last visit. Tasks, likes and payments wait until you are back online.',
};
export const t = defineMessages({ en, sw: () => import('./messages.sw') });
