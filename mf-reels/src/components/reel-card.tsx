/**
 * One reel (spec 001 §2 "Video reels"): a poster until the user clicks play (videos load
 * lazily, only the reel being played has a player), the producer, the description, what it
 * pays, like and share. A link that is not a short video (spec 001 §5) says 'Unsupported video format'; a
 * poster that fails to load shows a placeholder, never a black box. With the data saver on, the
 * placeholder stands in for every poster: the play button is the tap that loads something.
 */
import { memo, useId, useState } from 'react';
import { failureMessage } from '@engage/shared/api/failure';
import { queryKeys } from '@engage/shared/api/query-keys';
import { useLikeToggle } from '@engage/task-kit/use-like-toggle';
import type { Link } from '@engage/shared/contract/links';
import { formatRoundAmount } from '@engage/shared/format/money';
import { PLATFORM_LABELS } from '@engage/shared/format/platform-links';
import { postOwnTitle, taskTitleText } from '@engage/shared/format/task-title';
import { useDataSaver } from '@engage/shared/session/data-saver';
import { CopyButton } from '@engage/ui/copy-button';
import { LikeToggle } from '@engage/ui/like-toggle';
import { useSessionScope } from '@engage/shared/session/scope';
import { notify } from '@engage/shared/ui/toasts';
import { playsAsReel } from '../api/reel-media';
import { likeReel, shareReel } from '../api/reel-queries';
import { t } from '../messages';
import { ReelPlayer } from './reel-player';

export interface ReelCardProps {
  reel: Link;
  /** Whether this reel is the one playing (only one plays at a time). */
  active: boolean;
  onPlay: (linkId: number) => void;
  youtubeConnected: boolean;
  playerHeight: number;
}

/**
 * The poster, or the platform's name where there is none, under a play button named by the
 * reel's title. The platform's name stays outside the button: a button showing a word its name
 * does not contain fails voice control (WCAG 2.5.3 Label in Name).
 */
function Poster({ reel, title, onPlay }: { reel: Link; title: string; onPlay: () => void }) {
  const [failed, setFailed] = useState(false);
  const saving = useDataSaver();
  const src = reel.post_thumbnail;
  return (
    <div className="eg-reel__poster">
      {src && !failed && !saving ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className={`eg-reel__placeholder eg-platform--${reel.platform}`} aria-hidden="true">
          {PLATFORM_LABELS[reel.platform]}
        </span>
      )}
      <button type="button" className="eg-reel__play-button" aria-label={t('play', { title })} onClick={onPlay}>
        <span className="eg-reel__play" aria-hidden="true">
          ▶
        </span>
      </button>
    </div>
  );
}

function LikeButton({ reel }: { reel: Link }) {
  const toggleLike = useLikeToggle(queryKeys.reels.all, likeReel);
  function toggle() {
    toggleLike(reel).catch((error: unknown) => notify.error(failureMessage(error, t('somethingWentWrong'))));
  }
  return (
    <LikeToggle
      liked={reel.has_liked}
      count={reel.thumb_ups}
      label={t('like')}
      countText={(shown) => t('likes', { count: shown })}
      onToggle={toggle}
    />
  );
}

export const ReelCard = memo(function ReelCard({
  reel,
  active,
  onPlay,
  youtubeConnected,
  playerHeight,
}: ReelCardProps) {
  const session = useSessionScope();
  const titleId = useId();
  const title = postOwnTitle(reel) ?? taskTitleText(reel.platform, reel.action_type);
  const supported = playsAsReel(reel.link_url);

  let media;
  if (!supported) {
    media = (
      <div className="eg-reel__unsupported" role="note" style={{ height: playerHeight }}>
        {t('unsupported')}
      </div>
    );
  } else if (active) {
    media = <ReelPlayer reel={reel} title={title} height={playerHeight} youtubeConnected={youtubeConnected} />;
  } else {
    media = (
      <div className="eg-reel__media" style={{ height: playerHeight }}>
        <Poster reel={reel} title={title} onPlay={() => onPlay(reel.link_id)} />
      </div>
    );
  }

  return (
    <article className="eg-reel" aria-labelledby={titleId} data-link-id={reel.link_id}>
      {media}
      <div className="eg-reel__info">
        <h2 id={titleId} className="eg-reel__title">
          {title}
        </h2>
        <p className="eg-reel__by">{t('reelBy', { name: reel.producer_username })}</p>
        {reel.post_descrption && <p className="eg-reel__text">{reel.post_descrption}</p>}
        <div className="eg-reel__actions">
          {/* What the server credits for watching it, read before playing rather than after. */}
          <span className="eg-reward">{t('reward', { amount: formatRoundAmount(reel.reward) })}</span>
          <LikeButton reel={reel} />
          <CopyButton
            text={reel.link_url}
            label={t('share')}
            copiedLabel={t('copied')}
            onCopied={() => void shareReel(session, reel.link_id).catch(() => undefined)}
          />
        </div>
      </div>
    </article>
  );
});
