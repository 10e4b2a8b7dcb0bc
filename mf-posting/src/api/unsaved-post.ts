/**
 * The post form as it was left, kept on this device until it is posted, saved as a draft or
 * discarded, so a reload, a closed tab or a dropped connection mid-post does not lose the pasted link
 * and everything typed. localStorage, one entry per user and per post (`new` for the add-link
 * form, the link id when editing), so someone else signing in on the same phone starts empty.
 *
 * What is kept: the text of the paste box before its link is checked; then the checked link
 * (so the form opens again without checking it twice), the form's values and, once Post has
 * saved it, the link id the next save updates.
 */
import type { LinkCheckResponse } from '@engage/shared/contract/posting';
import type { PostFormValues } from './post-form';

export interface UnsavedPost {
  /** The paste box's text, before the link is checked. */
  pasted?: string;
  /** The checked link a new post's form is for. */
  check?: LinkCheckResponse;
  values?: PostFormValues;
  /** The post a save updates, once it has been saved. */
  linkId?: number;
}

/** Which form: the add-link form (`new`) or the edit form of one post. */
export type UnsavedPostSlot = 'new' | number;

const PREFIX = 'engage.unsavedPost';

export const unsavedPostKey = (userId: number, slot: UnsavedPostSlot) => `${PREFIX}.${userId}.${slot}`;

const VALUE_FIELDS: readonly (keyof PostFormValues)[] = [
  'link_url',
  'platform',
  'post_descrption',
  'action_type',
  'producer_amount',
  'targets_needed',
  'targets_location',
  'post_tags',
  'anonymous',
];

function isValues(value: unknown): value is PostFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return VALUE_FIELDS.every((field) => typeof record[field] === 'string');
}

function isCheck(value: unknown): value is LinkCheckResponse {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.link_url === 'string' &&
    typeof record.platform === 'string' &&
    Array.isArray(record.available_actions)
  );
}

/** What an entry holds, if it reads as one (an old or foreign value is ignored, not trusted). */
function parse(text: string | null): UnsavedPost | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const entry: UnsavedPost = {};
  if (typeof record.pasted === 'string') entry.pasted = record.pasted;
  if (isCheck(record.check)) entry.check = record.check;
  // A form kept before the title field existed has none: it starts blank.
  if (isValues(record.values)) entry.values = { ...record.values, post_title: String(record.values.post_title ?? '') };
  if (typeof record.linkId === 'number' && Number.isSafeInteger(record.linkId)) entry.linkId = record.linkId;
  return Object.keys(entry).length > 0 ? entry : null;
}

export function readUnsavedPost(userId: number, slot: UnsavedPostSlot): UnsavedPost | null {
  try {
    return parse(localStorage.getItem(unsavedPostKey(userId, slot)));
  } catch {
    return null; // storage disabled
  }
}

/** Keeps `entry`; false when the device would not keep it (storage disabled or full). */
export function keepUnsavedPost(userId: number, slot: UnsavedPostSlot, entry: UnsavedPost): boolean {
  try {
    localStorage.setItem(unsavedPostKey(userId, slot), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

export function forgetUnsavedPost(userId: number, slot: UnsavedPostSlot): void {
  try {
    localStorage.removeItem(unsavedPostKey(userId, slot));
  } catch {
    // storage disabled: nothing was kept
  }
}

/** Whether this device keeps what is written (so leaving the form loses nothing). */
export function deviceKeepsPosts(): boolean {
  try {
    const probe = `${PREFIX}.probe`;
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
