/**
 * A stand-in IntersectionObserver for jsdom (which has none), for tests only: install it, then
 * say which element became visible and by how much.
 *
 *   const observers = installIntersectionObserver();
 *   observers.reveal(screen.getByText('last item'), 0.6);
 */
type Callback = (entries: IntersectionObserverEntry[]) => void;

interface Watched {
  callback: Callback;
  elements: Set<Element>;
  threshold: number;
}

export function installIntersectionObserver() {
  const watched = new Set<Watched>();
  class FakeIntersectionObserver {
    private readonly entry: Watched;
    constructor(callback: Callback, options: IntersectionObserverInit = {}) {
      const threshold = Array.isArray(options.threshold) ? (options.threshold[0] ?? 0) : (options.threshold ?? 0);
      this.entry = { callback, elements: new Set(), threshold };
      watched.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      watched.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  return {
    /** Whether some observer watches `element` or an ancestor of it (a list finds its last item after it renders). */
    watches(element: Element): boolean {
      return [...watched].some((entry) =>
        [...entry.elements].some((candidate) => candidate === element || candidate.contains(element)),
      );
    },
    /** Reports `element` as `ratio` visible to every observer watching the element or an ancestor of it. */
    reveal(element: Element, ratio: number) {
      for (const entry of [...watched]) {
        const target = [...entry.elements].find((candidate) => candidate === element || candidate.contains(element));
        if (!target) continue;
        entry.callback([
          {
            target,
            intersectionRatio: ratio,
            isIntersecting: ratio > 0,
            boundingClientRect: target.getBoundingClientRect(),
            intersectionRect: target.getBoundingClientRect(),
            rootBounds: null,
            time: Date.now(),
          } as IntersectionObserverEntry,
        ]);
      }
    },
    /** How many observers are watching now. */
    count: () => watched.size,
  };
}
