/** Theme (spec 000 §4): light or dark, initial light; remembered on this device. */
import { create } from 'zustand';
import { storageKeys } from '@engage/shared/session/storage-keys';

export type Theme = 'light' | 'dark';

function stored(): Theme {
  try {
    return localStorage.getItem(storageKeys.theme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function apply(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(storageKeys.theme, theme);
  } catch {
    // storage disabled: the theme lasts for this page only
  }
}

interface ThemeState {
  theme: Theme;
  toggle: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: stored(),
  toggle: () => {
    const theme = get().theme === 'light' ? 'dark' : 'light';
    apply(theme);
    set({ theme });
  },
}));

apply(useThemeStore.getState().theme);
