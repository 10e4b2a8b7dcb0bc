/**
 * The watch-credit rule shared by the feed's Views tasks (spec 000 §4 "YouTube view tracking")
 * and the reels (spec 001 §4 "Reel watch"): "A view is credited only for action type Views, not
 * yet actioned, with YouTube connected and watch time at or above the minimum."
 */
import type { ActionType } from '@engage/shared/contract/common';

export type WatchDecision = 'credit' | 'too-short' | 'not-eligible';

export interface WatchCreditInput {
  actionType: ActionType;
  isActioned: boolean;
  youtubeConnected: boolean;
  seconds: number;
  /** The server's minimum (`GET settings/`), 30 by default. */
  minimumSeconds: number;
}

export function decideWatchCredit(input: WatchCreditInput): WatchDecision {
  const views = input.actionType === 'Views' || input.actionType === 'View';
  if (!views || input.isActioned || !input.youtubeConnected) return 'not-eligible';
  return input.seconds >= input.minimumSeconds ? 'credit' : 'too-short';
}
