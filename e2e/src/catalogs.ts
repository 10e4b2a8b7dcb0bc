/**
 * The app's message catalogs, read from the source as the builds read them: the Kiswahili
 * journey finds controls by their Kiswahili names and looks for any English message left on a
 * page. Every messages file of the shell, the areas and the shared code (`messages.ts`,
 * `post-card-messages.tsx`…) is found on disk, so a new one is checked without a change here.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@engage/tooling/apps';
import type { Catalog, Message, Translate } from '@engage/shared/i18n/translate';

export interface Catalogs {
  en: Catalog;
  sw: Catalog;
}

function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : messageFiles(full);
    return /^([\w-]+-)?messages\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The catalogs of one messages file (its path from the repository's root, e.g.
 * 'mf-wallet/src/messages.ts'): the one `defineMessages` it exports, whatever its name.
 */
export async function catalogsOf(file: string): Promise<Catalogs> {
  const module = (await import(path.join(repoRoot, file))) as Record<string, unknown>;
  const t = Object.values(module).find(
    (value): value is Translate => typeof value === 'function' && 'catalogs' in value,
  );
  if (!t) throw new Error(`${file} exports no catalog`);
  return { en: t.catalogs.en, sw: (await t.catalogs.sw()).default };
}

/** Every catalog of the app. */
export async function allCatalogs(): Promise<Catalogs[]> {
  const roots = [
    'shell/src',
    'shared/src',
    ...readdirSync(repoRoot)
      .filter((dir) => dir.startsWith('mf-'))
      .map((dir) => `${dir}/src`),
  ];
  const files = roots.flatMap((root) => messageFiles(path.join(repoRoot, root)));
  return Promise.all(files.map((file) => catalogsOf(path.relative(repoRoot, file))));
}

function texts(message: Message | undefined): string[] {
  if (message === undefined) return [];
  return typeof message === 'string' ? [message] : Object.values(message);
}

/**
 * The English texts that must not show on a page in Kiswahili: each message's English wording
 * (the parts between placeholders, at least two words long) whose Kiswahili differs.
 */
export function englishPhrases(catalogs: Catalogs[]): string[] {
  const phrases = new Set<string>();
  for (const { en, sw } of catalogs) {
    for (const [key, message] of Object.entries(en)) {
      const translated = texts(sw[key]).join(' ');
      for (const text of texts(message)) {
        for (const part of text.split(/\{\w+\}/)) {
          const phrase = part.trim();
          if (/\p{L}+\s+\p{L}+/u.test(phrase) && !translated.includes(phrase)) phrases.add(phrase);
        }
      }
    }
  }
  return [...phrases];
}

/** One-word English labels (buttons, tabs, headings) whose Kiswahili differs: 'Withdraw', 'Home'. */
export function englishLabels(catalogs: Catalogs[]): string[] {
  const labels = new Set<string>();
  for (const { en, sw } of catalogs) {
    for (const [key, message] of Object.entries(en)) {
      for (const text of texts(message)) {
        const label = text.trim();
        if (/^\p{L}{4,}$/u.test(label) && !texts(sw[key]).includes(label)) labels.add(label);
      }
    }
  }
  return [...labels];
}

/**
 * Words only English uses: every word of the English catalogs that no Kiswahili catalog has
 * (lower case). 'Task', 'credited', 'Anywhere'; not 'M-PESA' or 'YouTube', which both use.
 */
export function englishOnlyWords(catalogs: Catalogs[]): Set<string> {
  const wordsOf = (side: 'en' | 'sw') =>
    catalogs.flatMap((catalog) =>
      Object.values(catalog[side]).flatMap((message) =>
        texts(message).flatMap(
          (text) =>
            text
              .replace(/\{\w+\}/g, ' ')
              .toLowerCase()
              .match(/\p{L}+/gu) ?? [],
        ),
      ),
    );
  const swahili = new Set(wordsOf('sw'));
  return new Set(wordsOf('en').filter((word) => word.length > 1 && !swahili.has(word)));
}
