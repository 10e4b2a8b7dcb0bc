/**
 * Every text of the shell's modals, toasts and the bot's status. The ones the spec fixes (spec
 * 000 §2, §5, §8) are in its exact words. Edit Preferences' interest texts live with the interest
 * picker it shares with the first run (`@engage/ui/interest-picker`).
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  // Spec 000 §2 "Bot: ENABLE BOT or DISABLE BOT"; §8 bot toasts.
  botEnable: 'ENABLE BOT',
  botDisable: 'DISABLE BOT',
  botActivated: 'Bot activated successfully!',
  botDeactivated: 'Bot deactivated successfully!',
  botFailed: 'An error occurred, kindly try again',
  // Ours, on a server that verifies tasks (the switch's `bot_platforms`).
  botActsOn: 'It acts and earns on {platforms} only.',
  /** The last two of a list of platforms: 'Youtube, Twitter and Instagram'. */
  botPlatformList: '{list} and {last}',
  botEarnsNothing: 'Your bot will earn nothing until you link an account engage can check.',
  botLinkAccounts: 'Link your accounts',
  botTitle: 'Bot',
  botAbout:
    'When the bot is on, it does simple like and view tasks for you on the accounts you have linked. The same rules apply as when you do them yourself: each task is checked before you are paid, rewards wait in your pending balance first, and there is a daily limit.',
  botHowItWorks: 'How the bot works',
  botChecking: 'Checking your bot…',
  botState: 'Your bot is {state}.',
  botOn: 'on',
  botOff: 'off',

  // Spec 000 §8 "Connect", "Disconnect" and "Instagram".
  accountsTitle: 'Link Social Media Accounts',
  connectingYoutube: 'Connecting youtube...',
  connectingTwitter: 'Connecting twitter...',
  redirected: 'Redirection successful',
  connectFailed: 'An error occurred. Please try again.',
  connectCancelled: 'Linking was cancelled. Nothing was changed.',
  disconnected: '{label} disconnected successfully',
  disconnectFailed: 'Failed to disconnect {label}',
  instagramConnected: 'Success! Instagram connected!',
  instagramFailed: 'An error occurred. Please try again.',
  // Back from the provider's consent page (ours: the spec does not show it).
  linked: '{label} linked. Its tasks are open to you now.',
  accountsLoading: 'Loading your accounts…',
  accountsFailed: 'Your accounts could not be loaded. Close this and try again.',
  linkedAccounts: 'Linked accounts',
  noneLinked: 'No account linked yet.',
  remove: 'Remove',
  removeAccount: 'Remove {label}',
  linkAnAccount: 'Link an account',
  accountsPrivacy:
    'We use a linked account only to check the tasks done with it — by you, or by your bot if you turn it on — and to pay you for them. Your Instagram password is used once to connect and is never stored. Read our {privacyPolicy}.',
  privacyPolicy: 'Privacy Policy',

  // Spec 000 §5 "Login and Instagram forms" validation messages.
  invalidEmail: 'Invalid email format',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  instagramTitle: 'Connect Instagram',
  instagramForm: 'Instagram login',
  instagramHint:
    'Sign in with the email of your Instagram account. Your password is used once to connect and is never stored.',
  instagramEmail: 'Instagram email',
  instagramPassword: 'Instagram password',
  instagramConnecting: 'Connecting…',
  instagramConnect: 'Connect Instagram',

  // Spec 000 §2 "Email verification" and §8 "Verification".
  checkEmail: 'Please check your email',
  verified: 'Verification successful!',
  invalidCode: 'Invalid code!',
  // Not in the spec (request OTP failure "not shown"): the generic message of §8.
  requestFailed: 'An error occurred. Please try again.',
  verifyTitle: 'Verify your email',
  verifyLater: 'Later',
  sendingCode: 'Sending code…',
  verify: 'Verify',
  verifyWhy:
    'Your email address is not verified yet. Until it is, you cannot do tasks, earn or like posts. Choose Verify and we will email you a code.',
  verifyForm: 'Verify email',
  codeSent:
    'We sent a verification code to {email}. Enter it below. It can take a minute to arrive; check your spam folder too.',
  yourEmail: 'your email address',
  codeLabel: 'Verification code',
  verifying: 'Verifying…',
  /** One code at a time: asking for another is explicit, and waits out the server's cooldown. */
  sendNewCode: 'Send a new code',
  sendNewCodeIn: 'Send a new code in {seconds} s',
  newCodeSent: 'A new code is on its way. The code sent before it no longer works.',

  // Edit Preferences (spec 000 §2) and the data saver, a setting of this device.
  preferencesTitle: 'Edit Preferences',
  save: 'SAVE',
  languageHeading: 'Language',
  languageNotSaved: 'Your language could not be saved on your account. Try again.',
  dataSaverHeading: 'On this device',
  dataSaverLabel: 'Data saver',
  dataSaverHint: 'Thumbnails load when you tap them, videos do not preload, pages are smaller.',

  /** The loading bar while a modal's code arrives. */
  opening: 'Opening',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });
