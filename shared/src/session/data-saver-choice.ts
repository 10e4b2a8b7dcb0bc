/**
 * Whether the data saver is on, read without the store: the user's choice kept on this device,
 * else the browser's Save-Data. The page's inline start reads it too (it decides whether to fetch
 * the first feed page before the feed's code arrives), so it stays free of any library.
 */
import { storageKeys } from '@engage/shared/session/storage-keys';

/** The Network Information API's one field we read (Chromium; absent in Firefox and Safari). */
interface SaveDataConnection extends EventTarget {
  saveData?: boolean;
}

export function connection(): SaveDataConnection | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: SaveDataConnection }).connection;
}

/** What the browser asks for: Save-Data on (Chromium's Lite mode, or the user's setting). */
export function browserSavesData(): boolean {
  return connection()?.saveData === true;
}

export function readChoice(): boolean | null {
  try {
    const value = localStorage.getItem(storageKeys.dataSaver);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null; // storage disabled: the browser's default applies
  }
}

export function writeChoice(on: boolean): void {
  try {
    localStorage.setItem(storageKeys.dataSaver, on ? 'on' : 'off');
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/** The data saver's state as this page opens: the choice on this device, else the browser's. */
export function dataSaverOn(): boolean {
  return readChoice() ?? browserSavesData();
}
