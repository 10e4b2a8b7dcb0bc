/**
 * Every text of the shell's modals that the spec fixes (spec 000 §2, §5, §8), in its exact
 * words. Pages, modals and tests share this one list. Edit Preferences' texts live with the
 * interest picker it shares with the first run (`@engage/shared/ui/interest-picker`).
 */

/** Spec 000 §2 "Bot: ENABLE BOT or DISABLE BOT"; §8 bot toasts. */
export const botMessages = {
  enable: 'ENABLE BOT',
  disable: 'DISABLE BOT',
  activated: 'Bot activated successfully!',
  deactivated: 'Bot deactivated successfully!',
  failed: 'An error occurred, kindly try again',
  /** Ours, on a server that verifies tasks (the switch's `bot_platforms`). */
  actsOn: (platforms: string) => `It acts and earns on ${platforms} only.`,
  earnsNothing: 'Your bot will earn nothing until you link an account engage can check.',
  linkAccounts: 'Link your accounts',
} as const;

/** Spec 000 §8 "Connect", "Disconnect" and "Instagram". */
export const accountMessages = {
  title: 'Link Social Media Accounts',
  connecting: (platform: 'youtube' | 'twitter') => `Connecting ${platform}...`,
  redirected: 'Redirection successful',
  connectFailed: 'An error occurred. Please try again.',
  connectCancelled: 'Linking was cancelled. Nothing was changed.',
  disconnected: (label: string) => `${label} disconnected successfully`,
  disconnectFailed: (label: string) => `Failed to disconnect ${label}`,
  instagramConnected: 'Success! Instagram connected!',
  instagramFailed: 'An error occurred. Please try again.',
  /** Back from the provider's consent page (ours: the spec does not show it). */
  linked: (label: string) => `${label} linked. Its tasks are open to you now.`,
} as const;

/** Spec 000 §5 "Login and Instagram forms" validation messages. */
export const instagramValidation = {
  invalidEmail: 'Invalid email format',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;

/** Spec 000 §2 "Email verification" and §8 "Verification". */
export const verificationMessages = {
  checkEmail: 'Please check your email',
  verified: 'Verification successful!',
  invalidCode: 'Invalid code!',
  /** Not in the spec (request OTP failure "not shown"): the generic message of §8. */
  requestFailed: 'An error occurred. Please try again.',
} as const;
