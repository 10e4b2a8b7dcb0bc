/**
 * The watch ticket: when a task's video first starts playing, the server is told, so a view
 * credit can claim no more seconds than have really passed since (the browser's own count is
 * not evidence). Best effort: a ticket that cannot be taken only means the credit will be
 * refused with the reason, never that the player stops.
 */
import { callApi } from '@engage/shared/api/client';
import { runInSessionScope, type SessionScope } from '@engage/shared/session/scope';

/**
 * Takes the ticket for `linkUrl` as the user of `scope` (the player's, from `useSessionScope()`):
 * a play event comes from the player, outside any scope's code, so the scope is passed in.
 */
export function takeWatchTicket(linkUrl: string, scope: SessionScope | null): void {
  // An async function never throws synchronously: the player's play handler goes on regardless.
  const take = async () => {
    await callApi('watchStart', { body: { link_url: linkUrl } });
  };
  void runInSessionScope(scope, take).catch(() => undefined);
}
