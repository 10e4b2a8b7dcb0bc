/** Spec 000 §2 "description (truncated to 120 characters with more / show less)". */
import { useState } from 'react';
import { truncateText } from '@engage/shared/format/platform-links';
import { t } from '../messages';

export function TaskDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const preview = truncateText(text);
  if (!text) return null;
  const long = preview !== text;
  return (
    <p className="eg-task__description">
      {expanded || !long ? text : preview}{' '}
      {long && (
        <button
          type="button"
          className="eg-link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('showLess') : t('more')}
        </button>
      )}
    </p>
  );
}
