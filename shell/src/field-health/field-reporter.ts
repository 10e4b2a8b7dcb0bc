/**
 * Sends what `field-events.ts` gathers, with Core Web Vitals from the web-vitals library
 * (attribution build), in beacons of up to 20 events: when 20 are waiting, every minute, and
 * when the page is hidden (the last moment a phone reliably gives a page). Each event carries its
 * area's release as this page loaded it. Downloaded only for visitors in today's sample.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { apiBaseUrl } from '@engage/shared/config';
import type { FieldEvent, FieldArea, VitalName } from '@engage/shared/contract/field-health';
import { areaRelease } from '../areas/remote-loader';
import { pageArea, type PendingEvent } from './pending-event';

const BATCH_EVENTS = 20;
const SEND_EVERY_MS = 60_000;
/** What a beacon says of a release the page never loaded (the area failed before its manifest came). */
const NOT_LOADED = 'not-loaded';
/** The shell's own release: webpack's hash of the build. */
declare const __webpack_hash__: string | undefined;
const SHELL_RELEASE = typeof __webpack_hash__ === 'string' ? __webpack_hash__.slice(0, 12) : 'local';

const releaseOf = (area: FieldArea) => (area === 'shell' ? SHELL_RELEASE : (areaRelease(area) ?? NOT_LOADED));

/** `mf_wallet|button.withdraw`: the area whose page held the element, and the element. */
function target(element: Node | null): string | undefined {
  const tag = element instanceof Element ? element : element?.parentElement;
  if (!tag) return `${pageArea()}|`;
  const className = typeof tag.className === 'string' ? tag.className.trim().split(/\s+/)[0] : '';
  return `${pageArea()}|${tag.tagName.toLowerCase()}${className ? `.${className}` : ''}`;
}

/** What is read of any vital: the element's fields are those of LCP, INP and CLS's attributions. */
interface Vital {
  name: VitalName;
  value: number;
  navigationURL?: string;
  attribution: object;
}

function elementOf({ attribution }: Vital): string | undefined {
  const about = attribution as { target?: string; interactionTarget?: string; largestShiftTarget?: string };
  return about.target ?? about.interactionTarget ?? about.largestShiftTarget;
}

/**
 * An event whose area had not loaded when it happened (a page view is counted as the page opens,
 * before its area has arrived) takes the release the area has when the batch is sent: the one
 * this page view loaded, or none if it never came.
 */
type BatchedEvent = FieldEvent | (PendingEvent & { release?: undefined });

export function startReporter(visitor: string): (event: PendingEvent) => void {
  let batch: BatchedEvent[] = [];
  const url = `${apiBaseUrl()}telemetry/`;
  const send = () => {
    if (batch.length === 0) return;
    const events = batch.map((event): FieldEvent => ({ ...event, release: event.release ?? releaseOf(event.area) }));
    const body = JSON.stringify({ visitor, events });
    batch = [];
    // A string is sent as text/plain, which needs no preflight the closing page cannot wait for.
    if (navigator.sendBeacon?.(url, body)) return;
    void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  };
  const add = (event: BatchedEvent) => {
    batch.push(event);
    if (batch.length >= BATCH_EVENTS) send();
  };

  const vital = (metric: Vital) => {
    const [area, element] = (elementOf(metric) ?? '').split('|', 2);
    // The loading vitals belong to the page that was loaded, even when reported pages later.
    const loading = metric.name === 'LCP' || metric.name === 'FCP' || metric.name === 'TTFB';
    const loaded = loading && metric.navigationURL ? pageArea(new URL(metric.navigationURL).pathname) : undefined;
    const owner = (loaded ?? (area || pageArea())) as FieldArea;
    add({
      kind: 'vital',
      area: owner,
      release: releaseOf(owner),
      name: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
      ...(element ? { target: element.slice(0, 200) } : {}),
    });
  };
  const options = { generateTarget: target };
  try {
    onLCP(vital, options);
    onINP(vital, options);
    onCLS(vital, options);
    onFCP(vital);
    onTTFB(vital);
  } catch {
    // A browser without the Performance APIs the vitals need still reports views and errors.
  }

  // web-vitals hears the page hide while the event goes down (capture); this listens as it comes
  // back up, so the vitals it reports on hiding are in the last beacon.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
  setInterval(send, SEND_EVERY_MS);

  return (event) => {
    const release = event.area === 'shell' ? SHELL_RELEASE : areaRelease(event.area);
    add(release ? { ...event, release } : event);
  };
}
