/**
 * The watch ticket: when a task's video first starts playing, the server is told, so a view
 * credit can claim no more seconds than have really passed since (the browser's own count is
 * not evidence). Best effort: a ticket that cannot be taken only means the credit will be
 * refused with the reason, never that the player stops.
 */
import { callApi } from '@engage/shared/api/client';

export function takeWatchTicket(linkUrl: string): void {
  void Promise.resolve()
    .then(() => callApi('watchStart', { body: { link_url: linkUrl } }))
    .catch(() => undefined);
}
