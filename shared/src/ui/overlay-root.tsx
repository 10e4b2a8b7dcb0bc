/**
 * Where dialogs and toasts go. In the shell they cover the page (the default: no root, a dialog
 * is full screen on phones and centred on desktop). In a parcel they stay inside the parcel's
 * element: `<ContainedOverlays>` wraps the parcel's content in a box and gives a layer over that
 * box as the root, so a dialog overlays only the parcel and the host page around stays usable.
 *
 * ```tsx
 * <ContainedOverlays>{(root) => <><App /><Toasts containerId="x" /></>}</ContainedOverlays>
 * const root = useOverlayRoot(); // null: the whole page
 * ```
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import './overlay-root.css';

const OverlayRootContext = createContext<HTMLElement | null>(null);

/** The element dialogs are portalled into; null: the whole page (the shell). */
export function useOverlayRoot(): HTMLElement | null {
  return useContext(OverlayRootContext);
}

/**
 * A box around `children` whose overlays (dialogs, and the toasts given in `overlays`) stay
 * inside it. The children render once the layer exists, so a dialog open from the start finds it.
 */
export function ContainedOverlays({ children, overlays }: { children: ReactNode; overlays?: ReactNode }) {
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  return (
    <div className="eg-contained">
      <OverlayRootContext.Provider value={layer}>{layer && children}</OverlayRootContext.Provider>
      <div className="eg-contained__overlays" ref={setLayer}>
        {overlays}
      </div>
    </div>
  );
}
