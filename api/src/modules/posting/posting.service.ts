/**
 * Posting (spec 001 §2–§9): the link check, saving a post (create, or update by `link_id`;
 * `is_draft` chooses draft or awaiting payment), deleting a draft, and the profile's lists of
 * my posts, liked posts and drafts. Only the owner may edit or delete a post, and only until it
 * is paid for.
 *
 * The form's rules are checked here too, with the spec's messages (the client checks them
 * first; the server never trusts it): only YouTube and X links; amount at least KES 1000;
 * target = floor(amount / 10); at least two tags; description at most 100 words; a verified
 * email (spec 001 §6 "Creating a post needs a verified email"). Drafts obey the same rules:
 * the form checks them before either button.
 *
 * Pricing: the producer pays `producer_amount`; the platform keeps PLATFORM_COMMISSION_PERCENT
 * of it (which also pays referral rewards) and the rest, split evenly over `targets_needed`, is
 * each consumer's reward — KES 9 per engagement at the spec's KES 10 a person.
 */
import type { SQL } from 'drizzle-orm';
import type { ActionType } from '@engage/shared/contract/common';
import type { LinkCheckError, LinkCheckResponse, OwnPostResponse, PostSaveBody } from '@engage/shared/contract/posting';
import { NEW_POST_DEFAULTS } from '@engage/shared/contract/constants';
import { toCents } from '@engage/shared/format/money';
import { checkPostLink, isShortVideoUrl } from '@engage/shared/format/platform-links';
import { countWords, targetFromAmount, validateSpendAmount, validateTags } from '@engage/shared/format/post-target';
import { POST_DESCRIPTION_MAX_WORDS } from '@engage/shared/contract/constants';
import { extractLinkId } from '@engage/shared/format/youtube-link-id';
import { isPlatformImageUrl } from '@engage/shared/format/platform-images';
import type { Db } from '../../db/database';
import { notFound, refused } from '../../http/errors';
import type { Language } from '@engage/shared/i18n/language';
import { text, written } from '../../i18n/messages';
import { actionWord, actionWords } from '../../i18n/task-words';
import { roundKes } from '../ledger/money-text';
import type { AccountsService } from '../accounts/accounts.service';
import { selectLinkViews, type LinkView } from '../feed/link-view';
import { deleteLikesOf, likedLinkIds } from '../feed/link-reactions-table';
import { deletePaymentsOf, hasLivePayment, newestPaymentOf } from '../checkout/payments-table';
import { countLinks, deleteLink, findLink, insertLink, linksAmong, ownLink, postsOf, updateLink } from './links-table';

const PLATFORM_COMMISSION_PERCENT = 10;
const POSTS_PAGE_SIZE = 10;

/** Spec 001 §3 "on error: error and expected_format (a list)" — the link shapes we accept. */
const EXPECTED_LINK_FORMATS = [
  'https://www.youtube.com/watch?v=VIDEO_ID',
  'https://youtu.be/VIDEO_ID',
  'https://www.youtube.com/shorts/VIDEO_ID',
  'https://www.youtube.com/@CHANNEL',
  'https://x.com/USERNAME',
  'https://x.com/USERNAME/status/POST_ID',
  'https://twitter.com/USERNAME/status/POST_ID',
];

/**
 * The engagement a link can be promoted for (spec 001 §9 action labels: "YouTube
 * Views/Likes/Comments/Subscribers; X Followers; Post Likes/Comments/Retweets"): a channel or
 * profile link can only gain subscribers/followers, a video or post only the rest.
 */
function availableActions(platform: 'youtube' | 'twitter', url: string): ActionType[] {
  if (platform === 'youtube') {
    const isChannel = extractLinkId(url, 'Subscribers') !== null && extractLinkId(url, 'Likes') === null;
    return isChannel ? ['Subscribers'] : ['Views', 'Likes', 'Comments'];
  }
  return /\/status(es)?\/\d+/.test(url) ? ['Likes', 'Comments', 'Retweets'] : ['Followers'];
}

function thumbnail(platform: 'youtube' | 'twitter', url: string): string | null {
  if (platform !== 'youtube') return null;
  const id = extractLinkId(url, 'Likes');
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

/** The consumer reward per engagement, in cents, for a post of `amountCents` and `targets` people. */
export function rewardCents(amountCents: number, targets: number): number {
  return Math.floor((amountCents * (100 - PLATFORM_COMMISSION_PERCENT)) / 100 / targets);
}

/** Why a pasted link is refused, in the catalog's words (the spec's texts). */
const linkRefusal = (reason: 'unsupported' | 'invalid-youtube') =>
  text(reason === 'invalid-youtube' ? 'postLinkInvalidYoutube' : 'postLinkUnsupported');

export type LinkCheckResult = { ok: true; body: LinkCheckResponse } | { ok: false; body: LinkCheckError };

export class PostingService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsService,
  ) {}

  /** Spec 001 §7 "Link check | query by url | returns available_actions etc." */
  check(url: string, language: Language = 'en'): LinkCheckResult {
    const linkUrl = url.trim();
    const result = checkPostLink(linkUrl);
    if (!result.ok) {
      return {
        ok: false,
        body: { error: written(linkRefusal(result.reason), language), expected_format: EXPECTED_LINK_FORMATS },
      };
    }
    return {
      ok: true,
      body: {
        link_url: linkUrl,
        platform: result.platform,
        available_actions: availableActions(result.platform, linkUrl),
        amount: NEW_POST_DEFAULTS.amount,
        targets_needed: targetFromAmount(NEW_POST_DEFAULTS.amount),
        post_thumbnail: thumbnail(result.platform, linkUrl),
      },
    };
  }

  async requireVerified(userId: number): Promise<void> {
    const user = await this.accounts.findById(userId);
    if (!user) throw notFound(text('userNotFound'));
    if (!user.emailVerified) throw refused(403, text('verifyToPost'));
  }

  /** The spec's rules; throws the first one broken. */
  private validate(body: PostSaveBody): { amountCents: number; linkUrl: string } {
    const linkUrl = body.link_url.trim();
    if (body.post_thumbnail && !isPlatformImageUrl(body.post_thumbnail)) {
      const said = text('postThumbnailHost');
      throw refused(400, said, { errors: { post_thumbnail: [said] } });
    }
    const link = checkPostLink(linkUrl);
    // The shared rules' only refusals are the spec's texts, which the catalog holds in each language.
    if (!link.ok) {
      const said = linkRefusal(link.reason);
      throw refused(400, said, { errors: { link_url: [said] } });
    }
    if (link.platform !== body.platform)
      throw refused(400, text('postLinkOtherPlatform', { linked: link.platform, platform: body.platform }));
    const actions = availableActions(link.platform, linkUrl);
    if (!actions.includes(body.action_type)) {
      throw refused(
        400,
        text('postActionUnavailable', { actions: actionWords(actions), action: actionWord(body.action_type) }),
      );
    }
    if (validateSpendAmount(body.producer_amount)) throw refused(400, text('minSpend'));
    const expectedTarget = targetFromAmount(body.producer_amount);
    if (body.targets_needed !== expectedTarget) {
      throw refused(
        400,
        text('postTargetMismatch', { target: expectedTarget, amount: roundKes(body.producer_amount) }),
      );
    }
    if (countWords(body.post_descrption) > POST_DESCRIPTION_MAX_WORDS) {
      throw refused(400, text('descriptionTooLong', { max: POST_DESCRIPTION_MAX_WORDS }));
    }
    if (validateTags(body.post_tags)) throw refused(400, text('minTags'));
    return { amountCents: toCents(body.producer_amount), linkUrl };
  }

  /** Spec 001 §7 "Post save | ... returns link_id". */
  async save(userId: number, body: PostSaveBody): Promise<{ linkId: number; created: boolean }> {
    await this.requireVerified(userId);
    const { amountCents, linkUrl } = this.validate(body);
    const values = {
      linkUrl,
      platform: body.platform,
      actionType: body.action_type,
      isShorts: isShortVideoUrl(linkUrl),
      postTitle: body.post_title.trim(),
      postDescrption: body.post_descrption.trim(),
      postTags: body.post_tags,
      postThumbnail: body.post_thumbnail ?? thumbnail(body.platform, linkUrl) ?? '',
      targetsLocation: body.targets_location,
      producerLocation: body.producer_location,
      anonymous: body.anonymous,
      targetsNeeded: body.targets_needed,
      producerAmountCents: amountCents,
      rewardCents: rewardCents(amountCents, body.targets_needed),
      status: body.is_draft ? ('draft' as const) : ('pending_payment' as const),
    };
    const linkId = body.link_id;
    if (linkId === undefined) {
      return { linkId: await insertLink(this.db, { producerId: userId, ...values }), created: true };
    }
    return this.db.transaction(async (tx) => {
      const link = await findLink(tx, linkId, { lock: true });
      if (!link) throw notFound(text('postNotFound'));
      if (link.producerId !== userId) throw refused(403, text('editOwnPostsOnly'));
      if (link.status !== 'draft' && link.status !== 'pending_payment') throw refused(409, text('paidPostNoEdit'));
      await updateLink(tx, linkId, values);
      return { linkId, created: false };
    });
  }

  /**
   * Spec 001 §7 "Draft delete | call | {link_id}". An unpaid post (saved with Post, its checkout
   * abandoned or cancelled) can be deleted the same way, or it would wait in My posts for ever.
   * Only while no money has moved or may still move: any payment other than a failed or cancelled
   * one keeps the post, since the ledger and a refund may need it.
   */
  async deleteDraft(userId: number, linkId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const link = await findLink(tx, linkId, { lock: true });
      if (!link) throw notFound(text('postNotFound'));
      if (link.producerId !== userId) throw refused(403, text('deleteOwnPostsOnly'));
      if (link.status !== 'draft' && link.status !== 'pending_payment') {
        throw refused(409, text('paidPostNoDelete'));
      }
      if (await hasLivePayment(tx, linkId)) throw refused(409, text('postHasPayment'));
      await deletePaymentsOf(tx, linkId);
      await deleteLikesOf(tx, linkId);
      await deleteLink(tx, linkId);
    });
  }

  private async page(
    userId: number,
    where: SQL | undefined,
    page: number,
  ): Promise<{ results: LinkView[]; hasNext: boolean; count: number }> {
    const rows = await selectLinkViews(this.db, userId, where, {
      limit: POSTS_PAGE_SIZE + 1,
      offset: (page - 1) * POSTS_PAGE_SIZE,
    });
    // The whole list's size: the profile's tabs show it as their count.
    return {
      results: rows.slice(0, POSTS_PAGE_SIZE),
      hasNext: rows.length > POSTS_PAGE_SIZE,
      count: await countLinks(this.db, where),
    };
  }

  /** My posts: everything I saved with Post (awaiting payment, live, completed); drafts have their own tab. */
  myPosts(userId: number, page: number) {
    return this.page(userId, postsOf(userId, 'posted'), page);
  }

  /** Posts I like that were live: never someone's draft or unpaid post. */
  likedPosts(userId: number, page: number) {
    return this.page(userId, linksAmong(likedLinkIds(userId), { wereLive: true }), page);
  }

  drafts(userId: number, page: number) {
    return this.page(userId, postsOf(userId, 'drafts'), page);
  }

  /**
   * `GET links/:link_id/`: one post of its owner, with every action its link can be
   * promoted for and its newest payment. Another user's post is answered like an unknown one.
   */
  async ownPost(userId: number, linkId: number): Promise<OwnPostResponse> {
    const view = await this.ownCard(userId, linkId);
    const payment = await newestPaymentOf(this.db, linkId);
    return {
      ...view,
      payment: payment
        ? { provider: payment.provider, status: payment.status, status_description: payment.statusDescription }
        : null,
    };
  }

  /** One post of its owner as its card shows it; another user's post is answered like an unknown one. */
  async ownCard(userId: number, linkId: number): Promise<LinkView> {
    const [view] = await selectLinkViews(this.db, userId, ownLink(userId, linkId), { limit: 1 });
    if (!view) throw notFound(text('postNotFound'));
    const platform = view.platform;
    return {
      ...view,
      available_actions:
        platform === 'youtube' || platform === 'twitter'
          ? availableActions(platform, view.link_url)
          : view.available_actions,
    };
  }

  /** The user's own link, for the checkout (only its producer pays for a post). */
  async ownLink(userId: number, linkId: number) {
    const link = await findLink(this.db, linkId);
    if (!link) throw notFound(text('postNotFound'));
    if (link.producerId !== userId) throw refused(403, text('payOwnPostsOnly'));
    return link;
  }
}
