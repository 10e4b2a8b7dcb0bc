import { kitText } from '@engage/shared/ui/messages';
import '@engage/shared/ui/theme.css';

/** A thin indeterminate bar at the top of a section while it loads. */
export function LoadingBar({ label = kitText('loading') }: { label?: string }) {
  return (
    <div className="eg-loading-bar" role="progressbar" aria-label={label} aria-busy="true">
      <div className="eg-loading-bar__fill" />
    </div>
  );
}
