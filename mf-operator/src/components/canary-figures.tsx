/**
 * A live canary's field health beside the stable release's over the canary's life: page views,
 * errors per 1,000 views and p75 LCP, the two figures the API rolls a canary back on, each marked
 * when it is worse than the stable's, so an operator sees why it was or would be rolled back.
 */
import type { AreaRelease, CanaryHealth } from '@engage/shared/contract/area-releases';
import { t } from '../messages';
import { rate, seconds } from './field-figures';
import { areaName, releaseState } from './release-state';

const worse = (canary: number | null, stable: number | null) => canary !== null && stable !== null && canary > stable;

function Figure({
  label,
  canary,
  stable,
  isWorse,
}: {
  label: string;
  canary: string;
  stable: string;
  isWorse: boolean;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {t('againstStable', { canary, stable })}
        {isWorse && <span className="eg-op-error"> {t('worseThanStable')}</span>}
      </dd>
    </div>
  );
}

function Figures({ health }: { health: CanaryHealth }) {
  if (health.views === 0) return <p className="eg-op-muted">{t('canaryNoViews')}</p>;
  return (
    <dl className="eg-op-figures">
      <Figure
        label={t('colViews')}
        canary={String(health.views)}
        stable={String(health.stable_views)}
        isWorse={false}
      />
      <Figure
        label={t('colErrorRate')}
        canary={rate(health.error_rate)}
        stable={rate(health.stable_error_rate)}
        isWorse={worse(health.error_rate, health.stable_error_rate)}
      />
      <Figure
        label={t('colLcp')}
        canary={seconds(health.lcp_p75)}
        stable={seconds(health.stable_lcp_p75)}
        isWorse={worse(health.lcp_p75, health.stable_lcp_p75)}
      />
    </dl>
  );
}

export function CanaryFigures({ canaries }: { canaries: readonly AreaRelease[] }) {
  if (canaries.length === 0) return null;
  return (
    <section aria-labelledby="eg-op-canaries" className="eg-op-section">
      <h2 id="eg-op-canaries">{t('canariesTitle')}</h2>
      <p className="eg-op-muted">{t('canariesIntro')}</p>
      <div className="eg-op-cards">
        {canaries.map((canary) => (
          <article key={canary.id} className="eg-op-card" aria-labelledby={`eg-op-canary-${canary.id}`}>
            <h3 id={`eg-op-canary-${canary.id}`}>
              {t('canaryOf', { area: areaName(canary.area), release: canary.release })}
            </h3>
            <p className="eg-op-muted">{releaseState(canary)}</p>
            {canary.health ? <Figures health={canary.health} /> : <p className="eg-op-muted">{t('canaryNoViews')}</p>}
          </article>
        ))}
      </div>
    </section>
  );
}
