import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './post-card-messages';

export default {
  more: 'zaidi',
  showLess: 'onyesha kidogo',
  thumbnailOf: 'Picha ndogo ya {title}',
  playVideo: 'Cheza video ya {title}',
  showImage: 'Onyesha picha',
  showImageOf: 'Onyesha picha ya {title}',
  targetLabel: 'Maendeleo ya lengo',
  targetProgress: '{reached} / {needed}',
  tags: 'Lebo',
  anonymous: 'Bila jina',
} satisfies Translation<typeof en>;
