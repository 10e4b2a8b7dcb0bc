/** Where privacy requests go, in every language's policy. One place, so the operator can change it. */
export const PRIVACY_CONTACT_EMAIL = 'privacy@engage.co.ke';
