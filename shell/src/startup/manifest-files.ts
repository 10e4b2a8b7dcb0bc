/**
 * Where an area's `mf-manifest.json` says its files are. Read by the page's early start
 * (early-start.ts) and by the service worker (service-worker/entry-ahead.ts), so both find the
 * remote entry where the federation runtime will ask for it.
 */
export interface ManifestAssets {
  metaData: { publicPath?: string; remoteEntry: { path: string; name: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }[];
}

/** The URL the manifest's files are relative to: its own folder unless it names another. */
function filesBase(manifestUrl: string, manifest: ManifestAssets): URL {
  const { publicPath } = manifest.metaData;
  return !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl) : new URL(publicPath, manifestUrl);
}

/** The area's remote entry, as an absolute URL. */
export function remoteEntryUrl(manifestUrl: string, manifest: ManifestAssets): string {
  const { remoteEntry } = manifest.metaData;
  const entry = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  return new URL(entry, filesBase(manifestUrl, manifest)).href;
}

/** The remote entry and the scripts and styles its `./App` needs at once, as absolute URLs. */
export function areaFiles(manifestUrl: string, manifest: ManifestAssets): string[] {
  const base = filesBase(manifestUrl, manifest);
  const app = manifest.exposes.find((expose) => expose.name === 'App');
  return [
    remoteEntryUrl(manifestUrl, manifest),
    ...[...(app?.assets.js.sync ?? []), ...(app?.assets.css?.sync ?? [])].map((file) => new URL(file, base).href),
  ];
}
