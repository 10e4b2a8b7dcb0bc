/**
 * What the page notices of each area's health, gathered from the first moment: page views per
 * area, errors (window errors, unhandled rejections, an area's error boundary, an area that could
 * not load) and, once the reporter has come, Core Web Vitals. Events wait here until
 * {@link startFieldHealth} decides whether this visitor reports today; the reporter that sends
 * them (`field-reporter.ts`, with the web-vitals library) is downloaded only then, after the page
 * has loaded, so nothing here weighs on the first paint.
 */
import { routeAt, type AreaName } from '@engage/shared/paths';
import type { RuntimeConfig } from '@engage/shared/config';
import { browserSavesData, readChoice } from '@engage/shared/session/data-saver-choice';
import type { FieldArea } from '@engage/shared/contract/field-health';
import { areaOfScript } from '../areas/remote-loader';
import { todaysVisitor } from './field-visitor';
import { pageArea, type PendingEvent } from './pending-event';

/** Events kept while the reporter has not come; past this, the oldest are dropped. */
const WAITING_MAX = 100;

let waiting: PendingEvent[] = [];
let deliver: ((event: PendingEvent) => void) | undefined;
let switchedOff = false;

export function recordFieldEvent(event: PendingEvent): void {
  if (switchedOff) return;
  if (deliver) return deliver(event);
  waiting.push(event);
  if (waiting.length > WAITING_MAX) waiting.shift();
}

export function recordView(pathname: string): void {
  const area = routeAt(pathname)?.area;
  if (area) recordFieldEvent({ kind: 'view', area });
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'non-error thrown';
}

/** An area's boundary caught its crash, or the area could not be loaded. */
export function reportAreaError(area: AreaName, source: 'boundary' | 'chunk', error: unknown): void {
  recordFieldEvent({ kind: 'error', area, source, message: messageOf(error) });
}

/** The area whose file a stack or an error event names, else the open page's. */
function areaOfError(file: string | undefined, stack: string | undefined): FieldArea {
  const named = file || /(https?:\/\/[^\s)]+)/.exec(stack ?? '')?.[1];
  return (named && areaOfScript(named)) || pageArea();
}

/** Listens for the page's uncaught errors at once: the reporter may come later, or not at all. */
export function listenForErrors(): void {
  addEventListener('error', (event) => {
    // A resource that failed (an image, a script tag) is not a script error.
    if (!(event instanceof ErrorEvent)) return;
    const error: unknown = event.error;
    recordFieldEvent({
      kind: 'error',
      area: areaOfError(event.filename, error instanceof Error ? error.stack : undefined),
      source: 'window',
      message: error === undefined || error === null ? event.message : messageOf(error),
    });
  });
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    recordFieldEvent({
      kind: 'error',
      area: areaOfError(undefined, reason instanceof Error ? reason.stack : undefined),
      source: 'rejection',
      message: messageOf(reason),
    });
  });
}

/**
 * Once the page has loaded: a visitor in today's sample, without the data saver, gets the
 * reporter; anyone else never downloads it, and what was gathered is dropped.
 */
export function startFieldHealth(config: Pick<RuntimeConfig, 'telemetrySample'>): void {
  const visitor = todaysVisitor(config.telemetrySample);
  if (!visitor.sampled || (readChoice() ?? browserSavesData())) {
    switchedOff = true;
    waiting = [];
    return;
  }
  const begin = () =>
    void import(/* webpackChunkName: "field-reporter" */ './field-reporter').then(
      ({ startReporter }) => {
        deliver = startReporter(visitor.id);
        for (const event of waiting.splice(0)) deliver(event);
      },
      () => undefined,
    );
  if (document.readyState === 'complete') setTimeout(begin, 0);
  else addEventListener('load', () => setTimeout(begin, 0), { once: true });
}
