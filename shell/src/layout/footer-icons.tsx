/**
 * The footer tabs' pictures: a few strokes each, drawn inline in the page's text colour (no icon
 * font or library to download; together they cost well under a kilobyte gzipped). Decorative:
 * the tab's label names it.
 */
import type { ReactNode } from 'react';

export type FooterIconName = 'home' | 'wallet' | 'affiliate' | 'newPost' | 'reels' | 'alerts' | 'profile';

const drawings: Record<FooterIconName, ReactNode> = {
  home: <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  wallet: (
    <>
      <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
      <path d="M16.5 14h.01" />
    </>
  ),
  affiliate: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.2A6.5 6.5 0 0 1 21.5 20" />
    </>
  ),
  newPost: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  reels: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M3 8h18M8 3l2 5M14 3l2 5M10.5 11.5v5l4-2.5z" />
    </>
  ),
  alerts: <path d="M6 9.5a6 6 0 0 1 12 0c0 5.5 2.5 7 2.5 7h-17S6 15 6 9.5M10 20.5a2.2 2.2 0 0 0 4 0" />,
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
};

export function FooterIcon({ name }: { name: FooterIconName }) {
  return (
    <svg
      className="eg-footer-tabs__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[name]}
    </svg>
  );
}
