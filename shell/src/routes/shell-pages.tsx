import type { AreaRoute } from '@engage/shared/paths';

/**
 * Pages the shell owns (/producer, /bots, /faq, /more-product, /terms). Their content is the
 * shell-and-sign-in issue's work; until then each says what it is.
 */
export function ShellPage({ route }: { route: AreaRoute }) {
  return (
    <main className="eg-placeholder">
      <h1>{route.title}</h1>
      <p>This page is part of the shell and is not written yet.</p>
    </main>
  );
}
