/**
 * The visitor id field-health beacons carry: random, made afresh each day, never tied to the
 * account, so a day's beacons can be told apart without anyone being followed across days. The
 * day's sampling decision is kept with it, so one visitor reports all day or not at all.
 */
import { storageKeys } from '@engage/shared/session/storage-keys';

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

export function todaysVisitor(sample: number): Visitor {
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
