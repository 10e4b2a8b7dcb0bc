/**
 * An area's remote entry, read from the network as soon as the worker has the manifest naming it.
 *
 * The page asks for an area's manifest early (startup/early-start.ts), but it can ask for the
 * remote entry only once its own main thread has read that manifest, and on a slowed phone that
 * thread is busy starting the shell: on a warm return visit the entry's request left about 300 ms
 * after the manifest had arrived, and its round trip was the last wait before the feed could run.
 * The worker has a thread of its own, so it asks for the entry the moment the manifest is in, and
 * hands that answer to the page when the page asks.
 *
 * Still from the network, never an older copy: it is the entry of the release the manifest just
 * read names (a deploy publishes the entry before the manifest), as if the page had asked at once.
 * Only for a page that has not loaded that entry yet: the shell reads an area's manifest again
 * each time the area is opened, to see whether a new release is out, and reading the entry again
 * each time would cost a phone's data for a file the page already runs.
 */
import { remoteEntryUrl, type ManifestAssets } from '../startup/manifest-files';

/** How long an entry read ahead waits for its page; a page that has not asked by then never will. */
const KEPT_MS = 30_000;
/** Pages remembered at most (the oldest are forgotten first; a closed tab never asks again). */
const MAX_PAGES = 50;

interface Ahead {
  at: number;
  response: Promise<Response | undefined>;
}

export class EntriesAhead {
  /** `page url` → the entry read ahead for that page, taken once. */
  private readonly ahead = new Map<string, Ahead>();
  /** Page (client id) → the remote entries it has asked for. */
  private readonly given = new Map<string, Set<string>>();

  constructor(
    private readonly fetchEntry: (url: string) => Promise<Response>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The manifest at `manifestUrl` has just come from the network for `page`: reads the entry it
   * names for that page, unless the page has asked for it before. Resolves once the entry is in.
   */
  async readAfter(manifestUrl: string, manifest: Response, page: string): Promise<void> {
    let entry: string;
    try {
      entry = remoteEntryUrl(manifestUrl, (await manifest.json()) as ManifestAssets);
    } catch {
      return; // not a manifest the page could use either: the page's own request reports it
    }
    if (this.given.get(page)?.has(entry)) return;
    const response = this.fetchEntry(entry).then(
      (answer) => (answer.ok ? answer : undefined),
      () => undefined,
    );
    // A manifest read again replaces what an earlier read fetched: only the newest names the release.
    this.ahead.set(`${page} ${entry}`, { at: this.now(), response });
    await response;
  }

  /**
   * The entry read ahead of `page` for `url`, once, if it is still fresh. Undefined when the page
   * must ask as usual: nothing was read ahead for it, the read failed, or the page asked before
   * (a load of the area again, after a failed one or a new release, always goes to the network).
   */
  async take(url: string, page: string): Promise<Response | undefined> {
    this.remember(page, url);
    const key = `${page} ${url}`;
    const ahead = this.ahead.get(key);
    this.ahead.delete(key);
    for (const [other, { at }] of this.ahead) if (this.now() - at > KEPT_MS) this.ahead.delete(other);
    if (!ahead || this.now() - ahead.at > KEPT_MS) return undefined;
    return ahead.response;
  }

  private remember(page: string, url: string): void {
    const entries = this.given.get(page) ?? new Set<string>();
    entries.add(url);
    this.given.delete(page);
    this.given.set(page, entries);
    while (this.given.size > MAX_PAGES) this.given.delete(this.given.keys().next().value as string);
  }
}
