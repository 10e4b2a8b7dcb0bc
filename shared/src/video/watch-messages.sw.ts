import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './watch-messages';

export default {
  credited: 'Umelipwa kwa kutazama!',
  recordFailed: 'Hitilafu imetokea wakati wa kurekodi utazamaji wako.',
  tooShort: 'Tazama angalau sekunde {seconds} ili ulipwe.',
  watched: 'Sekunde {seconds} kati ya {needed} zimetazamwa',
  openOnYoutube: 'Fungua kwenye YouTube',
  openVideo: 'Fungua video',
  playerFailed: 'Video hii haiwezi kuchezwa hapa.',
} satisfies Translation<typeof en>;
