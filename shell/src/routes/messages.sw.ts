import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './messages';

export default {
  startFailedTitle: 'engage imeshindwa kuanza',
  startFailedText:
    'Hatukuweza kupakia mipangilio ya programu. Tafadhali angalia mtandao wako kisha upakie ukurasa upya.',
  startRetriesOnline: 'engage itaanza yenyewe mara mtandao utakaporudi.',
  reload: 'Pakia upya',
  loadingEngage: 'Inapakia engage',
  producerTitle: 'Mtangazaji',
  producerText: 'Zana za watangazaji zinakuja. Kwa sasa, weka na ulipie viungo ukitumia akaunti ya mtumiaji.',
} satisfies Translation<typeof en>;
