/**
 * The one-time enrolment link `operator:create` printed: the secret for an authenticator app (as
 * text to type, and as the `otpauth://` link a phone opens), a new password and the first code.
 * The link is spent once the setup is done.
 */
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { failureMessage } from '@engage/shared/api/failure';
import type { Enrolment } from '@engage/shared/contract/operator-access';
import { paths } from '@engage/shared/paths';
import { Link, useParams } from '@engage/shared/router';
import { ErrorState } from '@engage/ui/error-state';
import { FormField } from '@engage/ui/form-field';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { Skeleton } from '@engage/ui/skeleton';
import type { EnrolValues } from '../api/sign-in-schema';
import { t } from '../messages';
import './operator.css';

const resolver = lazyResolver(() => import('../api/sign-in-schema').then((module) => module.enrolResolver));

export default function EnrolPage() {
  const token = useParams().token ?? '';
  // Public calls: no token exists yet.
  const enrolment = useQuery({
    queryKey: ['operator-enrolment', token],
    queryFn: ({ signal }) => callApi('operatorEnrolment', null, { params: { token }, signal }),
    retry: false,
  });
  const enrolling = useMutation({
    mutationFn: (values: EnrolValues) =>
      callApi('operatorEnrol', null, {
        params: { token },
        body: { password: values.password, code: values.code.trim() },
      }),
  });

  return (
    <section className="eg-op-narrow">
      <h1>{t('enrolTitle')}</h1>
      {enrolment.isPending ? (
        <Skeleton lines={4} label={t('loading')} />
      ) : enrolment.isError ? (
        <ErrorState
          message={failureMessage(enrolment.error, t('enrolInvalid'))}
          retryLabel={t('retry')}
          onRetry={() => void enrolment.refetch()}
        />
      ) : enrolling.isSuccess ? (
        <div role="status">
          <p>{t('enrolled')}</p>
          <Link className="eg-button" to={paths.operatorSignIn}>
            {t('toSignIn')}
          </Link>
        </div>
      ) : (
        <EnrolForm
          enrolment={enrolment.data}
          busy={enrolling.isPending}
          onSubmit={(values) => enrolling.mutateAsync(values)}
        />
      )}
    </section>
  );
}

interface EnrolFormProps {
  enrolment: Enrolment;
  busy: boolean;
  onSubmit: (values: EnrolValues) => Promise<unknown>;
}

function EnrolForm({ enrolment, busy, onSubmit }: EnrolFormProps) {
  const { register, handleSubmit, formState, setError } = useForm<EnrolValues>({ resolver, mode: 'onTouched' });
  const { errors, touchedFields, isSubmitted } = formState;
  const { email, role, secret, otpauth_url: otpauthUrl } = enrolment;
  return (
    <>
      <p>{t('enrolFor', { email, role })}</p>
      <p>{t('enrolSteps')}</p>
      <p>
        {t('secret')}:{' '}
        <span className="eg-op-secret" data-testid="totp-secret">
          {secret}
        </span>
      </p>
      <p>
        <a href={otpauthUrl}>{t('otpauthLink')}</a>
      </p>
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit(async (values) => {
            try {
              await onSubmit(values);
            } catch (error) {
              setError('root', { message: failureMessage(error, t('enrolInvalid')) });
            }
          })(event)
        }
      >
        {errors.root?.message && (
          <p className="eg-op-error" role="alert">
            {errors.root.message}
          </p>
        )}
        <FormField
          label={t('choosePassword')}
          type="password"
          autoComplete="new-password"
          revealable
          {...register('password')}
          error={errors.password?.message}
          touched={isSubmitted || touchedFields.password}
        />
        <FormField
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...register('code')}
          error={errors.code?.message}
          touched={isSubmitted || touchedFields.code}
        />
        <button type="submit" className="eg-button" disabled={busy} aria-busy={busy}>
          {busy ? t('enrolling') : t('enrol')}
        </button>
      </form>
    </>
  );
}
