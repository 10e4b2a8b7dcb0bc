/**
 * The names the sign-in area's forms give their toasts (`notify.error(text, toastsOf.auth)`):
 * a form's success dismisses its own earlier error toasts. Sign-in, sign-up and Google share one
 * name: they are one screen, and any of them succeeding makes the others' failures stale.
 */
export const toastsOf = {
  auth: { form: 'auth-screen' },
  forgotPassword: { form: 'forgot-password' },
  resetPassword: { form: 'reset-password' },
} as const;
