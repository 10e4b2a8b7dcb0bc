/** How the task endpoints name a platform in what they tell the user. */
export const PLATFORM_LABEL: Record<string, string> = {
  youtube: 'YouTube',
  twitter: 'Twitter',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};
