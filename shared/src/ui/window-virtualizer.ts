/**
 * TanStack's virtualiser over the window's scroll, held by a component. A render that scrolling
 * asks for (an item entering or leaving the rows kept around the screen) runs in a task after
 * the frame that scrolled, as React's scheduler runs an update from a scroll event. The frame
 * then carries the scroll alone, and the new item's render and its first layout land in the
 * next one. Preact renders such an update in a microtask inside the scrolling frame, so both
 * costs fell in one frame, and on a slow phone that frame was dropped.
 */
import { useLayoutEffect, useReducer, useState } from 'react';
import {
  Virtualizer,
  observeWindowOffset,
  observeWindowRect,
  windowScroll,
  type PartialKeys,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';

export type WindowVirtualizer = Virtualizer<Window, Element>;

/** The window's scroll is filled in; when to render is the hook's own, so `onChange` is not taken. */
type WindowVirtualizerOptions = Omit<
  PartialKeys<
    VirtualizerOptions<Window, Element>,
    'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
  >,
  'onChange'
>;

/** Calls `render` once in a task of its own, however often it is asked before that task runs. */
function renderAfterFrame(render: () => void): { request: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    request() {
      timer ??= setTimeout(() => {
        timer = undefined;
        render();
      });
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export function useWindowVirtualizer(options: WindowVirtualizerOptions): WindowVirtualizer {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [later] = useState(() => renderAfterFrame(rerender));
  const resolved: VirtualizerOptions<Window, Element> = {
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => window.scrollY,
    ...options,
    // The virtualiser says `scrolling` for the changes a scroll brings.
    onChange: (_virtualizer, scrolling) => (scrolling ? later.request() : rerender()),
  };
  const [virtualizer] = useState(() => new Virtualizer(resolved));
  virtualizer.setOptions(resolved);

  useLayoutEffect(() => {
    const unmount = virtualizer._didMount();
    return () => {
      later.cancel();
      unmount();
    };
  }, [virtualizer, later]);
  useLayoutEffect(() => virtualizer._willUpdate());
  return virtualizer;
}
