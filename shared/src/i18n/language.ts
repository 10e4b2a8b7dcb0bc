/**
 * Which language the page speaks. The one source of truth is `<html lang>`: the shell's inline
 * start sets it before anything renders (the language chosen on this device or the account's,
 * else the browser's), every `t` reads it, and an integrator's page that embeds an area sets it
 * as it likes. No React and no shared singleton here: the inline start uses it.
 */
import { storageKeys } from '@engage/shared/session/storage-keys';

export const languages = ['en', 'sw'] as const;
export type Language = (typeof languages)[number];

/** `'sw-KE'` → `'sw'`; a tag of a language we do not speak → undefined. */
export function asLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.toLowerCase().split('-')[0];
  return languages.find((language) => language === primary);
}

/** The page's language, from `<html lang>`; English outside a browser or for any other tag. */
export function pageLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  return asLanguage(document.documentElement.lang) ?? 'en';
}

/** The first of the browser's languages that we speak, else English. */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = asLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

function storedLanguage(): Language | undefined {
  try {
    return asLanguage(localStorage.getItem(storageKeys.language));
  } catch {
    return undefined; // storage blocked: the browser's language still applies
  }
}

/** The language a visit starts in: the one chosen here (or the account's, saved at sign-in), else the browser's. */
export function startLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

/** Remembers `language` on this device, so the next visit starts in it before anyone signs in. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(storageKeys.language, language);
  } catch {
    // Storage blocked: the language holds for this visit.
  }
}

/**
 * The language a signed-out page's language links chose (`?lang=sw`: plain links, so the sign-in
 * page carries no script for them): remembered on this device, marked for the account to take at
 * sign-in or sign-up, and taken out of the address. Undefined when the address chose none.
 */
export function chooseFromAddress(): Language | undefined {
  try {
    const url = new URL(location.href);
    const chosen = asLanguage(url.searchParams.get('lang'));
    if (!chosen) return undefined;
    rememberLanguage(chosen);
    localStorage.setItem(storageKeys.languageChosenSignedOut, '1');
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    return chosen;
  } catch {
    return undefined; // storage blocked: the browser's language applies
  }
}

/** Whether a language was chosen on a signed-out page and the account has not taken it yet. */
export function signedOutChoicePending(): boolean {
  try {
    return localStorage.getItem(storageKeys.languageChosenSignedOut) === '1';
  } catch {
    return false;
  }
}

/** The account has the language chosen on a signed-out page (or keeps its own): nothing left to take. */
export function forgetSignedOutChoice(): void {
  try {
    localStorage.removeItem(storageKeys.languageChosenSignedOut);
  } catch {
    // storage blocked: nothing was kept
  }
}

/** Writes `<html lang>`; every `useLanguage` hears it. Load the messages first (`loadMessages`). */
export function showLanguage(language: Language): void {
  const tag = language === 'sw' ? 'sw-KE' : 'en';
  if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
}

/** Calls `listener` whenever `<html lang>` changes; returns the unsubscribe. */
export function watchLanguage(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}
