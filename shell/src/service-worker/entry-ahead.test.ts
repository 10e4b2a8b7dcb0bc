import { EntriesAhead } from './entry-ahead';

const manifestUrl = 'http://localhost:3002/mf-manifest.json';
const entryUrl = 'http://localhost:3002/remoteEntry.js';
const manifest = () =>
  new Response(JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } } }));

let clock = 0;
let fetchEntry: jest.Mock<Promise<Response>, [string]>;
let entries: EntriesAhead;

beforeEach(() => {
  clock = 0;
  fetchEntry = jest.fn((_url: string) => Promise.resolve(new Response('var mf_feed;', { status: 200 })));
  entries = new EntriesAhead(fetchEntry, () => clock);
});

it('reads the remote entry the manifest names as soon as the manifest is in, and gives it to the page that asked', async () => {
  await entries.readAfter(manifestUrl, manifest(), 'page-1');
  expect(fetchEntry).toHaveBeenCalledWith(entryUrl);
  expect(await entries.take(entryUrl, 'page-2')).toBeUndefined();
  expect(await (await entries.take(entryUrl, 'page-1'))?.text()).toBe('var mf_feed;');
});

it('gives it once: loading the area again (a retry, a new release) asks the network', async () => {
  await entries.readAfter(manifestUrl, manifest(), 'page-1');
  expect(await entries.take(entryUrl, 'page-1')).toBeDefined();
  expect(await entries.take(entryUrl, 'page-1')).toBeUndefined();
});

it('does not read the entry again for a page that has it: checking for a new release costs no more data', async () => {
  await entries.take(entryUrl, 'page-1');
  await entries.readAfter(manifestUrl, manifest(), 'page-1');
  expect(fetchEntry).not.toHaveBeenCalled();
  // Another page opening the area does get it read ahead.
  await entries.readAfter(manifestUrl, manifest(), 'page-2');
  expect(fetchEntry).toHaveBeenCalledTimes(1);
});

it('leaves the page to ask as usual when the read failed or is old', async () => {
  fetchEntry.mockResolvedValueOnce(new Response('', { status: 404 }));
  await entries.readAfter(manifestUrl, manifest(), 'page-1');
  expect(await entries.take(entryUrl, 'page-1')).toBeUndefined();

  await entries.readAfter(manifestUrl, manifest(), 'page-2');
  clock += 31_000;
  expect(await entries.take(entryUrl, 'page-2')).toBeUndefined();
});

it('reads nothing for an answer that is not a manifest', async () => {
  await entries.readAfter(manifestUrl, new Response('<html>'), 'page-1');
  expect(fetchEntry).not.toHaveBeenCalled();
});
