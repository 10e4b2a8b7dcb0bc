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
  stateDraft: 'Rasimu',
  statePendingPayment: 'Linasubiri malipo',
  stateActive: 'Linaendelea',
  statePaused: 'Limesimamishwa',
  stateCompleted: 'Limekamilika',
  stateExpired: 'Muda wake umeisha',
  stateCancelled: 'Limeghairiwa',
  stateTakenDown: 'Limeondolewa',
  stateExpiredReturned: 'Muda wake umeisha — {amount} zimerudishwa',
  stateCancelledReturned: 'Limeghairiwa — {amount} zimerudishwa',
  stateTakenDownReturned: 'Limeondolewa — {amount} zimerudishwa',
  ends: 'Linaisha {date}',
} satisfies Translation<typeof en>;
