/**
 * The add/edit post form (spec 001 §2 "Add/edit post form", §5 "Post form", §9): read-only
 * link and platform; an optional title (the cards show it beside the task title); description
 * up to 100 words with a live counter; extra words are cut (spec 001 §5), and the cut is said beneath
 * the field, so a pasted text is never shortened without a word;
 * engagement type from `available_actions` with the spec's labels; amount and people digits
 * only, linked by the target rule; location with autocomplete; tags. Preview post shows the
 * feed's card; Save as draft goes to the profile's Drafted posts tab; Post saves, then opens
 * the payment dialog. A failed save keeps everything typed, and so does a reload or leaving:
 * the unsaved form is kept on this device (`api/unsaved-post.ts`) until it is posted, saved as
 * a draft or discarded with Discard. Only where the device keeps nothing does leaving with
 * changes ask first.
 */
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useProfileDetails } from '@engage/shared/api/profile-queries';
import type { ActionType } from '@engage/shared/contract/common';
import type { LinkCheckResponse } from '@engage/shared/contract/posting';
import { POST_DESCRIPTION_MAX_WORDS, PROFILE_DEFAULTS } from '@engage/shared/contract/constants';
import { PLATFORM_LABELS } from '@engage/shared/format/platform-links';
import { taskTitleText } from '@engage/shared/format/task-title';
import { TEXT_MAX } from '@engage/shared/contract/input-limits';
import {
  amountFromTarget,
  countWords,
  digitsOnly,
  targetFromAmount,
  truncateWords,
} from '@engage/shared/format/post-target';
import { paths } from '@engage/shared/paths';
import { useNavigate } from '@engage/shared/router';
import { ConfirmDialog } from '@engage/ui/confirm-dialog';
import { FormField } from '@engage/ui/form-field';
import { Modal } from '@engage/ui/modal';
import { PostCard } from '@engage/ui/post-card';
import { notify } from '@engage/shared/ui/toasts';
import { lazyResolver } from '@engage/ui/lazy-resolver';
import { saveBody, type PostFormValues } from '../api/post-form';
import { useSavePost } from '../api/posting-queries';
import { deviceKeepsPosts, forgetUnsavedPost, keepUnsavedPost, type UnsavedPostSlot } from '../api/unsaved-post';
import { t } from '../messages';
import { LeaveGuard } from './leave-guard';
import { LocationField } from './location-field';
import { PaymentDialog } from './payment-dialog';

interface PostEditorProps {
  /** What is saved (a new post: the defaults for its checked link): Discard goes back to it. */
  initial: PostFormValues;
  /** The form as an earlier visit left it on this device, shown instead of `initial`. */
  restored?: PostFormValues | null;
  /** Every engagement the link can be promoted for (the link check's `available_actions`). */
  actions: readonly ActionType[];
  thumbnail: string | null;
  /** Set when editing (or when an earlier visit saved the new post): the save updates this post. */
  linkId?: number;
  /** Where the unsaved form is kept: whose it is, which form, and a new post's checked link. */
  keep: { userId: number; slot: UnsavedPostSlot; check?: LinkCheckResponse } | null;
  /** After Discard: a new post goes back to the link-paste dialog. */
  onDiscard?: () => void;
  /** Open the payment dialog at once for this saved, unpaid post (its Pay in My posts). */
  payOnOpen?: { amount: number; targets: number } | null;
}

/** Spec 001 §4 "Save as draft returns to the profile's Drafted posts tab" (the profile reads `state.tab`). */
export const DRAFTS_TAB_STATE = { tab: 'Drafted posts' } as const;

const resolver = lazyResolver(() => import('../api/post-schema').then((module) => module.postResolver));

/** The form's toasts: a save that works dismisses the failures before it. */
const postToasts = { form: 'post-form' } as const;

const sameValues = (a: PostFormValues, b: PostFormValues) =>
  (Object.keys(b) as (keyof PostFormValues)[]).every((field) => a[field] === b[field]);

export function PostEditor({
  initial,
  restored = null,
  actions,
  thumbnail,
  linkId: editedId,
  keep,
  onDiscard,
  payOnOpen = null,
}: PostEditorProps) {
  const navigate = useNavigate();
  const profile = useProfileDetails();
  const [linkId, setLinkId] = useState(editedId);
  const saveMutation = useSavePost();
  // Which button's save runs: it says 'Saving...', and every button waits.
  const saving = saveMutation.isPending ? (saveMutation.variables.is_draft ? 'draft' : 'post') : null;
  const [previewing, setPreviewing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [paying, setPaying] = useState<{ linkId: number; amount: number; targets: number } | null>(() =>
    payOnOpen && editedId !== undefined ? { linkId: editedId, ...payOnOpen } : null,
  );
  // What is saved: the form differs from it until a save, and Discard returns to it.
  const [saved, setSaved] = useState(initial);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const { register, control, handleSubmit, setValue, getValues, reset, trigger, formState } = useForm<PostFormValues>({
    resolver,
    mode: 'all',
    defaultValues: restored ?? initial,
  });
  const values = useWatch({ control }) as PostFormValues;
  const { errors, touchedFields, isSubmitted, isDirty } = formState;
  const unsaved = !sameValues(values, saved);
  // Where the device keeps the form, leaving loses nothing and need not ask.
  const [kept] = useState(() => keep !== null && deviceKeepsPosts());
  const guarded = !kept && isDirty && !paying;
  const blocking = useRef(false);
  useEffect(() => {
    blocking.current = guarded;
  }, [guarded]);

  // A new post's checked link is worth keeping before anything is typed; after a save, only changes.
  const worthKeeping = unsaved || (keep?.slot === 'new' && linkId === undefined);
  const snapshot = JSON.stringify(values);
  useEffect(() => {
    if (!keep) return;
    if (worthKeeping) {
      keepUnsavedPost(keep.userId, keep.slot, {
        check: keep.check,
        values: JSON.parse(snapshot) as PostFormValues,
        linkId,
      });
    } else forgetUnsavedPost(keep.userId, keep.slot);
  }, [keep, worthKeeping, snapshot, linkId]);
  // The fields of a form brought back that were typed in before: what they break is said at once.
  const [typedBefore] = useState(() =>
    restored === null
      ? []
      : (Object.keys(initial) as (keyof PostFormValues)[]).filter((f) => restored[f] !== initial[f]),
  );
  useEffect(() => {
    if (typedBefore.length > 0) void trigger(typedBefore);
  }, [typedBefore, trigger]);
  const touched = (name: keyof PostFormValues) =>
    typedBefore.includes(name) || isSubmitted || Boolean(touchedFields[name]);
  const words = countWords(values.post_descrption);
  // How many words the last change lost to the limit: said until the next change.
  const [cutWords, setCutWords] = useState(0);
  const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true };

  async function save(form: PostFormValues, isDraft: boolean) {
    const toast = notify.loading(t('saving'));
    const body = saveBody(form, {
      linkId,
      isDraft,
      thumbnail,
      producerLocation: profile.data?.location || PROFILE_DEFAULTS.location,
    });
    // The people field shows what is saved: those the amount buys, even if typed and sent at once.
    const sent = { ...form, targets_needed: String(body.targets_needed) };
    setValue('targets_needed', sent.targets_needed);
    try {
      // The post and the profile's lists load afresh (useSavePost's onSuccess) before this goes on.
      const answer = await saveMutation.mutateAsync(body);
      setLinkId(answer.link_id);
      reset(sent); // saved: nothing unsaved any more, and the guard lets the page go
      setSaved(sent);
      setShowRestored(false);
      blocking.current = false;
      if (keep) forgetUnsavedPost(keep.userId, keep.slot);
      if (isDraft) {
        notify.settle(toast, 'success', t('draftSaved'), postToasts);
        await navigate(paths.profile, { state: DRAFTS_TAB_STATE });
        return;
      }
      notify.dismiss(toast);
      notify.clearErrors(postToasts.form);
      setPaying({ linkId: answer.link_id, amount: body.producer_amount, targets: body.targets_needed });
    } catch (error) {
      // Spec 001 §8 "save failure 'An error occured while trying to save the link'"; the form keeps what was typed.
      console.error('post save failed', error);
      notify.settle(toast, 'error', t('saveFailed'), postToasts);
    }
  }

  function discard() {
    setDiscarding(false);
    if (keep) forgetUnsavedPost(keep.userId, keep.slot);
    reset(saved);
    setShowRestored(false);
    onDiscard?.();
  }

  const preview = {
    link_id: linkId ?? 0,
    platform: values.platform,
    action_type: values.action_type,
    created: new Date().toISOString(),
    producer_username: values.anonymous === 'yes' ? 'Anonymous' : (profile.data?.username ?? t('you')),
    producer_avatar: values.anonymous === 'yes' ? null : (profile.data?.avatar ?? null),
    post_title: values.post_title,
    post_descrption: values.post_descrption,
    post_tags: values.post_tags,
    post_thumbnail: thumbnail,
    targets_needed: targetFromAmount(Number(values.producer_amount || 0)),
    targets_reached: 0,
  };

  return (
    <>
      <LeaveGuard dirty={guarded} blocking={blocking} />
      {showRestored && unsaved && (
        <p className="eg-posting__note eg-posting__restored" role="status">
          {t('restoredNote')}
        </p>
      )}
      <form
        className="eg-posting__form"
        noValidate
        onSubmit={(event) => void handleSubmit((form) => save(form, false))(event)}
        aria-busy={saving !== null}
      >
        <FormField label={t('url')} readOnly {...register('link_url')} />
        <FormField label={t('platform')} readOnly value={PLATFORM_LABELS[values.platform]} />
        <FormField
          label={t('postTitle')}
          hint={t('postTitleHint')}
          maxLength={TEXT_MAX.line}
          {...register('post_title')}
        />
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
              error={errors.post_descrption?.message}
              touched={touched('post_descrption')}
              // Spec 001 §5 "description at most 100 words (counter shown, extra words cut)".
              onChange={(event) => {
                const typed = event.target.value;
                const kept = truncateWords(typed);
                setCutWords(countWords(typed) - countWords(kept));
                field.onChange(kept);
              }}
            />
          )}
        />
        <p className="eg-field__hint" role="status">
          {cutWords > 0 ? t('descriptionCut', { count: cutWords, max: POST_DESCRIPTION_MAX_WORDS }) : ''}
        </p>
        <div className="eg-field">
          <label htmlFor="eg-posting-action">{t('engagementType')}</label>
          <select id="eg-posting-action" {...register('action_type')}>
            {actions.map((action) => (
              <option key={action} value={action}>
                {taskTitleText(values.platform, action)}
              </option>
            ))}
          </select>
        </div>
        <div className="eg-posting__pair">
          <FormField
            label={t('amount')}
            inputMode="numeric"
            {...register('producer_amount')}
            // Spec 001 §5 "amount and target digits only"; §9 "target people = 0 if amount is under 1000, else amount/10 floored".
            onChange={(event) => {
              const amount = digitsOnly(event.target.value);
              setValue('producer_amount', amount, options);
              setValue('targets_needed', String(targetFromAmount(Number(amount || 0))), {
                shouldDirty: true,
                shouldValidate: true,
              });
            }}
            error={errors.producer_amount?.message}
            touched={touched('producer_amount')}
          />
          <FormField
            label={t('people')}
            hint={t('peopleHint')}
            inputMode="numeric"
            {...register('targets_needed')}
            error={errors.targets_needed?.message}
            touched={touched('targets_needed')}
            // Spec 001 §9 "Entering a target sets amount = 1000 if target is 100 or less, else target times 10".
            onChange={(event) => {
              const people = digitsOnly(event.target.value);
              setValue('targets_needed', people, options);
              setValue('producer_amount', String(amountFromTarget(Number(people || 0))), options);
            }}
            onBlur={() =>
              setValue('targets_needed', String(targetFromAmount(Number(getValues('producer_amount') || 0))), {
                shouldValidate: true,
              })
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
          {...register('post_tags')}
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
          {(keep?.slot === 'new' || unsaved) && (
            <button
              type="button"
              className="eg-button eg-button--quiet eg-posting__discard"
              disabled={saving !== null}
              onClick={() => (unsaved ? setDiscarding(true) : discard())}
            >
              {t('discard')}
            </button>
          )}
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
      {discarding && (
        <ConfirmDialog
          title={t('discardTitle')}
          message={keep?.slot === 'new' ? t('discardNewText') : t('discardEditText')}
          confirmLabel={t('discard')}
          cancelLabel={t('keepEditing')}
          onConfirm={discard}
          onCancel={() => setDiscarding(false)}
        />
      )}
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
