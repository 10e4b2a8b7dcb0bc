/**
 * Which links play as a reel: the short videos spec 001 §5 accepts (YouTube Shorts, Instagram
 * Reels, TikTok), and the sandbox media our API serves to the demo and the browser tests
 * (`/api/sandbox/media/<name>.webm`, played as HTML5 video by the kit's player), so a reel's
 * watch credit can be tried on a machine without internet. Anything else says 'Unsupported
 * video format'.
 */
import { isShortVideoUrl } from '@engage/shared/format/platform-links';

const SANDBOX_MEDIA_PATH = /\/api\/sandbox\/media\/[a-z0-9-]+\.webm$/;

function isSandboxMediaUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && SANDBOX_MEDIA_PATH.test(parsed.pathname);
  } catch {
    return false;
  }
}

export function playsAsReel(url: string): boolean {
  return isShortVideoUrl(url) || isSandboxMediaUrl(url);
}
