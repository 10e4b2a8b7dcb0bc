/**
 * Pages the shell owns: /bots, /faq, /community, /more-product, /terms (each its own lazy chunk), and the
 * /producer placeholder (spec 000 §1: "not shown beyond a placeholder screen").
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { withMessages } from '@engage/shared/i18n/translate';
import { paths, type AppPath, type AreaRoute } from '@engage/shared/paths';
import { LoadingBar } from '@engage/ui/loading-bar';
import { kitText } from '@engage/shared/ui/messages';
import { t } from './messages';

const pages: Partial<Record<AppPath, ComponentType>> = {
  [paths.bots]: lazy(async () => ({ default: (await withMessages(import('../pages/bots-page'))).BotsPage })),
  [paths.faq]: lazy(async () => ({ default: (await withMessages(import('../pages/faq-page'))).FaqPage })),
  [paths.community]: lazy(async () => ({
    default: (await withMessages(import('../pages/community-page'))).CommunityPage,
  })),
  [paths.moreProducts]: lazy(async () => ({
    default: (await withMessages(import('../pages/more-products-page'))).MoreProductsPage,
  })),
  [paths.terms]: lazy(async () => ({ default: (await withMessages(import('../pages/terms-page'))).TermsPage })),
};

function ProducerPlaceholder() {
  return (
    <div className="eg-placeholder">
      <h1>{t('producerTitle')}</h1>
      <p>{t('producerText')}</p>
    </div>
  );
}

export function ShellPage({ route }: { route: AreaRoute }) {
  const Page = pages[route.path] ?? ProducerPlaceholder;
  const page = (
    <Suspense fallback={<LoadingBar label={kitText('loadingShort')} />}>
      <Page />
    </Suspense>
  );
  // A page open to anyone (/terms) is drawn in the signed-out frame, which has no main landmark
  // of its own (the signed-in frame's is around its outlet).
  return route.access === 'anyone' ? <main>{page}</main> : page;
}
