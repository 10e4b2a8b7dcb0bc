/**
 * What each route of the table (`api-routes.ts`) takes and answers, as TypeBox schemas from the
 * contract: its path parameters, query, body and success answer. The server registers every
 * route from its entry here (validation, serialisation and the OpenAPI document), and the
 * browser's `callApi` takes its request and answer types from it.
 *
 * The browser imports this module as types only (`import type`): the schemas themselves weigh
 * about 24 kB gzipped and no page needs them at run time. That is why the path and method live
 * in `api-routes.ts`, which the browser does load, and are not repeated here.
 */
import type { Static, TSchema } from 'typebox';
import type { ApiRouteName } from '@engage/shared/api/routes';
import { AffiliateResponseSchema, AffiliateWithdrawBodySchema } from '@engage/shared/contract/affiliate';
import {
  AreaReleaseChoicesSchema,
  AreaReleaseListSchema,
  AreaReleaseSchema,
  AreaReleasesQueryForTeamSchema,
  AreaReleasesQuerySchema,
  ReleaseAreaBodySchema,
  ReleasePinBodySchema,
  ReleasePinListSchema,
  ReleasePinParamsSchema,
  ReleasePinRemovedSchema,
  ReleasePinSchema,
  ReleaseRegisterBodySchema,
} from '@engage/shared/contract/area-releases';
import { AlertsQuerySchema, NotificationPageSchema, UnreadAlertsResponseSchema } from '@engage/shared/contract/alerts';
import {
  ExternalLoginBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  PasswordResetBodySchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  TokenRefreshBodySchema,
  TokenRefreshResponseSchema,
  VerifyEmailBodySchema,
  RequestOtpBodySchema,
  RequestOtpResponseSchema,
  EmailCodeStatusSchema,
  StepUpBodySchema,
  StepUpResponseSchema,
  NotMeBodySchema,
} from '@engage/shared/contract/auth';
import {
  ClaimAppealBodySchema,
  ClaimPageSchema,
  ClaimRefuseBodySchema,
  ClaimSchema,
  ReviewClaimPageSchema,
  ReviewQuerySchema,
} from '@engage/shared/contract/claims';
import { IdParamsSchema, MessageResponseSchema } from '@engage/shared/contract/common';
import { ConsentAcceptBodySchema, ConsentStateSchema, MarketingBodySchema } from '@engage/shared/contract/consents';
import {
  FeedParamsSchema,
  FeedQuerySchema,
  LinkOnlyBodySchema,
  LinkTextBodySchema,
  PostUrlBodySchema,
  PostUrlLinkBodySchema,
  PostUrlTextBodySchema,
  ReactionBodySchema,
  ReactionParamsSchema,
  ReactionResponseSchema,
  TaskActionResponseSchema,
  TaskConflictResponseSchema,
  TaskReviewResponseSchema,
  ViewCreditBodySchema,
  WatchProgressBodySchema,
  WatchProgressResponseSchema,
  WatchStartBodySchema,
  WatchStartResponseSchema,
  YoutubeLikeBodySchema,
  YoutubeSubBodySchema,
} from '@engage/shared/contract/feed';
import { LinkPageSchema, PageQuerySchema } from '@engage/shared/contract/links';
import { LocationsResponseSchema } from '@engage/shared/contract/locations';
import {
  PaymentReceiptParamsSchema,
  PostReportParamsSchema,
  PostReportSchema,
  ReceiptQuerySchema,
  ReceiptSchema,
  ReturnReceiptParamsSchema,
} from '@engage/shared/contract/post-report';
import {
  CardCheckoutBodySchema,
  CheckoutResponseSchema,
  DraftDeleteBodySchema,
  LinkCheckFailureSchema,
  LinkCheckQuerySchema,
  LinkCheckResponseSchema,
  MpesaCheckoutBodySchema,
  MpesaCheckoutResponseSchema,
  OwnPostParamsSchema,
  PostActionBodySchema,
  PostActionParamsSchema,
  PostActionResponseSchema,
  ReturnChoiceSchema,
  ReturnToBodySchema,
  ReturnToResponseSchema,
  OwnPostResponseSchema,
  PaypalCheckoutBodySchema,
  PaypalExecuteBodySchema,
  PaypalPriceQuerySchema,
  PaypalPriceResponseSchema,
  PostSaveBodySchema,
  PostSaveResponseSchema,
} from '@engage/shared/contract/posting';
import {
  AccountDeletionPreviewSchema,
  AccountUpdateBodySchema,
  ActionsHistorySchema,
  BotActivateResponseSchema,
  ConnectResponseSchema,
  DisconnectBodySchema,
  FirstRunBodySchema,
  FirstRunResponseSchema,
  InstagramConnectBodySchema,
  InterestsListResponseSchema,
  LanguageUpdateBodySchema,
  ProfileDetailSchema,
  ProfileDetailsUpdateBodySchema,
  ProfileDetailsUpdateResponseSchema,
  UserSchema,
  UserTagsResponseSchema,
  UserUpdateBodySchema,
} from '@engage/shared/contract/profile';
import { ReelQuerySchema } from '@engage/shared/contract/reels';
import {
  PanelAnswerSchema,
  PanelRequestSchema,
  ResellerKeyCreateBodySchema,
  ResellerKeyCreatedSchema,
  ResellerKeysSchema,
} from '@engage/shared/contract/resellers';
import {
  DataExportFileParamsSchema,
  DataExportFileSchema,
  DataExportStatusSchema,
} from '@engage/shared/contract/privacy';
import { SettingsSchema } from '@engage/shared/contract/settings';
import {
  AuditPageSchema,
  AuditQuerySchema,
  EnrolBodySchema,
  EnrolledSchema,
  EnrolmentParamsSchema,
  EnrolmentSchema,
  OperatorSchema,
  OperatorSessionSchema,
  OperatorSignedOutSchema,
  OperatorSignInBodySchema,
} from '@engage/shared/contract/operator-access';
import {
  AdjustBodySchema,
  AdjustmentDoneSchema,
  AdjustmentsPageSchema,
  AdjustmentsQuerySchema,
  ApproveAdjustmentBodySchema,
  PayoutActionBodySchema,
  PayoutActionDoneSchema,
  PayoutsPageSchema,
  PayoutsQuerySchema,
  PersonActionBodySchema,
  PersonActionDoneSchema,
  PersonActionParamsSchema,
  ReviewDecideBodySchema,
  ReviewDecisionsSchema,
  ReviewQueuePageSchema,
  ReviewQueueQuerySchema,
} from '@engage/shared/contract/operator-console';
import {
  AcknowledgeAlertBodySchema,
  AlertAcknowledgedSchema,
  OperatorAlertsPageSchema,
  OperatorAlertsQuerySchema,
  PaymentActionBodySchema,
  PaymentActionDoneSchema,
  PaymentsPageSchema,
  PaymentsQuerySchema,
  ReconciliationOverviewSchema,
  TaxWithheldPageSchema,
  TaxWithheldQuerySchema,
} from '@engage/shared/contract/operator-money';
import {
  AccountClearedSchema,
  ClearAccountBodySchema,
  ClearAccountParamsSchema,
  FlaggedAccountsPageSchema,
  FlaggedAccountsQuerySchema,
} from '@engage/shared/contract/operator-review';
import {
  OperatorPostActionBodySchema,
  OperatorPostActionDoneSchema,
  OperatorPostsPageSchema,
  OperatorPostsQuerySchema,
} from '@engage/shared/contract/operator-posts';
import {
  PeoplePageSchema,
  PeopleQuerySchema,
  PersonParamsSchema,
  PersonSchema,
} from '@engage/shared/contract/operator-people';
import { EarningSchema } from '@engage/shared/contract/earning';
import {
  AreaHealthListSchema,
  AreaHealthQuerySchema,
  FieldBatchSchema,
  FieldBatchTakenSchema,
} from '@engage/shared/contract/field-health';
import {
  EarningsStatementQuerySchema,
  EarningsStatementSchema,
  MoneyPictureSchema,
  StatementPageSchema,
  StatementQuerySchema,
  TransactionHistorySchema,
  WithdrawalMethodCreateBodySchema,
  WithdrawalMethodListSchema,
  WithdrawalMethodSchema,
  WithdrawalsFreezeSchema,
  WithdrawalMethodUpdateBodySchema,
  WithdrawalRequestSchema,
  WithdrawalScheduleSchema,
  WithdrawalScheduleUpdateBodySchema,
  WithdrawResponseSchema,
} from '@engage/shared/contract/wallet';

/** The status codes a route may answer with a body of its own shape besides its `answer`. */
export type AnswerStatus = 201 | 202 | 400 | 409;

export interface RouteContract {
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The request may come without a body (logout, the first run, the referral withdrawal). */
  readonly bodyOptional?: true;
  /** The body may also be `multipart/form-data` (the avatar upload), read by the handler. */
  readonly multipart?: string;
  /** The body may also be `application/x-www-form-urlencoded`, validated the same way (the panel API). */
  readonly form?: true;
  /** The body may also be `text/plain` holding JSON, validated the same way (a `navigator.sendBeacon`). */
  readonly beacon?: true;
  /** The success answer, sent with 200 unless `status` says 201. */
  readonly answer: TSchema;
  readonly status?: 201;
  /** Other answers with a shape of their own: a claim waiting for review (202), a conflict's details. */
  readonly answers?: Partial<Record<AnswerStatus, TSchema>>;
}

const task = <Body extends TSchema>(body: Body) =>
  ({
    body,
    answer: TaskActionResponseSchema,
    answers: { 202: TaskReviewResponseSchema, 409: TaskConflictResponseSchema },
  }) as const;

export const apiContract = {
  // --- Auth -----------------------------------------------------------------------------------
  login: { body: LoginBodySchema, answer: LoginResponseSchema },
  register: { body: RegisterBodySchema, answer: RegisterResponseSchema, status: 201 },
  googleLogin: { body: ExternalLoginBodySchema, answer: LoginResponseSchema },
  refreshToken: { body: TokenRefreshBodySchema, answer: TokenRefreshResponseSchema },
  logout: { body: LogoutBodySchema, bodyOptional: true, answer: MessageResponseSchema },
  embedToken: { answer: LoginResponseSchema },
  stepUp: { body: StepUpBodySchema, answer: StepUpResponseSchema },
  stepUpCode: { answer: MessageResponseSchema },
  verifyEmail: { body: VerifyEmailBodySchema, answer: MessageResponseSchema },
  requestOtp: { body: RequestOtpBodySchema, bodyOptional: true, answer: RequestOtpResponseSchema },
  emailCodeStatus: { answer: EmailCodeStatusSchema },
  forgotPassword: { body: ForgotPasswordBodySchema, answer: MessageResponseSchema },
  passwordReset: { body: PasswordResetBodySchema, answer: MessageResponseSchema },

  // --- Profile and account --------------------------------------------------------------------
  interests: { answer: InterestsListResponseSchema },
  profile: { answer: UserSchema },
  profileUpdate: { body: UserUpdateBodySchema, answer: UserSchema },
  profileDetails: { answer: ProfileDetailSchema },
  profileDetailsUpdate: {
    body: ProfileDetailsUpdateBodySchema,
    multipart: 'An `avatar` image file (≤ 2 MB).',
    answer: ProfileDetailsUpdateResponseSchema,
  },
  accountUpdate: { body: AccountUpdateBodySchema, answer: MessageResponseSchema },
  accountDelete: { answer: MessageResponseSchema },
  accountDeletion: { answer: AccountDeletionPreviewSchema },
  actionHistory: { query: PageQuerySchema, answer: ActionsHistorySchema },
  userTags: { answer: UserTagsResponseSchema },
  botActivate: { answer: BotActivateResponseSchema },
  connectYoutube: { answer: ConnectResponseSchema },
  connectTwitter: { answer: ConnectResponseSchema },
  connectInstagram: { body: InstagramConnectBodySchema, answer: MessageResponseSchema },
  disconnect: { body: DisconnectBodySchema, answer: MessageResponseSchema },
  locations: { answer: LocationsResponseSchema },
  firstRun: { body: FirstRunBodySchema, bodyOptional: true, answer: FirstRunResponseSchema },
  languageUpdate: { body: LanguageUpdateBodySchema, answer: MessageResponseSchema },
  consents: { answer: ConsentStateSchema },
  consentAccept: { body: ConsentAcceptBodySchema, answer: ConsentStateSchema },
  marketingUpdate: { body: MarketingBodySchema, answer: ConsentStateSchema },

  // --- Settings -------------------------------------------------------------------------------
  settings: { answer: SettingsSchema },

  // --- Feed and tasks -------------------------------------------------------------------------
  feed: { params: FeedParamsSchema, query: FeedQuerySchema, answer: LinkPageSchema },
  reaction: { params: ReactionParamsSchema, answer: ReactionResponseSchema },
  linkDetails: {
    query: LinkCheckQuerySchema,
    answer: LinkCheckResponseSchema,
    answers: { 400: LinkCheckFailureSchema },
  },
  youtubeView: task(ViewCreditBodySchema),
  watchStart: { body: WatchStartBodySchema, answer: WatchStartResponseSchema },
  watchProgress: { body: WatchProgressBodySchema, answer: WatchProgressResponseSchema },
  earning: { answer: EarningSchema },
  youtubeSub: task(YoutubeSubBodySchema),
  youtubeLike: task(YoutubeLikeBodySchema),
  youtubeComment: task(LinkTextBodySchema),
  twitterFollow: task(LinkOnlyBodySchema),
  twitterLike: task(LinkOnlyBodySchema),
  twitterRetweet: task(LinkOnlyBodySchema),
  twitterBookmark: task(LinkOnlyBodySchema),
  twitterReply: task(LinkTextBodySchema),
  instagramFollow: task(PostUrlLinkBodySchema),
  instagramLike: task(PostUrlLinkBodySchema),
  instagramPostViews: task(PostUrlLinkBodySchema),
  instagramComment: task(PostUrlTextBodySchema),
  facebookFollow: task(PostUrlBodySchema),
  facebookLike: task(PostUrlBodySchema),
  facebookPostViews: task(PostUrlBodySchema),
  facebookComment: task(PostUrlTextBodySchema),

  // --- Claims and review ---------------------------------------------------------------------
  myClaims: { query: PageQuerySchema, answer: ClaimPageSchema },
  myClaim: { params: IdParamsSchema, answer: ClaimSchema },
  claimAppeal: { params: IdParamsSchema, body: ClaimAppealBodySchema, answer: ClaimSchema },
  claimsToReview: { query: ReviewQuerySchema, answer: ReviewClaimPageSchema },
  claimApprove: { params: IdParamsSchema, answer: MessageResponseSchema },
  claimRefuse: { params: IdParamsSchema, body: ClaimRefuseBodySchema, answer: MessageResponseSchema },

  // --- Alerts ---------------------------------------------------------------------------------
  alerts: { query: AlertsQuerySchema, answer: NotificationPageSchema },
  alertsUnread: { answer: UnreadAlertsResponseSchema },
  alertRead: { params: IdParamsSchema, answer: MessageResponseSchema },
  alertDelete: { params: IdParamsSchema, answer: MessageResponseSchema },
  alertsDeleteAll: { answer: MessageResponseSchema },

  // --- Posting --------------------------------------------------------------------------------
  linkCheck: { query: LinkCheckQuerySchema, answer: LinkCheckResponseSchema, answers: { 400: LinkCheckFailureSchema } },
  // A new post answers 201, an edit 200.
  linkSave: { body: PostSaveBodySchema, answer: PostSaveResponseSchema, answers: { 201: PostSaveResponseSchema } },
  draftDelete: { body: DraftDeleteBodySchema, answer: MessageResponseSchema },
  myPosts: { query: PageQuerySchema, answer: LinkPageSchema },
  likedPosts: { query: PageQuerySchema, answer: LinkPageSchema },
  draftPosts: { query: PageQuerySchema, answer: LinkPageSchema },
  ownPost: { params: OwnPostParamsSchema, answer: OwnPostResponseSchema },
  postAction: { params: PostActionParamsSchema, body: PostActionBodySchema, answer: PostActionResponseSchema },
  returnChoice: { params: PostActionParamsSchema, answer: ReturnChoiceSchema },
  returnToSet: { params: PostActionParamsSchema, body: ReturnToBodySchema, answer: ReturnToResponseSchema },
  postReport: { params: PostReportParamsSchema, answer: PostReportSchema },
  paymentReceipt: { params: PaymentReceiptParamsSchema, query: ReceiptQuerySchema, answer: ReceiptSchema },
  returnReceipt: { params: ReturnReceiptParamsSchema, query: ReceiptQuerySchema, answer: ReceiptSchema },
  checkoutPaypal: { body: PaypalCheckoutBodySchema, answer: CheckoutResponseSchema },
  checkoutPaypalPrice: { query: PaypalPriceQuerySchema, answer: PaypalPriceResponseSchema },
  checkoutCard: { body: CardCheckoutBodySchema, answer: CheckoutResponseSchema },
  checkoutMpesa: { body: MpesaCheckoutBodySchema, answer: MpesaCheckoutResponseSchema },
  checkoutBalance: { body: CardCheckoutBodySchema, answer: MpesaCheckoutResponseSchema },
  paypalExecute: { body: PaypalExecuteBodySchema, answer: MessageResponseSchema },

  // --- Wallet ---------------------------------------------------------------------------------
  withdrawalMethods: { answer: WithdrawalMethodListSchema },
  withdrawalMethodCreate: { body: WithdrawalMethodCreateBodySchema, answer: WithdrawalMethodSchema, status: 201 },
  withdrawalMethodUpdate: {
    params: IdParamsSchema,
    body: WithdrawalMethodUpdateBodySchema,
    answer: WithdrawalMethodSchema,
  },
  withdrawalMethodDelete: { params: IdParamsSchema, answer: MessageResponseSchema },
  withdrawalMethodSetPrimary: { params: IdParamsSchema, answer: WithdrawalMethodSchema },
  payoutNotMe: { body: NotMeBodySchema, answer: MessageResponseSchema },
  withdrawalsFreeze: { answer: WithdrawalsFreezeSchema },
  withdrawalsUnfreeze: { answer: MessageResponseSchema },
  withdraw: { body: WithdrawalRequestSchema, answer: WithdrawResponseSchema },
  transactions: { answer: TransactionHistorySchema },
  withdrawalSchedule: { answer: WithdrawalScheduleSchema },
  withdrawalScheduleUpdate: { body: WithdrawalScheduleUpdateBodySchema, answer: WithdrawalScheduleSchema },
  walletStatement: { query: StatementQuerySchema, answer: StatementPageSchema },
  walletBalances: { answer: MoneyPictureSchema },
  walletEarningsStatement: { query: EarningsStatementQuerySchema, answer: EarningsStatementSchema },

  // --- Privacy -------------------------------------------------------------------------------
  dataExport: { answer: DataExportStatusSchema },
  // Answered 202: the export is being prepared, or is the one already preparing or ready.
  dataExportRequest: { answer: DataExportStatusSchema, answers: { 202: DataExportStatusSchema } },
  dataExportFile: { params: DataExportFileParamsSchema, answer: DataExportFileSchema },

  // --- Resellers ------------------------------------------------------------------------------
  resellerKeys: { answer: ResellerKeysSchema },
  resellerKeyCreate: { body: ResellerKeyCreateBodySchema, answer: ResellerKeyCreatedSchema, status: 201 },
  resellerKeyRevoke: { params: IdParamsSchema, answer: MessageResponseSchema },
  resellerPanel: { body: PanelRequestSchema, form: true, answer: PanelAnswerSchema },
  fieldBatch: { body: FieldBatchSchema, beacon: true, answer: FieldBatchTakenSchema },

  // --- Area releases --------------------------------------------------------------------------
  areaReleaseChoices: { query: AreaReleasesQuerySchema, answer: AreaReleaseChoicesSchema },
  deployReleases: { query: AreaReleasesQueryForTeamSchema, answer: AreaReleaseListSchema },
  deployRegister: { body: ReleaseRegisterBodySchema, answer: AreaReleaseSchema, status: 201 },
  deployPromote: { body: ReleaseAreaBodySchema, answer: AreaReleaseSchema },
  deployRollback: { body: ReleaseAreaBodySchema, answer: AreaReleaseSchema },

  // --- Affiliate ------------------------------------------------------------------------------
  affiliate: { query: PageQuerySchema, answer: AffiliateResponseSchema },
  affiliateWithdraw: { body: AffiliateWithdrawBodySchema, bodyOptional: true, answer: WithdrawResponseSchema },

  // --- Reels ----------------------------------------------------------------------------------
  reels: { query: ReelQuerySchema, answer: LinkPageSchema },
  reelInteract: { body: ReactionBodySchema, answer: ReactionResponseSchema },
  reelWatchTime: { body: ViewCreditBodySchema, answer: TaskActionResponseSchema },

  operatorEnrolment: { params: EnrolmentParamsSchema, answer: EnrolmentSchema },
  operatorEnrol: { params: EnrolmentParamsSchema, body: EnrolBodySchema, answer: EnrolledSchema },
  operatorSignIn: { body: OperatorSignInBodySchema, answer: OperatorSessionSchema },
  operatorSignOut: { answer: OperatorSignedOutSchema },
  operatorMe: { answer: OperatorSchema },
  operatorAudit: { query: AuditQuerySchema, answer: AuditPageSchema },
  operatorReviewClaims: { query: ReviewQueueQuerySchema, answer: ReviewQueuePageSchema },
  operatorReviewDecide: { body: ReviewDecideBodySchema, answer: ReviewDecisionsSchema },
  operatorFlaggedAccounts: { query: FlaggedAccountsQuerySchema, answer: FlaggedAccountsPageSchema },
  operatorPosts: { query: OperatorPostsQuerySchema, answer: OperatorPostsPageSchema },
  operatorPostAction: {
    params: IdParamsSchema,
    body: OperatorPostActionBodySchema,
    answer: OperatorPostActionDoneSchema,
  },
  operatorClearAccount: {
    params: ClearAccountParamsSchema,
    body: ClearAccountBodySchema,
    answer: AccountClearedSchema,
  },
  operatorPeople: { query: PeopleQuerySchema, answer: PeoplePageSchema },
  operatorPerson: { params: PersonParamsSchema, answer: PersonSchema },
  operatorPersonStatement: { params: PersonParamsSchema, query: StatementQuerySchema, answer: StatementPageSchema },
  operatorPersonAction: {
    params: PersonActionParamsSchema,
    body: PersonActionBodySchema,
    answer: PersonActionDoneSchema,
  },
  operatorPayouts: { query: PayoutsQuerySchema, answer: PayoutsPageSchema },
  operatorPayoutAction: { params: IdParamsSchema, body: PayoutActionBodySchema, answer: PayoutActionDoneSchema },
  operatorAdjustments: { query: AdjustmentsQuerySchema, answer: AdjustmentsPageSchema },
  operatorAdjust: { body: AdjustBodySchema, answer: AdjustmentDoneSchema },
  operatorAdjustmentApprove: {
    params: IdParamsSchema,
    body: ApproveAdjustmentBodySchema,
    answer: AdjustmentDoneSchema,
  },
  operatorPayments: { query: PaymentsQuerySchema, answer: PaymentsPageSchema },
  operatorPaymentAction: { params: IdParamsSchema, body: PaymentActionBodySchema, answer: PaymentActionDoneSchema },
  operatorAlerts: { query: OperatorAlertsQuerySchema, answer: OperatorAlertsPageSchema },
  operatorAlertAcknowledge: {
    params: IdParamsSchema,
    body: AcknowledgeAlertBodySchema,
    answer: AlertAcknowledgedSchema,
  },
  operatorReconciliation: { answer: ReconciliationOverviewSchema },
  operatorTaxWithheld: { query: TaxWithheldQuerySchema, answer: TaxWithheldPageSchema },
  operatorAreaHealth: { query: AreaHealthQuerySchema, answer: AreaHealthListSchema },
  operatorAreaReleases: { query: AreaReleasesQueryForTeamSchema, answer: AreaReleaseListSchema },
  operatorReleasePins: { answer: ReleasePinListSchema },
  operatorReleasePin: { body: ReleasePinBodySchema, answer: ReleasePinSchema, status: 201 },
  operatorReleaseUnpin: { params: ReleasePinParamsSchema, answer: ReleasePinRemovedSchema },
} as const satisfies Record<ApiRouteName, RouteContract>;

export type ApiContract = typeof apiContract;

type Part<Name extends ApiRouteName, Key extends keyof RouteContract> =
  ApiContract[Name] extends Record<Key, infer Schema extends TSchema> ? Static<Schema> : undefined;

/** What a call of the route resolves with: its answer, or another success answer it declares. */
export type ApiAnswer<Name extends ApiRouteName> =
  | Part<Name, 'answer'>
  | (ApiContract[Name] extends { answers: infer Others }
      ? { [Status in keyof Others]: Status extends 201 | 202 ? Static<Others[Status] & TSchema> : never }[keyof Others]
      : never);

/** The route's path parameters, query and body, as the browser sends them. */
export type ApiParams<Name extends ApiRouteName> = Part<Name, 'params'>;
export type ApiQuery<Name extends ApiRouteName> = Part<Name, 'query'>;
export type ApiBody<Name extends ApiRouteName> =
  Part<Name, 'body'> | (ApiContract[Name] extends { multipart: string } ? FormData : never);
