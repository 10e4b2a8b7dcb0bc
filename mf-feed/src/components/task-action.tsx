/**
 * A task's action (spec 000 §4–§5): a "Done" mark once `is_actioned`; 'Link {Platform}' while the
 * platform is not linked (the shell runs the linking, asked over the bus); a comment box for
 * unactioned Comments tasks; otherwise a button labelled by the action type. Only verified
 * users may act. Toasts per §8: 'Processing...', then the server's message or 'Success!', or
 * the error's message, the response error or 'Something went wrong'.
 *
 * On a server that verifies tasks, a task it cannot check says so before the user acts (its
 * `verification_note`), and a claim that waits for review (a 202, or the 409 of a claim already
 * waiting) replaces the button with "Waiting for review" and the reason: no success toast and no
 * balance refresh, since nothing was paid.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@engage/shared/queries';
import { failureMessage } from '@engage/shared/api/failure';
import { publish } from '@engage/shared/bus';
import type { Link } from '@engage/shared/contract/links';
import { CONNECTABLE_PLATFORMS } from '@engage/shared/contract/constants';
import { setVerified } from '@engage/shared/session';
import { notify } from '@engage/shared/ui/toasts';
import { useOfflineReason } from '@engage/shared/network/use-online';
import { markClaimInReview, useClaimInReview, usePerformTask } from '../api/feed-queries';
import { requiredAccount } from '@engage/shared/contract/task-endpoints';
import { actionLabel, needsText, taskRequest } from '../api/task-request';
import { reviewReason } from '../api/task-outcome';
import { t } from '../messages';
import './task-review.css';

interface TaskActionProps {
  task: Link;
  /** Whether the platform's account is linked (true for platforms that need none). */
  connected: boolean;
  /** The platform was linked but no longer honours the link (profile detail `needs_relink`). */
  relink?: boolean;
  /** Spec 000 §5: email_verified 'True'. */
  verified: boolean;
  /** Opens the inline player (YouTube Views tasks are earned by watching). */
  onWatch: () => void;
}

/** Spec 000 §5 "the action or like is blocked and the user is told they are not verified". */
export function refuseUnverified(): void {
  setVerified(false);
  notify.error(t('notVerified'));
}

export function TaskAction({ task, connected, relink = false, verified, onWatch }: TaskActionProps) {
  const [text, setText] = useState('');
  const client = useQueryClient();
  const perform = usePerformTask(task.link_id);
  const busy = perform.isPending;
  const waiting = useClaimInReview(task.link_id);
  // The button the user pressed is gone: focus moves to what replaced it, so it is read out.
  const focusWaiting = useRef(false);
  // Offline, a task cannot be done or checked: the button says why instead of failing.
  const offline = useOfflineReason();
  // Done stays said on the card: the server's `is_actioned`, so a reload keeps it.
  if (task.is_actioned) {
    return (
      <p className="eg-task__done">
        <span aria-hidden="true">✓</span> {t('done')}
      </p>
    );
  }

  if (waiting !== undefined) {
    return (
      <p
        className="eg-task__review eg-task__review--waiting"
        tabIndex={-1}
        ref={(node) => {
          if (node && focusWaiting.current) {
            focusWaiting.current = false;
            node.focus();
          }
        }}
      >
        <strong>{t('waitingForReview')}</strong> {waiting || t('reviewNoteFallback')}
      </p>
    );
  }

  const noteId = `eg-review-note-${task.link_id}`;
  const formName = `task-${task.link_id}`;
  const reviewed = task.verification === 'review';
  const describedBy = reviewed ? noteId : undefined;
  const note = reviewed ? (
    <p className="eg-task__review" id={noteId}>
      {task.verification_note || t('reviewNoteFallback')}
    </p>
  ) : null;

  const account = requiredAccount(task.platform);
  if (account && !connected) {
    const label = CONNECTABLE_PLATFORMS.find((platform) => platform.value === account)?.label ?? account;
    return (
      <>
        {note}
        <button
          type="button"
          className="eg-button eg-task__action"
          disabled={offline !== undefined}
          title={offline}
          aria-describedby={describedBy}
          onClick={() => publish('accounts:connect', { platform: account })}
        >
          {t(relink ? 'linkPlatformAgain' : 'linkPlatform', { platform: label })}
        </button>
      </>
    );
  }
  if (taskRequest(task).kind === 'unsupported') return <p className="eg-task__note">{t('noActionYet')}</p>;

  function waitForReview(toast: string, reason: string) {
    notify.dismiss(toast);
    notify.clearErrors(formName);
    focusWaiting.current = true;
    markClaimInReview(client, task.link_id, reason);
  }

  async function act() {
    if (!verified) return refuseUnverified();
    const request = taskRequest(task, text.trim());
    if (request.kind === 'watch') return onWatch();
    if (request.kind === 'invalid') return void notify.error(request.message);
    if (request.kind !== 'call') return;
    const toast = notify.loading(t('processing'));
    try {
      // A credited answer marks the task actioned (usePerformTask's onSuccess): its button goes.
      const answer = await perform.mutateAsync(request.call);
      const reason = reviewReason({ answer });
      if (reason !== undefined) return waitForReview(toast, reason);
      // A success clears this task's earlier errors ('Write a comment first.' is stale now).
      notify.settle(toast, 'success', answer.message || t('success'), { form: formName });
    } catch (error) {
      const reason = reviewReason({ failure: error });
      if (reason !== undefined) return waitForReview(toast, reason);
      notify.settle(toast, 'error', failureMessage(error, t('somethingWentWrong')), { form: formName });
    }
  }

  const label = actionLabel(task.action_type);
  // One textarea whose only rule is "not empty": a form library (react-hook-form and yup, about
  // 33 kB gzipped) would more than double the feed's first visit, against its 35 kB budget.
  if (needsText(task)) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (!text.trim()) return void notify.error(t('commentRequired'), { form: formName });
      void act();
    };
    const id = `eg-comment-${task.link_id}`;
    return (
      <>
        {note}
        <form className="eg-task__comment" onSubmit={submit}>
          <label htmlFor={id} className="eg-visually-hidden">
            {t('commentLabel')}
          </label>
          <textarea
            id={id}
            rows={2}
            maxLength={500}
            placeholder={t('commentPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="submit"
            className="eg-button eg-task__action"
            disabled={busy || offline !== undefined}
            title={offline}
            aria-describedby={describedBy}
          >
            {label}
          </button>
        </form>
      </>
    );
  }
  return (
    <>
      {note}
      <button
        type="button"
        className="eg-button eg-task__action"
        disabled={busy || offline !== undefined}
        title={offline}
        aria-describedby={describedBy}
        onClick={() => void act()}
      >
        {label}
      </button>
    </>
  );
}
