/**
 * A labelled progress bar (`role="progressbar"`): target progress of a task, profile
 * completeness, an upload.
 *
 *   <ProgressBar label="Target progress" value={40} max={100} valueText="40 / 100" />
 */
import './kit.css';

interface ProgressBarProps {
  label: string;
  value: number;
  max?: number;
  /** What is read and shown beside the bar; defaults to a percentage. */
  valueText?: string;
  /** Show `valueText` beside the bar (off where a visible label already says it). */
  showValue?: boolean;
}

export function ProgressBar({ label, value, max = 100, valueText, showValue = true }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  const text = valueText ?? `${percent}%`;
  return (
    <div className="eg-progress">
      <div
        className="eg-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        <span className="eg-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {showValue && (
        <span className="eg-progress__text" aria-hidden="true">
          {text}
        </span>
      )}
    </div>
  );
}
