import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './interest-messages';

export default {
  title: 'Mambo ninayopenda',
  loadingMine: 'Inapakia mambo unayopenda…',
  noneChosen: 'Bado hujachagua mambo unayopenda. Ongeza baadhi hapa chini.',
  selected: 'Mambo uliyochagua',
  remove: 'Ondoa {name}',
  fromTags: 'Kutoka kwa lebo zako',
  categories: 'Kategoria',
  loadingCategories: 'Inapakia kategoria…',
  noInterests: 'Hakuna mambo ya kuchagua kwa sasa',
  updating: 'Inasasisha...',
  updated: 'Akaunti imesasishwa!',
  failed: 'Hitilafu imetokea, tafadhali jaribu tena',
} satisfies Translation<typeof en>;
