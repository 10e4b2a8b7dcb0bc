/** The operator console's frame: its header, navigation and sign-out (operator-layout.tsx). */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  console: 'engage operators',
  consoleNavigation: 'Operator console',
  review: 'Review',
  money: 'Money',
  people: 'People',
  posts: 'Posts',
  ledger: 'Ledger',
  audit: 'Audit log',
  health: 'Area health',
  signedInAs: '{email} ({role})',
  signOut: 'Sign out',
  roleSupport: 'support',
  roleFinance: 'finance',
  roleAdmin: 'admin',
};

export const t = defineMessages({ en, sw: () => import('./operator-messages.sw') });
