/**
 * A release's id: a short hash of the files its manifest names for the remote entry and every
 * exposed module. Their names carry content hashes, so any change a build ships changes it, and
 * the same build has the same id wherever it is served (the area folder's top-level manifest, or
 * its own under `releases/`). The shell reports field health under it; the API registers
 * releases under it (docs/canary-releases.md).
 */

export interface ManifestIdentity {
  metaData?: { remoteEntry?: unknown };
  exposes?: unknown;
}

/** What of a manifest makes a release: its remote entry and its exposed modules' files. */
function releaseIdentity(manifest: ManifestIdentity): string {
  return JSON.stringify([manifest.metaData?.remoteEntry, manifest.exposes]);
}

/** FNV-1a of the release's identity, in base 36. */
export function releaseId(manifest: ManifestIdentity): string {
  const identity = releaseIdentity(manifest);
  let hash = 0x811c9dc5;
  for (let index = 0; index < identity.length; index += 1) {
    hash ^= identity.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
