/**
 * Starting and ending the link with a social platform (spec 000 §4 "Account linking"), shared
 * by the Link Social Media Accounts modal and by areas asking over the bus (a feed card's
 * 'Link {Platform}' button).
 */
import { callApi } from '@engage/shared/api/client';
import { CONNECTABLE_PLATFORMS } from '@engage/shared/contract/constants';
import type { ConnectablePlatform } from '@engage/shared/contract/common';
import { notify } from '@engage/shared/ui/toasts';
import { t } from './messages';

export type RedirectPlatform = Exclude<ConnectablePlatform, 'instagram'>;

const connectRoute = { youtube: 'connectYoutube', twitter: 'connectTwitter' } as const;

/** Spec 000 §9 "Connectable platforms: Youtube, Twitter, Instagram" — the label of a platform. */
export function platformLabel(platform: ConnectablePlatform): string {
  return CONNECTABLE_PLATFORMS.find((entry) => entry.value === platform)?.label ?? platform;
}

/** Leaves the app for the provider's consent page (a function so tests can watch it). */
export const browser = {
  assign: (url: string): void => window.location.assign(url),
};

/**
 * YouTube and Twitter: POST connect → {auth_url}, then the browser goes there (spec 000 §7).
 * Toasts 'Connecting youtube...' → 'Redirection successful', or 'An error occurred. Please
 * try again.' (§8). Resolves true when the browser is being redirected.
 */
export async function startRedirectConnect(platform: RedirectPlatform): Promise<boolean> {
  const toast = notify.loading(t(platform === 'youtube' ? 'connectingYoutube' : 'connectingTwitter'));
  try {
    const { auth_url } = await callApi(connectRoute[platform], null);
    notify.settle(toast, 'success', t('redirected'));
    browser.assign(auth_url);
    return true;
  } catch {
    notify.settle(toast, 'error', t('connectFailed'));
    return false;
  }
}
