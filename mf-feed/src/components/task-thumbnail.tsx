/**
 * A task's thumbnail. One that is missing or fails to load gives way to a tile in the
 * platform's colour, so a broken image never leaves a hole in the card. On YouTube Views tasks
 * the thumbnail opens the player (spec 000 §5: without YouTube connected it says 'Connect
 * YouTube to watch this video.').
 */
import { useState } from 'react';
import type { Platform } from '@engage/shared/contract/common';
import { PLATFORM_LABELS } from '@engage/shared/format/platform-links';
import { t } from '../messages';

interface TaskThumbnailProps {
  src: string | null;
  platform: Platform;
  title: string;
  /** Set on watchable tasks: the thumbnail is a button that opens the player. */
  onOpen?: () => void;
}

export function TaskThumbnail({ src, platform, title, onOpen }: TaskThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const alt = t('thumbnailOf', { title });
  const image =
    src && !failed ? (
      <img className="eg-task__thumb-img" src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />
    ) : (
      <span className={`eg-task__thumb-fallback eg-platform--${platform}`} role="img" aria-label={alt}>
        {PLATFORM_LABELS[platform]}
      </span>
    );
  if (!onOpen) return <div className="eg-task__thumb">{image}</div>;
  return (
    <button
      type="button"
      className="eg-task__thumb eg-task__thumb--play"
      onClick={onOpen}
      aria-label={t('playVideo', { title })}
    >
      {image}
      <span className="eg-task__play" aria-hidden="true">
        ▶
      </span>
    </button>
  );
}
