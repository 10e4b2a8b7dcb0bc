/**
 * A toast's content with its timer bar: react-toastify's own bar is named 'notification timer'
 * in English with no option to change it, so toasts ask for `customProgressBar` and draw this one,
 * with the library's classes (same look, same theme colours) and a name in the page's language.
 * With a custom bar the library no longer closes the toast itself: the bar's animation does, and
 * it pauses when the library says the toast is paused (hover, focus lost).
 *
 *   toast(timedContent('Saved', 2000), { customProgressBar: true, type: 'success' });
 */
import type { ToastContentProps } from 'react-toastify';
import { kitText } from '@engage/shared/ui/messages';

export function timedContent(message: string, durationMs: number | false) {
  return function TimedToast({ closeToast, isPaused, toastProps }: ToastContentProps) {
    if (durationMs === false) return <>{message}</>;
    return (
      <>
        {message}
        <div className="Toastify__progress-bar--wrp">
          <div
            className={`Toastify__progress-bar--bg Toastify__progress-bar-theme--${toastProps.theme} Toastify__progress-bar--${toastProps.type}`}
          />
          <div
            role="progressbar"
            aria-label={kitText('toastTimer')}
            className={`Toastify__progress-bar Toastify__progress-bar--animated Toastify__progress-bar-theme--${toastProps.theme} Toastify__progress-bar--${toastProps.type}`}
            style={{ animationDuration: `${durationMs}ms`, animationPlayState: isPaused ? 'paused' : 'running' }}
            onAnimationEnd={() => closeToast()}
          />
        </div>
      </>
    );
  };
}
