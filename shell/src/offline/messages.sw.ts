import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './messages';

export default {
  offline: 'Huna mtandao',
  offlineDetail:
    'Unaona kilichohifadhiwa kwenye simu hii ulipotembelea mara ya mwisho. Kazi, kupenda na malipo yanasubiri hadi mtandao urudi.',
} satisfies Translation<typeof en>;
