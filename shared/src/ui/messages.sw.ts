import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './messages';

export default {
  show: 'Onyesha',
  hide: 'Ficha',
  showField: 'Onyesha {field}',
  hideField: 'Ficha {field}',

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
  notifications: 'Arifa Alt+T',
  toastTimer: 'Muda kabla arifa hii haijafungwa',
  anywhere: 'Popote',

  unavailableTitle: 'Sehemu hii haipatikani',
  unavailableIncompatible:
    'Sehemu hii ilitengenezwa kwa toleo jingine la engage, kwa hiyo haikufunguliwa ({reason}). Sehemu nyingine za engage bado zinafanya kazi; jaribu tena ikishasasishwa.',
  unavailableText:
    'Haikuweza kupakiwa kwa sasa. Sehemu nyingine za engage bado zinafanya kazi; tafadhali jaribu tena baada ya muda mfupi.',
} satisfies Translation<typeof en>;
