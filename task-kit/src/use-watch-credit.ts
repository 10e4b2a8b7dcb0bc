/**
 * The watch credit of a Views link (spec 000 §4 "YouTube view tracking", spec 001 §4 "Reel
 * watch"): counts while the video plays (`useWatchTime`) and, the moment the count reaches the
 * server's minimum, sends the credit once if `decideWatchCredit` says it is earned; then says
 * so, marks the link actioned in every cached list of its family and refreshes what a credit
 * changes (feed, notifications, balances). The player has reported its progress all along
 * (watch-progress.ts) and reports it once more just before the credit, which the server pays
 * from those reports.
 *
 *   const watch = useWatchCredit({ link: task, youtubeConnected, cacheKey: queryKeys.feed.all,
 *     send: (session, linkId, seconds) => callApi('youtubeView', session, …), onStop: 'remind-or-retry' });
 *   <div ref={watch.containerRef}><VideoPlayer ref={watch.playerRef} onPlay={watch.onPlay} … /></div>
 *
 * `onStop`: 'remind-or-retry' (the feed's player): a stop before the minimum says how long to
 * watch, a stop after a refused credit sends it again; 'nothing' (a reel): a refused credit is
 * reported once and not sent again, and `offersCredit` (the reel's 'Watch at least …' line)
 * goes.
 *
 * The credit is sent from a timer or an observer, outside any scope's code, so the credit and its
 * toasts run in the session scope of the component (`useSessionScope()`): in a page with two
 * parcels they go to that parcel's user.
 */
import { useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@engage/shared/queries';
import { updateCachedLink } from './cached-links';
import { refreshAfterTaskAction } from './refresh-after-task';
import type { ApiSession } from '@engage/shared/api/client';
import type { Link } from '@engage/shared/contract/links';
import { runInSessionScope, useSessionScope } from '@engage/shared/session/scope';
import { notify } from '@engage/shared/ui/toasts';
import { useWatchTime } from './use-watch-time';
import { decideWatchCredit } from './watch-credit';
import { watchText } from '@engage/shared/video/watch-messages';
import { useMinimumWatchSeconds } from './watch-settings';

interface WatchCreditOptions {
  link: Link;
  youtubeConnected: boolean;
  /** The key family whose cached lists hold the link (`queryKeys.feed.all`). */
  cacheKey: QueryKey;
  /** Sends the credit for `seconds` watched, as `session`'s user. */
  send: (session: ApiSession, linkId: number, seconds: number) => Promise<unknown>;
  onStop: 'remind-or-retry' | 'nothing';
}

export function useWatchCredit({ link, youtubeConnected, cacheKey, send, onStop }: WatchCreditOptions) {
  const client = useQueryClient();
  const scope = useSessionScope();
  const minimumSeconds = useMinimumWatchSeconds();
  const credited = useRef(false);
  const [refused, setRefused] = useState(false);
  const decide = (seconds: number) =>
    decideWatchCredit({
      actionType: link.action_type,
      isActioned: link.is_actioned,
      youtubeConnected,
      seconds,
      minimumSeconds,
    });

  async function credit(seconds: number) {
    if (credited.current || decide(seconds) !== 'credit') return;
    credited.current = true;
    try {
      // The server pays only the time the player reported: it hears the latest before the claim.
      await watch.playerRef.current?.reportProgress();
      await send(client, link.link_id, seconds);
      runInSessionScope(scope, () => notify.success(watchText('credited')));
      updateCachedLink(client, cacheKey, link.link_id, (cached) => ({ ...cached, is_actioned: true }));
      void refreshAfterTaskAction(client);
    } catch {
      // Either the next stop sends it again, or it stays sent once: reported, not retried each second.
      if (onStop === 'remind-or-retry') credited.current = false;
      else setRefused(true);
      runInSessionScope(scope, () => notify.error(watchText('recordFailed')));
    }
  }

  const watch = useWatchTime({
    minimumSeconds,
    onMinimum: (watched) => void credit(watched),
    onStop: (watched) => {
      if (onStop === 'nothing' || credited.current) return;
      if (decide(watched) === 'too-short') {
        runInSessionScope(scope, () => notify.blank(watchText('tooShort', { seconds: minimumSeconds })));
      } else void credit(watched);
    },
  });

  return {
    ...watch,
    minimumSeconds,
    /** Whether watching to the minimum would still earn a credit (nothing refused it yet). */
    offersCredit: !refused && decide(minimumSeconds) === 'credit',
  };
}
