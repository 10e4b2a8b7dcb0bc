/**
 * Spec 000 §5 "Link id extraction from a pasted link, by action type: Likes and Comments:
 * watch link (id after the v parameter up to &), short youtu.be link (id before ?), or
 * /shorts/ link (id before ?); Subscribers: /channel/, /c/ or /@ handle (value before ?);
 * otherwise no id. A YouTube id must be 11 characters, else 'Invalid YouTube URL.'"
 *
 * Besides `?`, a value also ends at `#` and at the next `/` (e.g. `/@name/videos`) — the spec's
 * examples are unaffected, and a trailing path never leaks into an id.
 */
import type { ActionType } from '@engage/shared/contract/common';

/** Spec 000 §5 "A YouTube id must be 11 characters, else 'Invalid YouTube URL.'" */
export const INVALID_YOUTUBE_URL_MESSAGE = 'Invalid YouTube URL.';

/** Spec 000 §5 "A YouTube id must be 11 characters". */
export const YOUTUBE_VIDEO_ID_LENGTH = 11;

export type LinkIdResult = { ok: true; id: string | null } | { ok: false; message: string };

/** The text after `marker` up to the first of `stops`, or null when the marker is absent. */
function after(url: string, marker: string, stops: RegExp): string | null {
  const start = url.indexOf(marker);
  if (start === -1) return null;
  const rest = url.slice(start + marker.length);
  const end = rest.search(stops);
  return end === -1 ? rest : rest.slice(0, end);
}

/** Spec 000 §5 "watch link (id after the v parameter up to &), short youtu.be link (id before ?), or /shorts/ link (id before ?)". */
function videoId(url: string): string | null {
  const watch = /[?&]v=([^&#]*)/.exec(url);
  if (watch) return watch[1] ?? '';
  return after(url, 'youtu.be/', /[?#/]/) ?? after(url, '/shorts/', /[?#/]/);
}

/** Spec 000 §5 "Subscribers: /channel/, /c/ or /@ handle (value before ?)" — the handle without its @. */
function channelId(url: string): string | null {
  return after(url, '/channel/', /[?#/]/) ?? after(url, '/c/', /[?#/]/) ?? after(url, '/@', /[?#/]/);
}

/**
 * The raw id of spec 000 §5: a video id for Likes and Comments, a channel id / custom name /
 * handle for Subscribers, null for any other action type or when the link has no such part.
 * Not validated — see {@link parseYouTubeLinkId}.
 */
export function extractLinkId(url: string, actionType: ActionType): string | null {
  const link = url.trim();
  switch (actionType) {
    case 'Likes':
    case 'Comments':
      return videoId(link);
    case 'Subscribers':
      return channelId(link);
    default:
      return null;
  }
}

/**
 * Extracts and validates the id of spec 000 §5.
 * - Likes / Comments: `{ ok: true, id }` for an 11-character video id, else
 *   `{ ok: false, message: 'Invalid YouTube URL.' }`.
 * - Subscribers: `{ ok: true, id }` for a non-empty channel value, else the same message
 *   (the spec's "Any message for an unextractable id: not shown" — we reuse it).
 * - Any other action type needs no id: `{ ok: true, id: null }`.
 */
export function parseYouTubeLinkId(url: string, actionType: ActionType): LinkIdResult {
  if (actionType !== 'Likes' && actionType !== 'Comments' && actionType !== 'Subscribers') {
    return { ok: true, id: null };
  }
  const id = extractLinkId(url, actionType);
  if (!id) return { ok: false, message: INVALID_YOUTUBE_URL_MESSAGE };
  if (actionType !== 'Subscribers' && id.length !== YOUTUBE_VIDEO_ID_LENGTH) {
    return { ok: false, message: INVALID_YOUTUBE_URL_MESSAGE };
  }
  return { ok: true, id };
}
