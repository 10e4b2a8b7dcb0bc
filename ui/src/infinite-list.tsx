/**
 * A long list that loads its next page when its last item is half visible (spec 000 §9 /
 * 001 §9 "Infinite-scroll threshold 0.5"), with a loading row while a page arrives and a retry
 * row when one failed. Only the items on screen (plus a few) are in the DOM, so 1,000 loaded
 * items scroll as smoothly as ten: TanStack's virtualiser measures each item's real height and
 * the page itself (the window) stays the scroll container, as in the shell's layout.
 *
 *   const query = useInfiniteQuery(...);
 *   <InfiniteList
 *     label="Tasks" items={tasks} itemKey={(task) => task.link_id} estimateSize={420}
 *     hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage}
 *     isFetchNextPageError={query.isFetchNextPageError} fetchNextPage={() => query.fetchNextPage()}
 *     renderItem={(task) => <TaskCard task={task} />}
 *   />
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { INFINITE_SCROLL_THRESHOLD } from '@engage/shared/contract/constants';
import { kitText } from '@engage/shared/ui/messages';
import './kit.css';

interface InfiniteListProps<T> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** A typical item height in px; real heights are measured once items render. */
  estimateSize: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
  loadingLabel?: string;
  failedLabel?: string;
  retryLabel?: string;
}

/** Calls `onVisible` each time `element` becomes at least half visible. */
function useHalfVisible(element: Element | null, onVisible: () => void): void {
  const latest = useRef(onVisible);
  useLayoutEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const Observer = globalThis.IntersectionObserver;
    if (!element || !Observer) return;
    const observer = new Observer(
      (entries) => {
        // The callback also fires when the item drops back under half: only rising counts.
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= INFINITE_SCROLL_THRESHOLD)) {
          latest.current();
        }
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
}

export function InfiniteList<T>({
  label,
  items,
  itemKey,
  renderItem,
  estimateSize,
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  fetchNextPage,
  loadingLabel = kitText('loadingMore'),
  failedLabel = kitText('loadMoreFailed'),
  retryLabel = kitText('retry'),
}: InfiniteListProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [lastItem, setLastItem] = useState<Element | null>(null);

  // Where the list starts on the page. What sits above it (tabs, a banner) can change height,
  // which resizes the list's parent: measure again then.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const Observer = globalThis.ResizeObserver;
    if (!Observer || !element.parentElement) return;
    const observer = new Observer(measure);
    observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, []);

  // Stable options: the virtualiser recomputes every item's position when getItemKey changes,
  // which on a scroll frame over 1,000 items is a dropped frame.
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    [items, itemKey],
  );
  const estimate = useCallback(() => estimateSize, [estimateSize]);
  // An item not laid out yet (or in a test's DOM) measures 0: keep the estimate for it.
  const measure = useCallback(
    (element: Element) => element.getBoundingClientRect().height || estimateSize,
    [estimateSize],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: estimate,
    overscan: 3,
    scrollMargin,
    // A scroll's update goes through React's scheduler, which renders it in a task after the
    // scrolling frame (the adapter would otherwise force it into that frame with flushSync).
    useFlushSync: false,
    measureElement: measure,
    getItemKey,
  });

  // The last item, once it is rendered, is what the next page waits for. Found after render
  // rather than through a per-row ref callback: an inline ref re-runs (and re-measures) every
  // row on every scroll frame.
  const rows = virtualizer.getVirtualItems();
  const lastIndex = items.length - 1;
  const lastRendered = rows.some((row) => row.index === lastIndex);
  useEffect(() => {
    const element = lastRendered ? list.current?.querySelector(`[data-index="${lastIndex}"]`) : null;
    setLastItem(element ?? null);
  }, [lastRendered, lastIndex]);

  useHalfVisible(lastItem, () => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) fetchNextPage();
  });

  return (
    <>
      <div
        ref={list}
        role="feed"
        aria-label={label}
        aria-busy={isFetchingNextPage}
        className="eg-infinite-list"
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {rows.map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="eg-infinite-list__item"
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              {renderItem(item, row.index)}
            </div>
          );
        })}
      </div>
      {isFetchingNextPage && (
        <p className="eg-infinite-list__status" role="status">
          {loadingLabel}
        </p>
      )}
      {isFetchNextPageError && !isFetchingNextPage && (
        <div className="eg-infinite-list__status" role="alert">
          <span>{failedLabel}</span>{' '}
          <button type="button" className="eg-button" onClick={fetchNextPage}>
            {retryLabel}
          </button>
        </div>
      )}
    </>
  );
}
