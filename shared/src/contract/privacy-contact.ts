/**
 * Where requests about personal data go: the privacy policy names it, and Settings → Privacy sends
 * there what the app cannot change by itself (the email address). One place, so the operator can
 * change it. Kept apart from the export's schemas so a page can read it without the schema library.
 */
export const PRIVACY_CONTACT_EMAIL = 'privacy@engage.co.ke';
