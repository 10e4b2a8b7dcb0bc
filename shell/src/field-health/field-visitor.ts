/**
 * The visitor id field-health beacons carry: random, made afresh each day, never tied to the
 * account, so a day's beacons can be told apart without anyone being followed across days. The
 * day's sampling decision is kept with it, so one visitor reports all day or not at all. The
 * shell's early start reads it too: a signed-out visitor's canary releases are chosen by it
 * (release-choices.ts), so it is kept free of anything the inline start cannot carry.
 */
import { storageKeys } from '@engage/shared/session/storage-keys';

/** The share of visitors who report when config.json does not say (TELEMETRY_SAMPLE). */
export const DEFAULT_SAMPLE = 0.1;

export interface Visitor {
  id: string;
  sampled: boolean;
}

interface Kept extends Visitor {
  day: string;
}

const today = () => new Date().toISOString().slice(0, 10);

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Today's visitor; the first page of the day decides, with `sample` (config.json's `telemetrySample`). */
export function todaysVisitor(sample = DEFAULT_SAMPLE): Visitor {
  const day = today();
  try {
    const kept = JSON.parse(localStorage.getItem(storageKeys.fieldVisitor) ?? 'null') as Kept | null;
    if (kept?.day === day && typeof kept.id === 'string') return { id: kept.id, sampled: kept.sampled };
  } catch {
    // Unreadable: a new one below.
  }
  const visitor = { id: randomId(), sampled: Math.random() < sample };
  try {
    localStorage.setItem(storageKeys.fieldVisitor, JSON.stringify({ ...visitor, day }));
  } catch {
    // Storage full or refused: this page still reports as decided.
  }
  return visitor;
}
