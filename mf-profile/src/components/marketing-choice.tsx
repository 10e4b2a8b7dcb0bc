/**
 * Settings' "Send me news and offers by email": the marketing answer on record, a switch the
 * server saves at once. Account, payment and security emails are not marketing and go anyway.
 */
import { useId } from 'react';
import { notify } from '@engage/shared/ui/toasts';
import { Skeleton } from '@engage/ui/skeleton';
import { useConsents, useSetMarketing } from '../api/consents-api';
import { t } from '../messages';

export function MarketingChoice() {
  const consents = useConsents();
  const setMarketing = useSetMarketing();
  const headingId = useId();
  const hintId = useId();
  // While a change is on its way the switch shows it; the answer on record once it is saved.
  const on = setMarketing.isPending ? setMarketing.variables : consents.data?.marketing;

  const change = async (marketing: boolean) => {
    try {
      await setMarketing.mutateAsync(marketing);
      notify.success(t('marketingSaved'));
    } catch {
      notify.error(t('marketingFailed'));
    }
  };

  return (
    <section className="eg-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="eg-card__heading">
        {t('marketingTitle')}
      </h2>
      {consents.isPending ? (
        <Skeleton lines={1} />
      ) : (
        <label className="eg-settings__toggle">
          <input
            type="checkbox"
            role="switch"
            checked={on === true}
            disabled={consents.isError || setMarketing.isPending}
            aria-describedby={hintId}
            onChange={(event) => void change(event.target.checked)}
          />
          {t('marketingChoice')}
        </label>
      )}
      <p id={hintId} className="eg-settings__muted">
        {t('marketingHint')}
      </p>
    </section>
  );
}
