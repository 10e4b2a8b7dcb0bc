/**
 * The link-paste dialog that opens the new-post form (spec 001 §2, §5): Continue enables once
 * the text is a YouTube, TikTok, Instagram, Facebook or X/Twitter link, and while it is not,
 * the field says why (the spec's own refusal, which Continue points to); only YouTube and X are
 * accepted ('We currently accept only YouTube and X (formerly Twitter) links. ...'), and a
 * YouTube link must name a video or channel ('Invalid YouTube URL.'); the link
 * check's own error is shown with its `expected_format` list (spec 001 §8). A user whose email
 * is not verified is sent to /consumer and marked unverified.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiFailure } from '@engage/shared/api/failure';
import type { LinkCheckError, LinkCheckResponse } from '@engage/shared/contract/posting';
import { detectPlatform } from '@engage/shared/format/platform-links';
import { FormField } from '@engage/ui/form-field';
import { Modal } from '@engage/ui/modal';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { useCheckLink } from '../api/posting-queries';
import { t } from '../messages';

/** The field's id: its error's id (`…-error`, the form field's) names why Continue is off. */
const URL_FIELD_ID = 'eg-posting-url';

const resolver = lazyResolver(() => import('../api/link-schema').then((module) => module.linkResolver));

interface LinkPasteDialogProps {
  /** What an earlier visit left in the box. */
  initialUrl?: string;
  /** Each change of the box's text, so it can be kept until the link is checked. */
  onUrlChange?: (url: string) => void;
  onChecked: (check: LinkCheckResponse) => void;
  onUnverified: () => void;
  onCancel: () => void;
}

export function LinkPasteDialog({
  initialUrl = '',
  onUrlChange,
  onChecked,
  onUnverified,
  onCancel,
}: LinkPasteDialogProps) {
  // Checked on Continue only; a change clears what the last check said.
  const { register, handleSubmit, control, clearErrors, formState } = useForm<{ url: string }>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { url: initialUrl },
  });
  const url = useWatch({ control, name: 'url' });
  const linkCheck = useCheckLink();
  // Still busy after a check that worked: the dialog is giving way to the form.
  const checking = linkCheck.isPending || linkCheck.isSuccess;
  const [problem, setProblem] = useState<{ error: string; formats: string[] } | null>(null);
  const recognised = detectPlatform(url) !== null;
  // Why Continue is greyed out, beside the field rather than left to guess.
  const unrecognised = !recognised && url.trim() !== '';

  async function check({ url }: { url: string }) {
    setProblem(null);
    try {
      onChecked(await linkCheck.mutateAsync(url.trim()));
    } catch (error) {
      if (isApiFailure(error) && error.status === 403) return onUnverified();
      const body = isApiFailure(error)
        ? (error.data as Partial<LinkCheckError> & { message?: string; detail?: string })
        : {};
      setProblem({
        error: body.error ?? body.message ?? body.detail ?? t('tryAgain'),
        formats: Array.isArray(body.expected_format) ? body.expected_format : [],
      });
    }
  }

  const urlField = register('url');
  return (
    <Modal title={t('pasteTitle')} onClose={onCancel}>
      <form
        className="eg-posting__paste"
        noValidate
        onSubmit={(event) => {
          if (recognised && !checking) return void handleSubmit(check)(event);
          event.preventDefault();
        }}
      >
        <FormField
          label={t('pasteLabel')}
          hint={t('pasteHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          // eslint-disable-next-line no-restricted-syntax -- an example address, the same in every language
          placeholder="https://x.com/…"
          {...urlField}
          onChange={(event) => {
            void urlField.onChange(event);
            onUrlChange?.(event.target.value);
            setProblem(null);
            clearErrors('url');
          }}
          id={URL_FIELD_ID}
          error={formState.errors.url?.message ?? problem?.error ?? (unrecognised ? t('unsupportedLink') : undefined)}
        />
        {problem && problem.formats.length > 0 && (
          <div className="eg-posting__formats">
            <p>{t('expectedFormats')}</p>
            <ul>
              {problem.formats.map((format) => (
                <li key={format}>
                  <code>{format}</code>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="eg-posting__actions">
          <button type="button" className="eg-button eg-button--quiet" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            className="eg-button"
            disabled={!recognised || checking}
            aria-busy={checking}
            aria-describedby={unrecognised ? `${URL_FIELD_ID}-error` : undefined}
          >
            {checking ? t('checking') : t('pasteContinue')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
