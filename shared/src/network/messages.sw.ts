import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './messages';

export default {
  needsConnection: 'Huna mtandao. Hii inahitaji mtandao.',
} satisfies Translation<typeof en>;
