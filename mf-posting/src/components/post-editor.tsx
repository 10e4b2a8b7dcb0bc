/**
 * The add/edit post form (spec 001 §2 "Add/edit post form", §5 "Post form", §9): read-only
 * link and platform; description up to 100 words with a counter (extra words are cut);
 * engagement type from `available_actions` with the spec's labels; amount and people digits
 * only, linked by the target rule; location with autocomplete; tags. Preview post shows the
 * feed's card; Save as draft goes to the profile's Drafted posts tab; Post saves, then opens
 * the payment dialog. A failed save keeps everything typed; leaving with changes asks first.
 */
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profileDetailsQuery } from '@engage/shared/api/profile-queries';
import { queryKeys } from '@engage/shared/api/query-keys';
import type { ActionType } from '@engage/shared/contract/common';
import { POST_DESCRIPTION_MAX_WORDS, PROFILE_DEFAULTS } from '@engage/shared/contract/constants';
import { PLATFORM_LABELS, taskTitle } from '@engage/shared/format/platform-links';
import {
  amountFromTarget,
  countWords,
  digitsOnly,
  targetFromAmount,
  truncateWords,
} from '@engage/shared/format/post-target';
import { paths } from '@engage/shared/paths';
import { useNavigate } from '@engage/shared/router';
import { FormField } from '@engage/shared/ui/form-field';
import { Modal } from '@engage/shared/ui/modal';
import { PostCard } from '@engage/shared/ui/post-card';
import { notify } from '@engage/shared/ui/toasts';
import { postFormRules, saveBody, type PostFormValues } from '../api/post-form';
import { savePost } from '../api/posting-queries';
import { t } from '../messages';
import { LeaveGuard } from './leave-guard';
import { LocationField } from './location-field';
import { PaymentDialog } from './payment-dialog';

interface PostEditorProps {
  initial: PostFormValues;
  /** Every engagement the link can be promoted for (the link check's `available_actions`). */
  actions: readonly ActionType[];
  thumbnail: string | null;
  /** Set when editing: the save updates this post. */
  linkId?: number;
}

/** Spec 001 §4 "Save as draft returns to the profile's Drafted posts tab" (the profile reads `state.tab`). */
export const DRAFTS_TAB_STATE = { tab: 'Drafted posts' } as const;

export function PostEditor({ initial, actions, thumbnail, linkId: editedId }: PostEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const profile = useQuery(profileDetailsQuery);
  const [linkId, setLinkId] = useState(editedId);
  const [saving, setSaving] = useState<'draft' | 'post' | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [paying, setPaying] = useState<{ linkId: number; amount: number; targets: number } | null>(null);
  const { register, control, handleSubmit, setValue, getValues, reset, formState } = useForm<PostFormValues>({
    mode: 'all',
    defaultValues: initial,
  });
  const values = useWatch({ control }) as PostFormValues;
  const { errors, touchedFields, isSubmitted, isDirty } = formState;
  const blocking = useRef(false);
  useEffect(() => {
    blocking.current = isDirty && !paying;
  }, [isDirty, paying]);
  const touched = (name: keyof PostFormValues) => isSubmitted || Boolean(touchedFields[name]);
  const title = taskTitle(values.platform, values.action_type);
  const words = countWords(values.post_descrption);
  const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true };

  async function save(form: PostFormValues, isDraft: boolean) {
    setSaving(isDraft ? 'draft' : 'post');
    const toast = notify.loading(t('saving'));
    const body = saveBody(form, {
      linkId,
      isDraft,
      thumbnail,
      producerLocation: profile.data?.location || PROFILE_DEFAULTS.location,
      title,
    });
    try {
      const saved = await savePost(body);
      setLinkId(saved.link_id);
      reset(form); // saved: nothing unsaved any more, and the guard lets the page go
      blocking.current = false;
      await client.invalidateQueries({ queryKey: queryKeys.posting.post(saved.link_id) });
      void client.invalidateQueries({ queryKey: [queryKeys.profile.details[0]] });
      if (isDraft) {
        notify.settle(toast, 'success', t('draftSaved'));
        await navigate(paths.profile, { state: DRAFTS_TAB_STATE });
        return;
      }
      notify.dismiss(toast);
      setPaying({ linkId: saved.link_id, amount: body.producer_amount, targets: body.targets_needed });
    } catch (error) {
      // Spec 001 §8 "save failure 'An error occured while trying to save the link'"; the form keeps what was typed.
      console.error('post save failed', error);
      notify.settle(toast, 'error', t('saveFailed'));
    } finally {
      setSaving(null);
    }
  }

  const preview = {
    link_id: linkId ?? 0,
    platform: values.platform,
    action_type: values.action_type,
    created: new Date().toISOString(),
    producer_username: values.anonymous === 'yes' ? 'Anonymous' : (profile.data?.username ?? t('you')),
    producer_avatar: values.anonymous === 'yes' ? null : (profile.data?.avatar ?? null),
    post_descrption: values.post_descrption,
    post_tags: values.post_tags,
    post_thumbnail: thumbnail,
    targets_needed: targetFromAmount(Number(values.producer_amount || 0)),
    targets_reached: 0,
  };

  return (
    <>
      <LeaveGuard dirty={isDirty && !paying} blocking={blocking} />
      <form
        className="eg-posting__form"
        noValidate
        onSubmit={(event) => void handleSubmit((form) => save(form, false))(event)}
        aria-busy={saving !== null}
      >
        <FormField label={t('url')} readOnly {...register('link_url')} />
        <FormField label={t('platform')} readOnly value={PLATFORM_LABELS[values.platform]} />
        <Controller
          control={control}
          name="post_descrption"
          render={({ field }) => (
            <FormField
              multiline
              rows={4}
              label={t('description')}
              hint={t('wordCount', { count: words, max: POST_DESCRIPTION_MAX_WORDS })}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              // Spec 001 §5 "description at most 100 words (counter shown, extra words cut)".
              onChange={(event) => field.onChange(truncateWords(event.target.value))}
            />
          )}
        />
        <div className="eg-field">
          <label htmlFor="eg-posting-action">{t('engagementType')}</label>
          <select id="eg-posting-action" {...register('action_type')}>
            {actions.map((action) => (
              <option key={action} value={action}>
                {taskTitle(values.platform, action)}
              </option>
            ))}
          </select>
        </div>
        <div className="eg-posting__pair">
          <FormField
            label={t('amount')}
            inputMode="numeric"
            {...register('producer_amount', postFormRules.producer_amount)}
            // Spec 001 §5 "amount and target digits only"; §9 "target people = 0 if amount is under 1000, else amount/10 floored".
            onChange={(event) => {
              const amount = digitsOnly(event.target.value);
              setValue('producer_amount', amount, options);
              setValue('targets_needed', String(targetFromAmount(Number(amount || 0))), { shouldDirty: true });
            }}
            error={errors.producer_amount?.message}
            touched={touched('producer_amount')}
          />
          <FormField
            label={t('people')}
            hint={t('peopleHint')}
            inputMode="numeric"
            {...register('targets_needed')}
            // Spec 001 §9 "Entering a target sets amount = 1000 if target is 100 or less, else target times 10".
            onChange={(event) => {
              const people = digitsOnly(event.target.value);
              setValue('targets_needed', people, { shouldDirty: true });
              setValue('producer_amount', String(amountFromTarget(Number(people || 0))), options);
            }}
            onBlur={() =>
              setValue('targets_needed', String(targetFromAmount(Number(getValues('producer_amount') || 0))))
            }
          />
        </div>
        <Controller
          control={control}
          name="targets_location"
          render={({ field }) => <LocationField value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
        <FormField
          label={t('tags')}
          hint={t('tagsHint')}
          {...register('post_tags', postFormRules.post_tags)}
          error={errors.post_tags?.message}
          touched={touched('post_tags')}
        />
        <label className="eg-posting__check">
          <input
            type="checkbox"
            checked={values.anonymous === 'yes'}
            onChange={(event) => setValue('anonymous', event.target.checked ? 'yes' : 'no', { shouldDirty: true })}
          />
          {t('anonymous')}
        </label>
        <div className="eg-posting__actions">
          <button type="button" className="eg-button eg-button--quiet" onClick={() => setPreviewing(true)}>
            {t('preview')}
          </button>
          <button
            type="button"
            className="eg-button eg-button--quiet"
            disabled={saving !== null}
            onClick={() => void handleSubmit((form) => save(form, true))()}
          >
            {saving === 'draft' ? t('saving') : t('saveDraft')}
          </button>
          <button type="submit" className="eg-button" disabled={saving !== null}>
            {saving === 'post' ? t('saving') : t('post')}
          </button>
        </div>
      </form>
      {previewing && (
        <Modal title={t('previewTitle')} onClose={() => setPreviewing(false)}>
          <PostCard post={preview} />
        </Modal>
      )}
      {paying && (
        <PaymentDialog
          linkId={paying.linkId}
          amount={paying.amount}
          targetsNeeded={paying.targets}
          onClose={() => setPaying(null)}
        />
      )}
    </>
  );
}
