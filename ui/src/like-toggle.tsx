/**
 * A like toggle: a heart and the like count as people see it (K, M, B), pressed when liked. Its
 * accessible name is the action, then the count exactly as it is shown ("Like, 1.5K likes"), so
 * a voice-control user who says what they see ("click 1.5K") reaches it (WCAG 2.5.3 Label in
 * Name: a count spelled differently, or in parentheses, does not count as the visible label).
 *
 *   <LikeToggle liked={task.has_liked} count={task.thumb_ups} label={t('like')}
 *     countText={(shown) => t('likes', { count: shown })} onToggle={toggle} />
 */
import { formatCount } from '@engage/shared/format/numbers';
import './kit.css';

interface LikeToggleProps {
  liked: boolean;
  count: number;
  /** The action, e.g. 'Like'. */
  label: string;
  /** The count in words around the shown count, e.g. `(shown) => '1.5K likes'`; must contain `shown`. */
  countText: (shown: string) => string;
  onToggle: () => void;
  /** Why it cannot be pressed now (offline): disabled, with this as its description. */
  disabledReason?: string;
}

export function LikeToggle({ liked, count, label, countText, onToggle, disabledReason }: LikeToggleProps) {
  const shown = formatCount(count);
  return (
    <button
      type="button"
      className={liked ? 'eg-chip eg-like--on' : 'eg-chip'}
      aria-pressed={liked}
      aria-label={`${label}, ${countText(shown)}`}
      disabled={disabledReason !== undefined}
      title={disabledReason}
      onClick={onToggle}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {shown}
    </button>
  );
}
