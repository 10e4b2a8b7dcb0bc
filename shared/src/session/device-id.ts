/**
 * This browser's device id: a random UUID made once and kept in local storage, sent to the API
 * at sign-up and sign-in (`X-Engage-Device`). It says nothing about the device itself; it lets
 * the server count how many accounts one browser opened (docs/security.md "Farms"). Where
 * storage is off (a private window), one id is kept for the page's life.
 */
import { storageKeys } from '@engage/shared/session/storage-keys';

export const DEVICE_HEADER = 'X-Engage-Device';

let unstored: string | undefined;

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : // An older browser: a version-4 UUID from Math.random, unique enough to count devices by.
      'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
        const r = Math.floor(Math.random() * 16);
        return (c === 'x' ? r : (r % 4) + 8).toString(16);
      });

/** The id, made and kept the first time it is asked for. */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(storageKeys.deviceId);
    if (kept) return kept;
    const made = randomId();
    localStorage.setItem(storageKeys.deviceId, made);
    return made;
  } catch {
    unstored ??= randomId();
    return unstored;
  }
}
