/**
 * Field health in the page: one random visitor id a day with the day's sampling decision, nothing
 * downloaded or sent outside the sample or under the data saver, and what was gathered before the
 * reporter came (a page's errors, its views) sent in text beacons with the area it belongs to.
 */
import { storageKeys } from '@engage/shared/session/storage-keys';
import { todaysVisitor } from './field-visitor';

const beacons: { url: string; body: { visitor: string; events: Record<string, unknown>[] } }[] = [];

beforeEach(() => {
  localStorage.clear();
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) as (typeof beacons)[number]['body'] });
      return true;
    },
  });
});

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
};

describe("the day's visitor", () => {
  afterEach(() => jest.useRealTimers());

  it('keeps one random id and one sampling decision all day, and makes a new one the next day', () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T08:00:00Z') });
    const first = todaysVisitor(1);
    expect(first.id).toMatch(/^[0-9a-f]{24}$/);
    expect(first.sampled).toBe(true);
    // The sample may change in config.json; today's decision stands.
    expect(todaysVisitor(0)).toEqual(first);

    jest.setSystemTime(new Date('2026-11-30T08:00:00Z'));
    const next = todaysVisitor(0);
    expect(next.id).not.toBe(first.id);
    expect(next.sampled).toBe(false);
    expect(JSON.parse(localStorage.getItem(storageKeys.fieldVisitor) ?? '{}')).toMatchObject({ day: '2026-11-30' });
  });
});

describe('reporting', () => {
  beforeEach(() => jest.resetModules());

  const load = async () => {
    const events = await import('./field-events');
    const loader = await import('../areas/remote-loader');
    return { ...events, ...loader };
  };
  const settle = async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('sends what the page gathered before the reporter came, each event put down to its area', async () => {
    history.replaceState(null, '', '/consumer/payments');
    const { listenForErrors, recordView, reportAreaError, startFieldHealth } = await load();
    listenForErrors();
    recordView('/consumer/payments');
    reportAreaError('mf_posting', 'boundary', new TypeError('x is undefined'));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Boom', error: new Error('Boom'), filename: '' }));

    startFieldHealth({ telemetrySample: 1 });
    await settle();
    hide();

    expect(beacons).toHaveLength(1);
    const [beacon] = beacons;
    expect(beacon?.url).toBe('/api/telemetry/');
    expect(beacon?.body.visitor).toMatch(/^[0-9a-f]{24}$/);
    expect(beacon?.body.events).toEqual([
      { kind: 'view', area: 'mf_wallet', release: 'not-loaded' },
      {
        kind: 'error',
        area: 'mf_posting',
        release: 'not-loaded',
        source: 'boundary',
        message: 'TypeError: x is undefined',
      },
      { kind: 'error', area: 'mf_wallet', release: 'not-loaded', source: 'window', message: 'Error: Boom' },
    ]);
  });

  it('puts a page view counted before its area arrived down to the release the area then loaded', async () => {
    const wallet: { release?: string } = {};
    jest.doMock('../areas/remote-loader', () => ({ areaRelease: () => wallet.release }));
    const { recordView, startFieldHealth } = await load();
    startFieldHealth({ telemetrySample: 1 });
    await settle();
    recordView('/consumer/payments');
    wallet.release = 'canary7';
    recordView('/consumer/payments');
    hide();
    expect(beacons[0]?.body.events).toEqual([
      { kind: 'view', area: 'mf_wallet', release: 'canary7' },
      { kind: 'view', area: 'mf_wallet', release: 'canary7' },
    ]);
    jest.dontMock('../areas/remote-loader');
  });

  it('sends nothing, and downloads no reporter, outside the sample or under the data saver', async () => {
    const outside = await load();
    outside.recordView('/consumer/payments');
    outside.startFieldHealth({ telemetrySample: 0 });
    await settle();
    hide();
    expect(beacons).toEqual([]);

    jest.resetModules();
    localStorage.clear();
    localStorage.setItem(storageKeys.dataSaver, 'on');
    const saving = await load();
    saving.recordView('/consumer/payments');
    saving.startFieldHealth({ telemetrySample: 1 });
    await settle();
    hide();
    expect(beacons).toEqual([]);
  });

  it('sends a beacon once 20 events wait, without waiting for the page to be hidden', async () => {
    const { recordView, startFieldHealth } = await load();
    startFieldHealth({ telemetrySample: 1 });
    await settle();
    for (let view = 0; view < 21; view += 1) recordView('/consumer');
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.body.events).toHaveLength(20);
    hide();
    expect(beacons).toHaveLength(2);
  });
});
