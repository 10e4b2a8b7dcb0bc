/**
 * The SMM panel API v2 (docs/resellers.md) on top of engage's own posting: what resellers' panel
 * scripts already speak, answered in the panels' own shapes and words. A refusal is `{error}`,
 * which the route sends with 200 as panels expect.
 *
 * - A service is one kind of engagement a link can be promoted for (PANEL_SERVICES); its rate is
 *   what 1000 people cost at the posting form's price rule, its min and max the form's bounds.
 * - `add` saves a post exactly as `links/save/` would (the same rules and refusals), then pays it
 *   from the owner's engage balance; when that fails the saved post is deleted, so nothing is
 *   left and nothing charged. The order id is the post's id.
 * - `status` reads the post: live with nobody reached yet is Pending, live or paused In progress,
 *   completed Completed, closed early Partial when some were reached, else Canceled. `charge` is
 *   what was paid less what went back.
 * - `cancel` is the producer's own cancel: the unspent budget goes back to the balance, once.
 * - `refill`: engage refills the drops its retention checks find by itself while a post lives,
 *   so a refill request changes nothing in delivery; it is recorded as a receipt, and
 *   `refill_status` reads the post: Completed once it has reached everyone it was paid for (no
 *   drop waiting), In progress while it is still delivering, Rejected once it closed early.
 *
 * Only the key owner's own paid posts are orders: any other id is "Incorrect order ID".
 */
import {
  PANEL_IDS_MAX,
  PANEL_MAX_QUANTITY,
  PANEL_MIN_QUANTITY,
  PANEL_RATE_KES,
  PANEL_SERVICES,
  type PanelOrderStatus,
  type PanelRequest,
} from '@engage/shared/contract/resellers';
import { ID_MAX } from '@engage/shared/contract/input-limits';
import { TARGET_ANYWHERE } from '@engage/shared/contract/constants';
import { amountFromTarget } from '@engage/shared/format/post-target';
import type { Db } from '../../db/database';
import type { PostStatus } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { CheckoutService } from '../checkout/checkout.service';
import type { LedgerService } from '../ledger/ledger.service';
import { decimal } from '../ledger/money-text';
import { isClosed, type PostLife } from '../posting/post-life';
import type { PostingService } from '../posting/posting.service';
import { findLink, type LinkRow } from '../posting/links-table';
import { insertRefill, refillsOf } from './reseller-refills-table';

const CURRENCY = 'KES';

/** The panels' own words: their scripts compare some of them. */
export const PANEL_ERRORS = {
  invalidKey: 'Invalid API key',
  incorrectRequest: 'Incorrect request',
  incorrectService: 'Incorrect service ID',
  incorrectQuantity: 'Incorrect quantity',
  quantityTooSmall: `Quantity less than minimal ${String(PANEL_MIN_QUANTITY)}`,
  quantityTooLarge: `Quantity more than maximal ${String(PANEL_MAX_QUANTITY)}`,
  incorrectOrder: 'Incorrect order ID',
  incorrectRefill: 'Incorrect refill ID',
  tooManyIds: `At most ${String(PANEL_IDS_MAX)} IDs at once`,
  notEnoughFunds: 'Not enough funds on balance',
  notRefillable: 'Order not eligible for refill',
} as const;

type Refusal = { error: string };
type OrderStatus = { charge: string; start_count: string; status: PanelOrderStatus; remains: string; currency: string };
type RefillStatus = 'Completed' | 'In progress' | 'Rejected';

/** The panel's answer to one request: any JSON its action answers. */
export type PanelAnswer = unknown;

const refusal = (error: string): Refusal => ({ error });

/** The states a post is an order in: paid for (a draft or an unpaid post is no order). */
const ORDER_STATES: ReadonlySet<PostStatus> = new Set([
  'active',
  'paused',
  'completed',
  'cancelled',
  'expired',
  'taken_down',
]);

/** A whole number as a form sends it ("12") or JSON does (12); null for anything else. */
function whole(value: string | number | undefined, max = ID_MAX): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 && value <= max ? value : null;
  const trimmed = value?.trim() ?? '';
  if (!/^\d{1,16}$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number <= max ? number : null;
}

/** `"1, 2,3"` → `['1', '2', '3']`; null past the limit. */
function idList(value: string): string[] | null {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
  return ids.length > PANEL_IDS_MAX ? null : ids;
}

/** An id as the answer names it: a number when it is one, else as it was sent. */
const named = (id: string): number | string => whole(id) ?? id;

function orderStatus(link: LinkRow): PanelOrderStatus {
  if (link.status === 'completed') return 'Completed';
  if (isClosed(link.status)) return link.targetsReached > 0 ? 'Partial' : 'Canceled';
  return link.status === 'active' && link.targetsReached === 0 ? 'Pending' : 'In progress';
}

function refillStatus(link: LinkRow): RefillStatus {
  if (link.status === 'completed') return 'Completed';
  return isClosed(link.status) ? 'Rejected' : 'In progress';
}

/** The English sentence of a service's refusal, as a panel shows it. */
const said = (error: ApiError): string => error.message;

export class PanelApi {
  constructor(
    private readonly db: Db,
    private readonly posting: Pick<PostingService, 'save' | 'deleteDraft'>,
    private readonly checkout: Pick<CheckoutService, 'payFromBalance'>,
    private readonly postLife: Pick<PostLife, 'byProducer'>,
    private readonly ledger: Pick<LedgerService, 'balance'>,
  ) {}

  /** Answers one request of the key's owner. */
  async answer(userId: number, request: PanelRequest): Promise<PanelAnswer> {
    switch (request.action.trim().toLowerCase()) {
      case 'services':
        return this.services();
      case 'add':
        return this.add(userId, request);
      case 'status':
        return this.status(userId, request);
      case 'refill':
        return this.refill(userId, request);
      case 'refill_status':
        return this.refillStatus(userId, request);
      case 'cancel':
        return this.cancel(userId, request);
      case 'balance':
        return this.balance(userId);
      default:
        return refusal(PANEL_ERRORS.incorrectRequest);
    }
  }

  services() {
    return PANEL_SERVICES.map((service) => ({
      service: service.service,
      name: service.name,
      type: 'Default',
      category: service.category,
      rate: decimal(PANEL_RATE_KES * 100),
      min: String(PANEL_MIN_QUANTITY),
      max: String(PANEL_MAX_QUANTITY),
      refill: true,
      cancel: true,
    }));
  }

  async add(userId: number, request: PanelRequest): Promise<{ order: number } | Refusal> {
    const service = PANEL_SERVICES.find((candidate) => candidate.service === whole(request.service));
    if (!service) return refusal(PANEL_ERRORS.incorrectService);
    const quantity = whole(request.quantity, Number.MAX_SAFE_INTEGER);
    if (quantity === null) return refusal(PANEL_ERRORS.incorrectQuantity);
    if (quantity < PANEL_MIN_QUANTITY) return refusal(PANEL_ERRORS.quantityTooSmall);
    if (quantity > PANEL_MAX_QUANTITY) return refusal(PANEL_ERRORS.quantityTooLarge);
    let linkId: number;
    try {
      const saved = await this.posting.save(userId, {
        link_url: request.link ?? '',
        platform: service.platform,
        is_draft: false,
        action_type: service.action,
        producer_amount: amountFromTarget(quantity),
        targets_needed: quantity,
        // The reseller's customer's link: no words of the reseller's own, and not under their name.
        post_title: '',
        post_descrption: '',
        post_tags: `${service.category}, ${service.action}`,
        targets_location: TARGET_ANYWHERE,
        producer_location: '',
        anonymous: true,
        post_thumbnail: null,
      });
      linkId = saved.linkId;
    } catch (error) {
      if (error instanceof ApiError) return refusal(said(error));
      throw error;
    }
    try {
      await this.checkout.payFromBalance(userId, linkId);
    } catch (error) {
      // Nothing was taken (the payment and its funding are one transaction): no post is left either.
      await this.posting.deleteDraft(userId, linkId);
      if (!(error instanceof ApiError)) throw error;
      const tooLow = typeof error.text === 'object' && error.text.key === 'balanceTooLow';
      return refusal(tooLow ? PANEL_ERRORS.notEnoughFunds : said(error));
    }
    return { order: linkId };
  }

  async status(userId: number, request: PanelRequest): Promise<PanelAnswer> {
    if (request.orders !== undefined) {
      const ids = idList(request.orders);
      if (!ids) return refusal(PANEL_ERRORS.tooManyIds);
      const answer: Record<string, OrderStatus | Refusal> = {};
      for (const id of ids) answer[id] = await this.oneStatus(userId, whole(id));
      return answer;
    }
    return this.oneStatus(userId, whole(request.order));
  }

  async refill(userId: number, request: PanelRequest): Promise<PanelAnswer> {
    if (request.orders !== undefined) {
      const ids = idList(request.orders);
      if (!ids) return refusal(PANEL_ERRORS.tooManyIds);
      const answer: { order: number | string; refill: number | Refusal }[] = [];
      for (const id of ids) {
        const refill = await this.oneRefill(userId, whole(id));
        answer.push({ order: named(id), refill });
      }
      return answer;
    }
    const refill = await this.oneRefill(userId, whole(request.order));
    return typeof refill === 'number' ? { refill: String(refill) } : refill;
  }

  async refillStatus(userId: number, request: PanelRequest): Promise<PanelAnswer> {
    if (request.refills !== undefined) {
      const ids = idList(request.refills);
      if (!ids) return refusal(PANEL_ERRORS.tooManyIds);
      const statuses = await this.refillStatuses(
        userId,
        ids.map((id) => whole(id)),
      );
      return ids.map((id) => {
        const status = statuses.get(whole(id) ?? -1);
        return { refill: named(id), status: status ?? refusal(PANEL_ERRORS.incorrectRefill) };
      });
    }
    const id = whole(request.refill);
    const status = (await this.refillStatuses(userId, [id])).get(id ?? -1);
    return status ? { status } : refusal(PANEL_ERRORS.incorrectRefill);
  }

  async cancel(userId: number, request: PanelRequest): Promise<PanelAnswer> {
    const listed = request.orders ?? (request.order === undefined ? '' : String(request.order));
    const ids = idList(listed);
    if (!ids) return refusal(PANEL_ERRORS.tooManyIds);
    if (ids.length === 0) return refusal(PANEL_ERRORS.incorrectOrder);
    const answer: { order: number | string; cancel: 1 | Refusal }[] = [];
    for (const id of ids) answer.push({ order: named(id), cancel: await this.oneCancel(userId, whole(id)) });
    return answer;
  }

  /** What the owner can spend here: their withdrawable engage balance, which `add` pays from. */
  async balance(userId: number) {
    const cents = await this.ledger.balance({ kind: 'consumer_available', userId });
    return { balance: decimal(cents), currency: CURRENCY };
  }

  /** The owner's paid post with this id, or nothing (unknown, another's, never paid). */
  private async order(userId: number, id: number | null): Promise<LinkRow | undefined> {
    if (id === null) return undefined;
    const link = await findLink(this.db, id);
    return link && link.producerId === userId && ORDER_STATES.has(link.status) ? link : undefined;
  }

  private async oneStatus(userId: number, id: number | null): Promise<OrderStatus | Refusal> {
    const link = await this.order(userId, id);
    if (!link) return refusal(PANEL_ERRORS.incorrectOrder);
    return {
      charge: decimal(link.producerAmountCents - link.returnedCents),
      start_count: '0',
      status: orderStatus(link),
      remains: String(Math.max(0, link.targetsNeeded - link.targetsReached)),
      currency: CURRENCY,
    };
  }

  private async oneRefill(userId: number, id: number | null): Promise<number | Refusal> {
    const link = await this.order(userId, id);
    if (!link) return refusal(PANEL_ERRORS.incorrectOrder);
    if (isClosed(link.status)) return refusal(PANEL_ERRORS.notRefillable);
    return insertRefill(this.db, userId, link.id);
  }

  private async refillStatuses(userId: number, ids: (number | null)[]): Promise<Map<number, RefillStatus>> {
    const rows = await refillsOf(
      this.db,
      userId,
      ids.filter((id): id is number => id !== null),
    );
    const statuses = new Map<number, RefillStatus>();
    for (const row of rows) {
      const link = await findLink(this.db, row.linkId);
      if (link) statuses.set(row.id, refillStatus(link));
    }
    return statuses;
  }

  private async oneCancel(userId: number, id: number | null): Promise<1 | Refusal> {
    const link = await this.order(userId, id);
    if (!link) return refusal(PANEL_ERRORS.incorrectOrder);
    try {
      await this.postLife.byProducer(userId, link.id, 'cancel');
      return 1;
    } catch (error) {
      if (error instanceof ApiError) return refusal(said(error));
      throw error;
    }
  }
}
