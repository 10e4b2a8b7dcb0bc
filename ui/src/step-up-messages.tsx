/**
 * The texts of the step-up dialog (step-up-dialog.tsx), shown before a change that moves money.
 * (A .tsx file only because the package exports `*` as .tsx.)
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  title: 'Confirm it is you',
  passwordIntro: 'To keep your money safe, enter your password before changing this.',
  codeIntro: 'To keep your money safe, we email you a 6-digit code. Enter it before changing this.',
  password: 'Password',
  code: 'Code from the email',
  sendCode: 'Email me a code',
  sendAgain: 'Send a new code',
  codeSent: 'We emailed you a code. It expires in 10 minutes.',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  required: 'Enter it to continue.',
  failed: 'That did not work. Try again, or cancel.',
};

export const stepUpText = defineMessages({ en, sw: () => import('./step-up-messages.sw') });
