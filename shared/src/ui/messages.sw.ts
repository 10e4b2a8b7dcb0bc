import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './messages';

export default {
  show: 'Onyesha',
  hide: 'Ficha',
  showField: 'Onyesha {field}',
  hideField: 'Ficha {field}',

  more: 'zaidi',
  showLess: 'onyesha kidogo',
  thumbnailOf: 'Picha ndogo ya {title}',
  playVideo: 'Cheza video ya {title}',
  showImage: 'Onyesha picha',
  showImageOf: 'Onyesha picha ya {title}',
  targetLabel: 'Maendeleo ya lengo',
  targetProgress: '{reached} / {needed}',
  tags: 'Lebo',

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

  close: 'Funga',
  cancel: 'Ghairi',
  retry: 'Jaribu tena',
  loading: 'Inapakia',
  loadingShort: 'Inapakia…',
  loadingMore: 'Inapakia zaidi…',
  loadMoreFailed: 'Imeshindwa kupakia zaidi.',
  previousPage: 'Iliyotangulia',
  nextPage: 'Inayofuata',
  pageOf: 'Ukurasa {page} kati ya {pages}',
  tablePages: 'Kurasa za {caption}',
  // An anonymous post's producer.
  anonymous: 'Bila jina',
  notifications: 'Arifa Alt+T',

  unavailableTitle: 'Sehemu hii haipatikani',
  unavailableIncompatible:
    'Sehemu hii ilitengenezwa kwa toleo jingine la engage, kwa hiyo haikufunguliwa ({reason}). Sehemu nyingine za engage bado zinafanya kazi; jaribu tena ikishasasishwa.',
  unavailableText:
    'Haikuweza kupakiwa kwa sasa. Sehemu nyingine za engage bado zinafanya kazi; tafadhali jaribu tena baada ya muda mfupi.',
} satisfies Translation<typeof en>;
