/**
 * A platform's mark (YouTube's play box, X, Instagram's camera, Facebook's f, TikTok's note),
 * drawn in `currentColor` so it reads on the platform's own tile and in either theme. Decorative:
 * the text beside it names the platform or the post.
 *
 *   <PlatformMark platform="youtube" size={40} />
 */
import type { Platform } from '@engage/shared/contract/common';

const PATHS: Readonly<Record<Platform, string>> = {
  // A rounded box with the play triangle cut out of it.
  youtube: 'M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 4v6l5-3z',
  twitter: 'M3 3h5l4.3 5.9L17.4 3H20l-6.6 7.6L21 21h-5l-4.6-6.3L5.9 21H3.3l7-8z',
  // The camera's outline, lens and flash, cut out of each other.
  instagram:
    'M8 2h8a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6V8a6 6 0 0 1 6-6zm0 2a4 4 0 0 0-4 4v8a4 4 0 0 0 4 4h8a4 4 0 0 0 4-4V8a4 4 0 0 0-4-4zm4 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.3-3.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z',
  facebook:
    'M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.2H7.3V14h2.8v8z',
  tiktok: 'M13 2h3.2a4.8 4.8 0 0 0 4.8 4.8V10a8 8 0 0 1-4.8-1.6V15a7 7 0 1 1-7-7v3.3A3.7 3.7 0 1 0 13 15z',
};

export function PlatformMark({ platform, size = 32 }: { platform: Platform; size?: number }) {
  return (
    <svg
      className="eg-platform-mark"
      data-platform-mark={platform}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[platform]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
