/** A field-health event as the page gathers it, and the area an event is put down to. */
import { routeAt } from '@engage/shared/paths';
import type { ErrorSource, FieldArea } from '@engage/shared/contract/field-health';

/** An event before its release is known: an area's release is read when the batch is sent. */
export type PendingEvent =
  { kind: 'view'; area: FieldArea } | { kind: 'error'; area: FieldArea; source: ErrorSource; message: string };

/** The area whose page is open: what an event that names no area of its own is put down to. */
export function pageArea(pathname = location.pathname): FieldArea {
  return routeAt(pathname)?.area ?? 'shell';
}
