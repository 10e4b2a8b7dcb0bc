/**
 * The language the user reads engage in. Chosen in Preferences, it is remembered on this device
 * (so the next visit starts in it before anyone signs in), saved on the account, and shown at
 * once: the shell loads its messages, then sets `<html lang>`, and every root renders anew (each
 * area's pages load their own messages first). At sign-in the account's choice wins over the
 * device's, unless the user chose a language on the signed-out pages (their language links) since:
 * that choice is saved on the account. An account that never chose takes the language the user is
 * reading, so alerts and emails reach them in it.
 */
import { useEffect } from 'react';
import { callApi } from '@engage/shared/api/client';
import { queryClient } from '@engage/shared/api/query-client';
import {
  pageLanguage,
  rememberLanguage,
  showLanguage,
  forgetSignedOutChoice,
  signedOutChoicePending,
  type Language,
} from '@engage/shared/i18n/language';
import { loadMessages } from '@engage/shared/i18n/translate';

async function show(language: Language): Promise<void> {
  rememberLanguage(language);
  await loadMessages(language);
  showLanguage(language);
  // Answers the API wrote in the other language (statement lines, titles) are asked for again.
  void queryClient.invalidateQueries();
}

/** Switches the page to `language` and saves it on the account. */
export async function chooseLanguage(language: Language): Promise<void> {
  await show(language);
  await callApi('languageUpdate', null, { body: { language } });
}

/** Applies the signed-in account's language once its profile has arrived (`undefined` until then). */
export function useAccountLanguage(saved: Language | null | undefined): void {
  useEffect(() => {
    if (saved === undefined) return;
    if (saved === null || (signedOutChoicePending() && saved !== pageLanguage())) {
      void callApi('languageUpdate', null, { body: { language: pageLanguage() } })
        .then(forgetSignedOutChoice)
        .catch(() => undefined);
      return;
    }
    forgetSignedOutChoice();
    if (saved !== pageLanguage()) void show(saved);
    else rememberLanguage(saved);
  }, [saved]);
}
