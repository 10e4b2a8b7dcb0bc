/**
 * The YouTube IFrame Player API, fetched once, on first use (never when a page loads), with a
 * time limit: on a network where YouTube cannot be reached the player says so instead of
 * spinning forever.
 */
export interface YouTubePlayer {
  pauseVideo(): void;
  destroy(): void;
  /** Seconds into the video; the IFrame API adds it only once the player is ready. */
  getCurrentTime?(): number;
}

export interface YouTubePlayerOptions {
  videoId: string;
  height: string;
  width: string;
  playerVars: Record<string, number>;
  events: { onStateChange: (event: { data: number }) => void; onError: () => void };
}

export interface YouTubeNamespace {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const API_URL = 'https://www.youtube.com/iframe_api';
const LOAD_TIMEOUT_MS = 10_000;
let loading: Promise<YouTubeNamespace> | null = null;

export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('YouTube did not answer')), LOAD_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      loading = null; // a later player may try again
      reject(error);
    };
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      clearTimeout(timer);
      if (window.YT) resolve(window.YT);
      else fail(new Error('YouTube API missing'));
    };
    const script = document.createElement('script');
    script.src = API_URL;
    script.async = true;
    script.onerror = () => {
      script.remove();
      fail(new Error('YouTube API failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
