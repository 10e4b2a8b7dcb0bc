/**
 * An operator's actions on one producer's post: pause a live one, resume a paused one, cancel
 * one that is live or paused, take down one that breaks the rules (live, paused or completed).
 * Only the ones that fit the post's state are offered, as the API would refuse the rest with a
 * 409. Cancel and take down give the unspent budget back to the producer, which the dialog says;
 * the producer reads the reason.
 *
 *   <PostActionButtons post={post} onAsk={setAsked} />
 *   {asked && <PostActionDialog asked={asked} onClose={() => setAsked(null)} />}
 */
import type { OperatorPost, OperatorPostAction } from '@engage/shared/contract/operator-posts';
import { useOperatorAction } from '../api/operator-action';
import { t } from '../messages';
import { ReasonDialog } from './reason-dialog';

export interface AskedPostAction {
  post: OperatorPost;
  action: OperatorPostAction;
}

const actionWords = {
  pause: { label: 'pausePost', title: 'pausePostTitle' },
  resume: { label: 'resumePost', title: 'resumePostTitle' },
  cancel: { label: 'cancelPost', title: 'cancelPostTitle' },
  take_down: { label: 'takeDownPost', title: 'takeDownPostTitle' },
} as const satisfies Record<OperatorPostAction, { label: string; title: string }>;

/** What may be done to a post in its state; a draft, a post waiting for payment or a closed one: nothing. */
export function postActionsFor(post: Pick<OperatorPost, 'status'>): OperatorPostAction[] {
  switch (post.status) {
    case 'active':
      return ['pause', 'cancel', 'take_down'];
    case 'paused':
      return ['resume', 'cancel', 'take_down'];
    case 'completed':
      return ['take_down'];
    default:
      return [];
  }
}

/** Gives budget back: its dialog tells the operator. */
const returnsBudget = (action: OperatorPostAction) => action === 'cancel' || action === 'take_down';

export function PostActionButtons({ post, onAsk }: { post: OperatorPost; onAsk: (asked: AskedPostAction) => void }) {
  const offered = postActionsFor(post);
  if (offered.length === 0) return null;
  return (
    <div className="eg-op-actions">
      {offered.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'take_down' ? 'eg-button' : 'eg-button eg-button--quiet'}
          aria-label={t(actionWords[action].title, { id: String(post.id) })}
          onClick={() => onAsk({ post, action })}
        >
          {t(actionWords[action].label)}
        </button>
      ))}
    </div>
  );
}

/** Asks for the reason and sends the action; closes once it is done, keeps the reason otherwise. */
export function PostActionDialog({ asked, onClose }: { asked: AskedPostAction; onClose: () => void }) {
  const { send, busy } = useOperatorAction('operatorPostAction');
  const { post, action } = asked;

  async function confirm(reason: string) {
    if (await send({ params: { id: post.id }, body: { action, reason } })) onClose();
  }

  return (
    <ReasonDialog
      title={t(actionWords[action].title, { id: String(post.id) })}
      confirmLabel={t(actionWords[action].label)}
      busy={busy}
      onConfirm={(reason) => void confirm(reason)}
      onCancel={onClose}
    >
      <p>{t('postOf', { title: post.title || post.link_url, email: post.producer_email })}</p>
      {returnsBudget(action) && <p>{t('budgetBack')}</p>}
      <p className="eg-op-muted">{t('producerReads')}</p>
    </ReasonDialog>
  );
}
