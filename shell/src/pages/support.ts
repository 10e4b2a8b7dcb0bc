/** Where users reach a person (placeholder address, to confirm like the privacy contact). */
export const SUPPORT_EMAIL = 'support@engage.co.ke';
