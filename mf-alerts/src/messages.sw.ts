import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './messages';

export default {
  pageTitle: 'Arifa',
  tabsLabel: 'Arifa',
  listLabel: 'Arifa',
  tabAll: 'Zote',
  tabUnread: 'Hazijasomwa',
  clearAll: 'Futa zote',
  empty: 'Arifa zitaonekana hapa.',
  retry: 'Jaribu tena',
  unread: 'Haijasomwa',
  deleteOne: 'Futa arifa: {title}',
  clearAllTitle: 'Futa arifa zote?',
  clearAllMessage: 'Arifa zote zitafutwa. Hili haliwezi kutenduliwa.',
  cancel: 'Ghairi',
  deleting: 'Inafuta...',
  deleted: 'Arifa imefutwa!',
  clearedAll: 'Arifa zimefutwa!',
  failed: 'Hitilafu imetokea, tafadhali jaribu tena',
} satisfies Translation<typeof en>;
