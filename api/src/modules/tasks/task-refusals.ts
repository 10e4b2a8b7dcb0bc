/**
 * How the task endpoints say no (spec 000 §8: the text in both `message` and `error`) and how
 * they name a platform in what they tell the user.
 */
import { ApiError } from '../../http/errors';

export const refused = (status: number, message: string) => new ApiError(status, message, { message, error: message });

export const PLATFORM_LABEL: Record<string, string> = {
  youtube: 'YouTube',
  twitter: 'Twitter',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};
