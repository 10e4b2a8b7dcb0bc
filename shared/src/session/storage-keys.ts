/**
 * Local-storage keys of the session. `token`, `userType` and `referralId` are spec 000 §3's
 * names. Stateless, apart from the session store, so the shell can tell before its shared
 * libraries arrive whether someone is signed in (`shell/src/startup/early-start.ts`).
 */
export const storageKeys = {
  token: 'token',
  refreshToken: 'refresh',
  sessionId: 'session_id',
  userType: 'userType',
  referralId: 'referralId',
  /** Not part of the session: the theme chosen on this device (spec 000 §4), 'light' or 'dark'. */
  theme: 'theme',
  /** Not part of the session: the data saver as chosen on this device, 'on' or 'off' (data-saver-store.ts). */
  dataSaver: 'engage.dataSaver',
  /** Not part of the session: the language chosen on this device or the account's, 'en' or 'sw' (i18n/language.ts). */
  language: 'engage.language',
  /** Not part of the session: '1' when the language was chosen on a signed-out page, for the account to take at sign-in. */
  languageChosenSignedOut: 'engage.languageChosenSignedOut',
  /** Not part of the session: this browser's random device id, made once (device-id.ts). */
  deviceId: 'engage.deviceId',
  /** The operator console's session, in this tab only (operator-session.ts). */
  operatorSession: 'engage.operatorSession',
  /** Not part of the session: the runtime config of the last visit (early-start.ts). */
  runtimeConfig: 'engage.runtimeConfig',
  /** Not part of the session: today's random field-health visitor id and whether it reports (field-visitor.ts). */
  fieldVisitor: 'engage.fieldVisitor',
  /** Not part of the session: the release of each area the API last chose for this visitor (release-choices.ts). */
  releaseChoices: 'engage.releaseChoices',
} as const;
