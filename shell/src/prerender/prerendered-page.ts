/**
 * How a prerendered page's HTML says what it holds: `#root` carries the path it was rendered
 * for, its language and the release of the area that drew it (render-public-page.tsx writes
 * them, bootstrap.tsx reads them before choosing to hydrate).
 */
import { asLanguage, type Language } from '@engage/shared/i18n/language';

/** The attributes of `#root` on a prerendered page. */
export function prerenderedAttributes(path: string, language: Language, release?: string): string {
  const drawnBy = release ? ` data-prerendered-release="${release}"` : '';
  return `data-prerendered="${path}" data-prerendered-language="${language}"${drawnBy}`;
}

/** The path `root`'s markup was rendered for at build time, if it was. */
export function prerenderedPath(root: HTMLElement): string | undefined {
  return root.dataset.prerendered;
}

export function prerenderedLanguage(root: HTMLElement): Language | undefined {
  return asLanguage(root.dataset.prerenderedLanguage);
}

/**
 * The release id of the area whose build drew the markup (shared/src/federation/release-id.ts);
 * undefined when the build had none of it to read.
 */
export function prerenderedRelease(root: HTMLElement): string | undefined {
  return root.dataset.prerenderedRelease;
}

/** Drops the attributes once React has drawn over the prerendered markup (bootstrap.tsx). */
export function forgetPrerender(root: HTMLElement): void {
  delete root.dataset.prerendered;
  delete root.dataset.prerenderedLanguage;
  delete root.dataset.prerenderedRelease;
}
