/**
 * The watch ticket: when a task's video first starts playing, the server is told, so a view
 * credit can claim no more seconds than have really passed since (the browser's own count is
 * not evidence). Best effort: a ticket that cannot be taken only means the credit will be
 * refused with the reason, never that the player stops.
 */
import { callApi, type ApiSession } from '@engage/shared/api/client';

/** Takes the ticket for `linkUrl` as `session`'s user (the player's, from `useSessionScope()`). */
export function takeWatchTicket(linkUrl: string, session: ApiSession): void {
  // An async function never throws synchronously: the player's play handler goes on regardless.
  const take = async () => {
    await callApi('watchStart', session, { body: { link_url: linkUrl } });
  };
  take().catch(() => undefined);
}
