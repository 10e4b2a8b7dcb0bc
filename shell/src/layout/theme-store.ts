/** Theme (spec 000 §4): light or dark, initial light; remembered on this device. */
import { create } from 'zustand';

export type Theme = 'light' | 'dark';

function stored(): Theme {
  try {
    return localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function apply(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem('theme', theme);
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
