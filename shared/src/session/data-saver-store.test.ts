import { act, renderHook } from '@testing-library/react';
import { dataSaverStore, reloadDataSaver, setDataSaver, useDataSaver } from './data-saver-store';

/** Chromium's `navigator.connection`, as a browser with Save-Data on or off reports it. */
function browserSaveData(saveData: boolean | undefined): void {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData, addEventListener: () => undefined },
  });
}

afterEach(() => {
  localStorage.clear();
  browserSaveData(undefined);
  reloadDataSaver();
});

describe('data saver', () => {
  it('is off by default in a browser that does not ask to save data', () => {
    browserSaveData(false);
    reloadDataSaver();
    expect(dataSaverStore.getState()).toEqual({ on: false, chosen: null });
  });

  it('is on by default when the browser says Save-Data (navigator.connection.saveData)', () => {
    browserSaveData(true);
    reloadDataSaver();
    expect(dataSaverStore.getState()).toEqual({ on: true, chosen: null });
  });

  it("the user's choice is kept on this device and wins over the browser's default", () => {
    browserSaveData(true);
    setDataSaver(false);
    expect(localStorage.getItem('engage.dataSaver')).toBe('off');
    // A later visit: the stored choice, not the browser's Save-Data.
    reloadDataSaver();
    expect(dataSaverStore.getState()).toEqual({ on: false, chosen: false });

    browserSaveData(false);
    setDataSaver(true);
    reloadDataSaver();
    expect(dataSaverStore.getState().on).toBe(true);
  });

  it('every reader follows a change at once', () => {
    const reader = renderHook(() => useDataSaver());
    expect(reader.result.current).toBe(false);
    act(() => setDataSaver(true));
    expect(reader.result.current).toBe(true);
    act(() => setDataSaver(false));
    expect(reader.result.current).toBe(false);
  });

  it('follows a choice made in another tab of the app', () => {
    const reader = renderHook(() => useDataSaver());
    localStorage.setItem('engage.dataSaver', 'on');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'engage.dataSaver', newValue: 'on' }));
    });
    expect(reader.result.current).toBe(true);
  });
});
