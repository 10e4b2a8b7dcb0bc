/**
 * The first run (ours; the specs never ask a new user for anything): after the first sign-in
 * the shell sends a new consumer here (shell/src/routes/first-run-guard.tsx) for three short
 * steps — pick interests, link YouTube or X, how earning works. Each step can be passed over
 * with Continue, and 'Skip for now' ends the whole first run. Finished or skipped, the server
 * records it (`POST users/first-run/`), so it never comes back, on any device.
 *
 * For keyboards and screen readers: each step's heading takes the focus when the step shows,
 * and 'Step 1 of 3' describes it.
 */
import { useEffect, useRef, useState } from 'react';
import { useProfileDetails } from '@engage/shared/api/profile-queries';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { paths } from '@engage/shared/paths';
import { useNavigate } from '@engage/shared/router';
import { QueryView } from '@engage/ui/query-view';
import { Skeleton } from '@engage/ui/skeleton';
import { notify } from '@engage/shared/ui/toasts';
import { useFinishFirstRun } from '../api/profile-api';
import { FirstRunAccounts } from '../components/first-run-accounts';
import { FirstRunEarning } from '../components/first-run-earning';
import { FirstRunInterests } from '../components/first-run-interests';
import {
  FIRST_RUN_STEPS,
  forgetFirstRun,
  rememberStep,
  resumeStep,
  type FirstRunStep,
} from '../components/first-run-progress';
import { t } from '../messages';
import './first-run.css';

const HEADINGS = {
  interests: 'interestsHeading',
  accounts: 'accountsHeading',
  earning: 'earningHeading',
} as const satisfies Record<FirstRunStep, Parameters<typeof t>[0]>;

function FirstRunSteps({ profile }: { profile: ProfileDetail }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<FirstRunStep>(() => resumeStep(profile));
  const finishRun = useFinishFirstRun();
  const finishing = finishRun.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  const number = FIRST_RUN_STEPS.indexOf(step) + 1;

  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const goTo = (next: FirstRunStep) => {
    rememberStep(next);
    setStep(next);
  };

  const finish = async () => {
    if (finishing) return;
    try {
      await finishRun.mutateAsync();
      forgetFirstRun();
      void navigate(paths.consumerHome, { replace: true });
    } catch {
      notify.error(t('finishFailed'), { form: 'first-run' });
    }
  };

  return (
    <section className="eg-card eg-first-run__step" aria-labelledby="eg-first-run-heading">
      <p id="eg-first-run-progress" className="eg-first-run__progress">
        {t('firstRunStep', { step: number, total: FIRST_RUN_STEPS.length })}
      </p>
      <h2
        id="eg-first-run-heading"
        ref={heading}
        tabIndex={-1}
        className="eg-card__heading"
        aria-describedby="eg-first-run-progress"
      >
        {t(HEADINGS[step])}
      </h2>
      {step === 'interests' && <FirstRunInterests profile={profile} onDone={() => goTo('accounts')} />}
      {step === 'accounts' && <FirstRunAccounts profile={profile} onDone={() => goTo('earning')} />}
      {step === 'earning' && <FirstRunEarning profile={profile} finishing={finishing} onDone={() => void finish()} />}
      <button
        type="button"
        className="eg-button eg-button--quiet eg-first-run__skip"
        disabled={finishing}
        onClick={() => void finish()}
      >
        {t('skipForNow')}
      </button>
    </section>
  );
}

export function FirstRunPage() {
  const profile = useProfileDetails();

  const body = (
    <QueryView query={profile} loading={<Skeleton lines={5} />} error={t('loadError')} retryLabel={t('retry')}>
      {(detail) => <FirstRunSteps profile={detail} />}
    </QueryView>
  );

  return (
    <section className="eg-page eg-first-run" aria-labelledby="eg-first-run-title">
      <h1 id="eg-first-run-title" className="eg-page__title">
        {t('welcomeTitle')}
      </h1>
      <p className="eg-first-run__intro">{t('welcomeIntro')}</p>
      {body}
    </section>
  );
}
