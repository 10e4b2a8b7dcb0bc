/**
 * Spec 000 §2 "Mobile (width 768px or below, or a mobile user agent)": the shell's layout and the
 * areas (the feed's player height) decide with this one rule.
 */
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@engage/shared/contract/constants';

/** Spec 000 §2: "Mobile (width 768px or below, or a mobile user agent)". */
const mobileAgent = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;
const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return window.matchMedia(query).matches || mobileAgent.test(navigator.userAgent);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
