import { render, screen } from '@testing-library/react';
import { RemoteArea } from './remote-area';

const mockLoad = jest.fn();

jest.mock('@engage/shared/federation/remote-loader', () => {
  class IncompatibleAreaError extends Error {}
  return {
    IncompatibleAreaError,
    areaHasNewRelease: () => Promise.resolve(false),
    loadAreaModule: (...args: unknown[]) => mockLoad(...args),
  };
});

// Loads are kept page-wide by area (remote-area.tsx): each test uses an area of its own.
const wallet = { default: () => <h1>Wallet</h1> };
const chunkMissing = Object.assign(new Error('Loading chunk 823 failed.'), { name: 'ChunkLoadError' });
/** What the loader rejects with when a remote's files do not load (remote-loader.ts). */
const unavailable = new Error('mf_wallet/App could not be loaded', { cause: chunkMissing });

beforeEach(() => mockLoad.mockReset());

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
