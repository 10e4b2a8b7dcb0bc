import { useEffect, useState } from 'react';

const activity = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * True after `ms` without user activity; false again on the next activity. Spec 000 §4: "The
 * mobile footer collapses to a floating home icon after 10 seconds of inactivity."
 * Interactions with an element marked `data-idle-ignore` are not activity: tapping the floating
 * home icon must go home, not first expand the footer and unmount the icon under the finger.
 */
export function useIdle(ms: number, enabled = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let timer = window.setTimeout(() => setIdle(true), ms);
    const wake = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-idle-ignore]')) return;
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), ms);
    };
    for (const event of activity) window.addEventListener(event, wake, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of activity) window.removeEventListener(event, wake);
    };
  }, [ms, enabled]);
  return enabled && idle;
}
