import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './operator-messages';

export default {
  console: 'Waendeshaji wa engage',
  consoleNavigation: 'Dashibodi ya waendeshaji',
  review: 'Ukaguzi',
  money: 'Pesa',
  people: 'Watu',
  posts: 'Machapisho',
  ledger: 'Daftari la hesabu',
  audit: 'Kumbukumbu za ukaguzi',
  health: 'Afya ya maeneo',
  signedInAs: '{email} ({role})',
  signOut: 'Toka',
  roleSupport: 'msaada',
  roleFinance: 'fedha',
  roleAdmin: 'msimamizi',
} satisfies Translation<typeof en>;
