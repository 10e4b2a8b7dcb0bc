/**
 * A stand-in for YouTube's IFrame API in component tests (jsdom cannot load youtube.com): each
 * player is a `<video data-youtube-id>` whose play, pause and ended events reach the player's
 * `onStateChange` as YouTube's would, and whose error event reaches `onError`. The kit's
 * `loadYouTubeApi` finds it on `window.YT` and never fetches the script.
 *
 *   beforeEach(() => installYouTubeStandIn());
 *   fireEvent.play(container.querySelector('video[data-youtube-id]')!);
 */
import type { YouTubeNamespace, YouTubePlayerOptions } from '../youtube-api';

export function installYouTubeStandIn(): void {
  const Player = function (element: HTMLElement, options: YouTubePlayerOptions) {
    const video = document.createElement('video');
    video.dataset.youtubeId = options.videoId;
    if (options.playerVars.autoplay) video.setAttribute('autoplay', '');
    // YT.PlayerState: 1 playing, 2 paused, 0 ended.
    video.addEventListener('play', () => options.events.onStateChange({ data: 1 }));
    video.addEventListener('pause', () => options.events.onStateChange({ data: 2 }));
    video.addEventListener('ended', () => options.events.onStateChange({ data: 0 }));
    video.addEventListener('error', () => options.events.onError());
    element.appendChild(video);
    return { pauseVideo: () => video.pause(), destroy: () => video.remove(), getCurrentTime: () => video.currentTime };
  } as unknown as YouTubeNamespace['Player'];
  window.YT = { Player };
}
