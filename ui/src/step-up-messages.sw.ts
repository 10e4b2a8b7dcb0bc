import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './step-up-messages';

export default {
  title: 'Thibitisha kuwa ni wewe',
  passwordIntro: 'Ili pesa zako ziwe salama, weka nenosiri lako kabla ya kubadilisha hili.',
  codeIntro:
    'Ili pesa zako ziwe salama, tunakutumia msimbo wa tarakimu 6 kwa barua pepe. Uweke kabla ya kubadilisha hili.',
  password: 'Nenosiri',
  code: 'Msimbo kutoka kwenye barua pepe',
  sendCode: 'Nitumie msimbo kwa barua pepe',
  sendAgain: 'Tuma msimbo mpya',
  codeSent: 'Tumekutumia msimbo kwa barua pepe. Unaisha baada ya dakika 10.',
  confirm: 'Thibitisha',
  confirming: 'Inathibitisha…',
  required: 'Uweke ili kuendelea.',
  failed: 'Haikufaulu. Jaribu tena, au ghairi.',
} satisfies Translation<typeof en>;
