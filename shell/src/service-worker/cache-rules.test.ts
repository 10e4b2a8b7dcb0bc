import { isHashedFile, namesARelease, readableRequest } from './cache-rules';

const shell = 'http://localhost:3000';
const url = (href: string) => new URL(href);

it('reads config.json, manifests and remote entries from the network first: they name a release', () => {
  expect(namesARelease(url(`${shell}/config.json`), shell)).toBe(true);
  expect(namesARelease(url('http://localhost:3005/mf-manifest.json'), shell)).toBe(true);
  expect(namesARelease(url('https://cdn.example.com/wallet/remoteEntry.js'), shell)).toBe(true);
  // A release's own folder (a canary, a pinned release): read afresh too, while there is a network.
  expect(namesARelease(url('http://localhost:3005/releases/r2/mf-manifest.json'), shell)).toBe(true);
  expect(namesARelease(url('http://localhost:3005/releases/r2/remoteEntry.js'), shell)).toBe(true);
  // An area's own config.json is not the shell's.
  expect(namesARelease(url('http://localhost:3005/config.json'), shell)).toBe(false);
});

it('keeps content-hashed scripts and styles, and nothing else', () => {
  expect(isHashedFile(url('http://localhost:3002/__federation_expose_App.1a2b3c4d.js'))).toBe(true);
  expect(isHashedFile(url('http://localhost:3002/823.0f9e8d7c.css'))).toBe(true);
  expect(isHashedFile(url(`${shell}/faq-page.1a2b3c4d.js`))).toBe(true);
  // API answers and files asked for by a fixed name are never kept from first use.
  expect(isHashedFile(url('http://localhost:4000/api/wallet/transactions/'))).toBe(false);
  // Which release each area loads: a kept answer would hold a visitor on a canary rolled back.
  const choices = url('http://localhost:4000/api/area-releases/?visitor=0a1b2c3d4e5f');
  expect(isHashedFile(choices)).toBe(false);
  expect(namesARelease(choices, shell)).toBe(false);
  expect(isHashedFile(url('http://localhost:4000/media/thumb.1a2b3c4d.jpg'))).toBe(false);
  expect(isHashedFile(url('http://localhost:3002/remoteEntry.js'))).toBe(false);
});

it("asks a script tag's no-cors request in CORS mode, so a 404 is seen as one and not kept", () => {
  const tag = new Request('http://localhost:3002/app.1a2b3c4d.js', { mode: 'no-cors' });
  const asked = readableRequest(tag);
  expect(asked.url).toBe(tag.url);
  expect(asked.mode).toBe('cors');
  expect(asked.credentials).toBe('omit');
  const fetched = new Request('http://localhost:3002/mf-manifest.json', { mode: 'cors' });
  expect(readableRequest(fetched)).toBe(fetched);
});
