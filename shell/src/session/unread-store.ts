/**
 * Unread flags per tab (spec 000 §4, §9 "Tab flags: home, clips, alerts, wallet"): raised by
 * real-time events, cleared when that view opens.
 */
import { create } from 'zustand';
import type { UnreadTab } from '@engage/shared/bus';
import { paths } from '@engage/shared/paths';

type Flags = Record<UnreadTab, boolean>;

interface UnreadState extends Flags {
  set: (tab: UnreadTab, unread: boolean) => void;
}

export const useUnreadStore = create<UnreadState>((set) => ({
  home: false,
  clips: false,
  alerts: false,
  wallet: false,
  set: (tab, unread) => set({ [tab]: unread } as Partial<Flags>),
}));

/** The view that clears each flag when it opens. */
export const tabOfPath: Record<string, UnreadTab> = {
  [paths.consumerHome]: 'home',
  [paths.videoReels]: 'clips',
  [paths.notifications]: 'alerts',
  [paths.payments]: 'wallet',
};
