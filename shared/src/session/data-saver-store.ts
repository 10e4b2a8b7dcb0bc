/**
 * The data saver: for users who pay for mobile data by the megabyte. While it is on, post
 * thumbnails wait for a tap, video players do not preload, and lists ask for less.
 *
 * Its default follows the browser (`navigator.connection.saveData`, which Chromium sets from the
 * user's Save-Data setting); a choice made in Preferences is kept on this device and wins over
 * the default. A federated singleton, so the shell's switch and every area read one value and
 * follow a change at once.
 *
 *   const saving = useDataSaver();            // in any area
 *   setDataSaver(true);                        // the Preferences switch
 */
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { browserSavesData, connection, readChoice, writeChoice } from '@engage/shared/session/data-saver-choice';
import { storageKeys } from '@engage/shared/session/storage-keys';

export interface DataSaverState {
  /** Whether the data saver is on now: the user's choice, or else the browser's. */
  on: boolean;
  /** The user's choice on this device; null while the browser's default applies. */
  chosen: boolean | null;
}

function initialState(): DataSaverState {
  const chosen = readChoice();
  return { chosen, on: chosen ?? browserSavesData() };
}

export const dataSaverStore = createStore<DataSaverState>(initialState);

/** The Preferences switch: turns the data saver on or off and keeps the choice on this device. */
export function setDataSaver(on: boolean): void {
  writeChoice(on);
  dataSaverStore.setState({ on, chosen: on });
}

/** Reads the choice and the browser's setting again (another tab's change, a test). */
export function reloadDataSaver(): void {
  dataSaverStore.setState(initialState());
}

const onStorage = (event: StorageEvent) => {
  // A choice made in another tab of the app applies here too.
  if (event.key === storageKeys.dataSaver || event.key === null) reloadDataSaver();
};

const onConnectionChange = () => {
  // The browser's setting can change while the page is open; it matters until the user chooses.
  if (dataSaverStore.getState().chosen === null) dataSaverStore.setState({ on: browserSavesData() });
};

/**
 * Listens for those changes while something on the page reads the data saver, and stops when
 * nothing does: a parcel unmounted from a host page leaves no listener behind.
 */
let readers = 0;
function watchChanges(): () => void {
  if (readers++ === 0) {
    window.addEventListener('storage', onStorage);
    connection()?.addEventListener?.('change', onConnectionChange);
  }
  return () => {
    if (--readers > 0) return;
    window.removeEventListener('storage', onStorage);
    connection()?.removeEventListener?.('change', onConnectionChange);
  };
}

/** Whether the data saver is on; the component renders again when it changes. */
export function useDataSaver(): boolean {
  useEffect(watchChanges, []);
  return useStore(dataSaverStore, (state) => state.on);
}
