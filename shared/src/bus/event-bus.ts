/**
 * The typed event bus: the only way areas talk to each other besides the API and the session.
 *
 * The listeners live on one object stored on `globalThis` under a `Symbol.for` key, so two
 * separately bundled copies of this package (an integrator's page embedding a remote, or a
 * remote that failed to share `@engage/shared`) still reach the same listeners.
 */
import type { Notification } from '@engage/shared/contract/alerts';

/** Event name → payload. Add an event here before publishing it. */
export interface BusEvents {
  /** A notification arrived over the alerts websocket. */
  'alerts:new': { payload: Notification };
  /** The server said the user's money moved (a money alert arrived): balances load afresh. */
  'money:changed': Record<string, never>;
  /** Raise or clear one of the unread tab flags of spec 000 §4. */
  'unread:set': { tab: UnreadTab; unread: boolean };
  /** An area asks the shell to start linking a platform (spec 000 §5 'Link {Platform}'). */
  'accounts:connect': { platform: ConnectablePlatform };
  /**
   * The profile detail changed (avatar, interests, visibility, linked accounts). Areas on this
   * page share the query cache, which the publisher refreshes; the page around a parcel hears it
   * (the integrator example logs it).
   */
  'profile:changed': Record<string, never>;
  /** A toast was raised; the shell mounts the toast container on the first one. */
  'toasts:raised': Record<string, never>;
  /** An area asks the shell to open the email-verification flow. */
  'verification:request': Record<string, never>;
}

export type UnreadTab = 'home' | 'clips' | 'alerts' | 'wallet';
export type ConnectablePlatform = 'youtube' | 'twitter' | 'instagram';

export type BusEventName = keyof BusEvents;

/** Every event, listed at run time (a Record, so the compiler sees one missing from BusEvents). */
const eventNames: Record<BusEventName, true> = {
  'alerts:new': true,
  'money:changed': true,
  'unread:set': true,
  'accounts:connect': true,
  'profile:changed': true,
  'toasts:raised': true,
  'verification:request': true,
};

/** Every event name, for checking what an area built elsewhere expects (area-contract.ts). */
export const busEventNames: readonly string[] = Object.keys(eventNames);
type Listener<E extends BusEventName> = (payload: BusEvents[E]) => void;

interface BusRegistry {
  listeners: Map<string, Set<(payload: unknown) => void>>;
}

const BUS_KEY = Symbol.for('engage.event-bus');

function registry(): BusRegistry {
  const holder = globalThis as typeof globalThis & { [BUS_KEY]?: BusRegistry };
  holder[BUS_KEY] ??= { listeners: new Map() };
  return holder[BUS_KEY];
}

/** Subscribe to one event; returns the unsubscribe function. */
export function subscribe<E extends BusEventName>(event: E, listener: Listener<E>): () => void {
  const { listeners } = registry();
  let set = listeners.get(event);
  if (!set) {
    set = new Set();
    listeners.set(event, set);
  }
  const untyped = listener as (payload: unknown) => void;
  set.add(untyped);
  return () => {
    set.delete(untyped);
  };
}

/**
 * Publish an event to every listener. A listener that throws is reported and skipped, so one
 * area's bug never stops the others from hearing the event.
 */
export function publish<E extends BusEventName>(event: E, payload: BusEvents[E]): void {
  const set = registry().listeners.get(event);
  if (!set) return;
  for (const listener of [...set]) {
    try {
      listener(payload);
    } catch (error) {
      console.error(`[bus] a listener of "${event}" failed`, error);
    }
  }
}
