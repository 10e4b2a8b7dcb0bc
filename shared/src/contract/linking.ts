/**
 * Where a profile detail says a platform is linked (spec 000 §3 `*_connected`), and whether a
 * link the platform stopped honouring must be made again (our `needs_relink`). The shell's
 * accounts modal, the profile's settings and first run, and the feed all read it from here.
 */
import type { ConnectablePlatform } from '@engage/shared/contract/common';
import type { ProfileDetail } from '@engage/shared/contract/profile';

const CONNECTED_FIELD = {
  youtube: 'youtube_connected',
  twitter: 'twitter_connected',
  instagram: 'instagram_connected',
} as const satisfies Record<ConnectablePlatform, keyof ProfileDetail>;

/** The profile detail's field that says whether `platform` is linked: `youtube` → `youtube_connected`. */
export function connectedField<P extends ConnectablePlatform>(platform: P): (typeof CONNECTED_FIELD)[P] {
  return CONNECTED_FIELD[platform];
}

/**
 * `linked`: the platform is linked and honours the link. `relink`: it was linked but stopped
 * honouring it (access withdrawn, token revoked), so the user links it again. `unlinked`:
 * otherwise — also while the profile detail has not loaded.
 */
type LinkState = 'linked' | 'relink' | 'unlinked';

export function linkState(profile: ProfileDetail | undefined, platform: ConnectablePlatform): LinkState {
  if (!profile) return 'unlinked';
  if (profile[connectedField(platform)]) return 'linked';
  const needsRelink: readonly ConnectablePlatform[] = profile.needs_relink ?? [];
  return needsRelink.includes(platform) ? 'relink' : 'unlinked';
}
