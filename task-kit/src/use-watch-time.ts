/**
 * Counts how long a video is watched (spec 000 §4, spec 001 §4): one second at a time while it
 * plays; pausing, ending, or the player falling under half visible stops the count (and pauses
 * the player). Each stop, and closing the player, is reported through `onStop`; reaching the
 * minimum while playing is reported once through `onMinimum`. The caller decides what a report
 * is worth (`decideWatchCredit`) and sends a credit at most once.
 *
 *   const watch = useWatchTime({ minimumSeconds, onMinimum: credit, onStop: evaluate });
 *   <div ref={watch.containerRef}>
 *     <VideoPlayer ref={watch.playerRef} url={url} onPlay={watch.onPlay} onPause={watch.onPause} onEnded={watch.onEnded} />
 *   </div>
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { WATCH_VISIBILITY_THRESHOLD } from '@engage/shared/contract/constants';
import type { VideoPlayerHandle } from './video-player';

interface WatchTimeOptions {
  minimumSeconds: number;
  /** Called once, the second the count reaches the minimum while playing. */
  onMinimum: (seconds: number) => void;
  /** Called on every stop (pause, end, out of view) and on close, with the seconds so far. */
  onStop: (seconds: number) => void;
}

export function useWatchTime({ minimumSeconds, onMinimum, onStop }: WatchTimeOptions) {
  const [seconds, setSeconds] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const playerRef = useRef<VideoPlayerHandle | null>(null);
  const counted = useRef(0);
  const minimumReported = useRef(false);
  const callbacks = useRef({ onMinimum, onStop });
  useEffect(() => {
    callbacks.current = { onMinimum, onStop };
  });

  // One tick a second while playing.
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      counted.current += 1;
      setSeconds(counted.current);
      if (!minimumReported.current && counted.current >= minimumSeconds) {
        minimumReported.current = true;
        callbacks.current.onMinimum(counted.current);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [playing, minimumSeconds]);

  // Mirrors `playing` for callbacks and the unmount cleanup, which must not wait for a render.
  const playingNow = useRef(false);
  const stop = useCallback(() => {
    if (!playingNow.current) return;
    playingNow.current = false;
    setPlaying(false);
    callbacks.current.onStop(counted.current);
  }, []);
  const start = useCallback(() => {
    playingNow.current = true;
    setPlaying(true);
  }, []);

  // Under half visible: pause the player (its pause event stops the count too).
  useEffect(() => {
    const Observer = globalThis.IntersectionObserver;
    if (!container || !Observer) return;
    const observer = new Observer(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio < WATCH_VISIBILITY_THRESHOLD)) {
          playerRef.current?.pause();
          stop();
        }
      },
      { threshold: WATCH_VISIBILITY_THRESHOLD },
    );
    observer.observe(container);
    return () => observer.disconnect();
  }, [container, stop]);

  // Closing the player while it plays is a stop too.
  useEffect(() => () => stop(), [stop]);

  return {
    seconds,
    playing,
    containerRef: setContainer,
    playerRef,
    onPlay: start,
    onPause: stop,
    onEnded: stop,
  };
}
