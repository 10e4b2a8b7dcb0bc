/**
 * The page's language for React. A root (the shell, each area's pages) calls `useMessagesReady`:
 * it suspends until this bundle's catalogs of the language have loaded, so nothing renders
 * half in English, and re-renders when `<html lang>` changes. Roots key their tree by the
 * language, so a switch re-renders every text at once.
 */
import { use, useSyncExternalStore } from 'react';
import { pageLanguage, watchLanguage, type Language } from '@engage/shared/i18n/language';
import { loadMessages, messagesReady } from '@engage/shared/i18n/translate';

export function useLanguage(): Language {
  return useSyncExternalStore(watchLanguage, pageLanguage, () => 'en');
}

export function useMessagesReady(): Language {
  const language = useLanguage();
  if (!messagesReady(language)) use(loadMessages(language));
  return language;
}
