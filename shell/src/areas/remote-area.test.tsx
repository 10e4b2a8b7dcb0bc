import { act, render, screen } from '@testing-library/react';
import { RemoteArea } from './remote-area';

const mockLoad = jest.fn();
const mockAhead = jest.fn();

jest.mock('./remote-loader', () => {
  class RemoteUnavailableError extends Error {}
  class IncompatibleAreaError extends RemoteUnavailableError {}
  return {
    RemoteUnavailableError,
    IncompatibleAreaError,
    areaOfScript: () => undefined,
    areaHasNewRelease: () => Promise.resolve(false),
    loadAreaModule: (...args: unknown[]) => mockLoad(...args),
    takeAheadLoad: (...args: unknown[]) => mockAhead(...args),
  };
});

// Loads are kept page-wide by area (remote-area.tsx): each test uses an area of its own.
const wallet = { default: () => <h1>Wallet</h1> };
const chunkMissing = Object.assign(new Error('Loading chunk 823 failed.'), { name: 'ChunkLoadError' });
/** What the loader rejects with when a remote's files do not load (remote-loader.ts). */
const unavailable = new Error('mf_wallet/App could not be loaded', { cause: chunkMissing });

beforeEach(() => {
  mockLoad.mockReset();
  mockAhead.mockReset();
});

it('loads an area afresh, from its manifest read again, before saying it is unavailable', async () => {
  // The page held a release whose chunk is gone; the manifest read again names the current one.
  mockLoad.mockRejectedValueOnce(unavailable).mockResolvedValueOnce(wallet);
  const shown = jest.fn();
  render(<RemoteArea area="mf_wallet" onShown={shown} />);
  expect(shown).not.toHaveBeenCalled();
  await screen.findByRole('heading', { name: 'Wallet' });
  expect(shown).toHaveBeenCalledTimes(1);
  expect(mockLoad.mock.calls).toEqual([
    ['mf_wallet', 'App', false],
    ['mf_wallet', 'App', true],
  ]);
  expect(screen.queryByText('This section is unavailable')).toBeNull();
});

it('shows the contained panel when the area fails again', async () => {
  mockLoad.mockRejectedValue(unavailable);
  const shown = jest.fn();
  render(<RemoteArea area="mf_alerts" onShown={shown} />);
  await screen.findByText('This section is unavailable');
  // The panel is what the page shows now: a picture of the page laid over it goes.
  expect(shown).toHaveBeenCalled();
  expect(mockLoad).toHaveBeenCalledTimes(2);
});

it('loads an area afresh once when a chunk of its own fails as it renders', async () => {
  // Its chunk fails under the release first loaded, and loads under the one read afresh.
  const failingOnce = {
    default: () => {
      if (mockLoad.mock.calls.length === 1) throw chunkMissing;
      return <h1>Reels</h1>;
    },
  };
  mockLoad.mockResolvedValue(failingOnce);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<RemoteArea area="mf_reels" />);
  await screen.findByRole('heading', { name: 'Reels' });
  expect(mockLoad).toHaveBeenLastCalledWith('mf_reels', 'App', true);
});

it("draws the page's first area in its first render when its load ahead has already come", () => {
  const profile = { default: () => <h1>Profile</h1> };
  mockAhead.mockReturnValueOnce({ promise: Promise.resolve(profile), module: profile });
  render(<RemoteArea area="mf_profile" />);
  // No loading bar first, and no load of its own.
  expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(mockAhead).toHaveBeenCalledWith('mf_profile', 'App');
  expect(mockLoad).not.toHaveBeenCalled();
});

it('draws an area whose load ahead is still under way once it comes', async () => {
  let arrive: (module: unknown) => void = () => undefined;
  const feed = { default: () => <h1>Feed</h1> };
  mockAhead.mockReturnValueOnce({ promise: new Promise((resolve) => (arrive = resolve)) });
  render(<RemoteArea area="mf_feed" />);
  expect(screen.queryByRole('heading', { name: 'Feed' })).toBeNull();
  arrive(feed);
  await screen.findByRole('heading', { name: 'Feed' });
  expect(mockLoad).not.toHaveBeenCalled();
});

it('tries again, a little later, when the first load after the connection returns fails too', async () => {
  mockLoad.mockRejectedValue(unavailable);
  render(<RemoteArea area="mf_affiliate" />);
  await screen.findByText('This section is unavailable');
  jest.useFakeTimers();
  try {
    const affiliate = { default: () => <h1>Affiliate</h1> };
    // The connection is back, but the first load still fails; the next, a second later, works.
    mockLoad.mockReset();
    mockLoad.mockRejectedValueOnce(unavailable).mockResolvedValue(affiliate);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(async () => undefined);
    await act(async () => undefined);
    expect(screen.getByText('This section is unavailable')).toBeInTheDocument();
    expect(mockLoad).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    jest.useRealTimers();
    await screen.findByRole('heading', { name: 'Affiliate' });
  } finally {
    jest.useRealTimers();
  }
});
