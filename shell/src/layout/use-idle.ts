import { useEffect, useState } from 'react';

const activity = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * True after `ms` without user activity; false again on the next activity. Spec 000 §4: "The
 * mobile footer collapses to a floating home icon after 10 seconds of inactivity."
 * Interactions with an element marked `data-idle-ignore` are not activity: tapping the floating
 * home icon must go home, not first expand the footer and unmount the icon under the finger.
 *
 * Activity arrives on every frame while a page scrolls, so an event only notes its time (and
 * wakes the footer if it had collapsed); the one timer looks at that time when it fires and
 * waits again for what is left, rather than a timer cleared and set, and a state update, per event.
 */
export function useIdle(ms: number, enabled = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let lastActive = Date.now();
    let timer: number | undefined;
    const check = () => {
      const quiet = Date.now() - lastActive;
      if (quiet < ms) {
        timer = window.setTimeout(check, ms - quiet);
      } else {
        timer = undefined;
        setIdle(true);
      }
    };
    const wake = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-idle-ignore]')) return;
      lastActive = Date.now();
      if (timer !== undefined) return;
      setIdle(false);
      timer = window.setTimeout(check, ms);
    };
    timer = window.setTimeout(check, ms);
    for (const event of activity) window.addEventListener(event, wake, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of activity) window.removeEventListener(event, wake);
    };
  }, [ms, enabled]);
  return enabled && idle;
}
