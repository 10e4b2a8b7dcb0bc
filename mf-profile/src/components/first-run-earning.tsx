/**
 * First run, step 3: how earning works, in a few sentences with the server's own figures — the
 * minimum watch time and the hold on rewards (`GET settings/`), the minimum withdrawal (the
 * profile's `min_withdrawal`) — so the page never promises what the server does not do; and
 * the server's daily limit, what is left of it today and how many tasks a withdrawal takes.
 */
import { useServerSettings } from '@engage/shared/api/server-settings';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { formatRoundAmount } from '@engage/shared/format/money';
import { EarningSummary } from '@engage/ui/earning-summary';
import { t } from '../messages';

export function FirstRunEarning({
  profile,
  finishing,
  onDone,
}: {
  profile: ProfileDetail;
  finishing: boolean;
  onDone: () => void;
}) {
  const settings = useServerSettings();
  const minimum = formatRoundAmount(profile.min_withdrawal, profile.currency);

  return (
    <>
      <ul className="eg-first-run__facts">
        <li>{t('earningTasks')}</li>
        <li>{t('earningWatch', { duration: t('seconds', { count: settings.min_watch_seconds }) })}</li>
        <li>{t('earningHold', { duration: t('hours', { count: settings.pending_hold_hours }) })}</li>
        <li>{t('earningWithdraw', { amount: minimum })}</li>
      </ul>
      <EarningSummary />
      <div className="eg-first-run__actions">
        <button type="button" className="eg-button" disabled={finishing} aria-busy={finishing} onClick={onDone}>
          {t('goToFeed')}
        </button>
      </div>
    </>
  );
}
