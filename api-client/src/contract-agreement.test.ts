/**
 * The generated client agrees with the shared contract, two ways:
 *
 * - Types, checked by `tsc` (`pnpm typecheck`): for the main operations, the generated request
 *   and answer types and the contract's TypeBox `Static` types are mutually assignable. A field
 *   renamed, added, dropped or retyped on one side only fails the build.
 * - Schemas, checked at run time (`pnpm --filter @engage/api-client test`): the JSON Schema each
 *   of those operations documents is the contract's TypeBox schema, keyword for keyword.
 *
 * With `generated.test.ts` (the committed files are a fresh generation) the chain is closed:
 * server → document → generated types ⇄ contract.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AffiliateResponse } from '@engage/shared/contract/affiliate';
import { AffiliateResponseSchema } from '@engage/shared/contract/affiliate';
import type { NotificationPage, UnreadAlertsResponse } from '@engage/shared/contract/alerts';
import { NotificationPageSchema, UnreadAlertsResponseSchema } from '@engage/shared/contract/alerts';
import type {
  LoginBody,
  LoginResponse,
  RegisterBody,
  TokenRefreshBody,
  TokenRefreshResponse,
  VerifyEmailBody,
} from '@engage/shared/contract/auth';
import {
  LoginBodySchema,
  LoginResponseSchema,
  RegisterBodySchema,
  TokenRefreshBodySchema,
  TokenRefreshResponseSchema,
  VerifyEmailBodySchema,
} from '@engage/shared/contract/auth';
import type { ErrorResponse, ValidationErrorResponse } from '@engage/shared/contract/common';
import type {
  ReactionResponse,
  TaskActionResponse,
  TaskReviewResponse,
  ViewCreditBody,
  WatchStartBody,
  WatchStartResponse,
} from '@engage/shared/contract/feed';
import {
  ReactionResponseSchema,
  TaskActionResponseSchema,
  TaskReviewResponseSchema,
  ViewCreditBodySchema,
  WatchStartBodySchema,
  WatchStartResponseSchema,
} from '@engage/shared/contract/feed';
import type { LinkPage } from '@engage/shared/contract/links';
import { LinkPageSchema } from '@engage/shared/contract/links';
import type { CheckoutResponse, MpesaCheckoutBody, PostSaveResponse } from '@engage/shared/contract/posting';
import {
  CheckoutResponseSchema,
  MpesaCheckoutBodySchema,
  PostSaveResponseSchema,
} from '@engage/shared/contract/posting';
import type {
  ActionsHistory,
  BotActivateResponse,
  ProfileDetail,
  User,
  UserUpdateBody,
} from '@engage/shared/contract/profile';
import {
  ActionsHistorySchema,
  BotActivateResponseSchema,
  ProfileDetailSchema,
  UserSchema,
  UserUpdateBodySchema,
} from '@engage/shared/contract/profile';
import type { Settings } from '@engage/shared/contract/settings';
import { SettingsSchema } from '@engage/shared/contract/settings';
import type {
  StatementPage,
  TransactionHistory,
  WithdrawalMethod,
  WithdrawalMethodCreateBody,
  WithdrawalMethodList,
  WithdrawalRequest,
  WithdrawalSchedule,
} from '@engage/shared/contract/wallet';
import {
  StatementPageSchema,
  TransactionHistorySchema,
  WithdrawalMethodCreateBodySchema,
  WithdrawalMethodListSchema,
  WithdrawalMethodSchema,
  WithdrawalRequestSchema,
  WithdrawalScheduleSchema,
} from '@engage/shared/contract/wallet';
import document from './generated/openapi.json' with { type: 'json' };
import type { Answer, RequestBody } from './index';

// --- types: mutual assignability, checked by tsc ----------------------------------------------

type Expect<T extends true> = T;
/** The same type written one way: objects flattened (intersections merged), recursively. */
type Normal<T> = T extends readonly (infer Item)[]
  ? Normal<Item>[]
  : T extends object
    ? { [K in keyof T]: Normal<T[K]> }
    : T;
/**
 * True when the two types are identical once normalised: mutually assignable, and also the same
 * optional properties (mutual assignability alone lets an optional field exist on one side only).
 */
type Agree<A, B> = (<T>() => T extends Normal<A> ? 1 : 2) extends <T>() => T extends Normal<B> ? 1 : 2 ? true : false;
/** Each assignable to the other: for a body with `additionalProperties`, written as an index signature on one side only. */
type Interchangeable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type ContractAgreement = [
  // Auth
  Expect<Agree<RequestBody<'/api/users/register/', 'post'>, RegisterBody>>,
  Expect<Agree<RequestBody<'/api/users/login/', 'post'>, LoginBody>>,
  Expect<Agree<Answer<'/api/users/login/', 'post'>, LoginResponse>>,
  Expect<Agree<RequestBody<'/api/users/token/refresh/', 'post'>, TokenRefreshBody>>,
  Expect<Agree<Answer<'/api/users/token/refresh/', 'post'>, TokenRefreshResponse>>,
  Expect<Agree<RequestBody<'/api/users/verify-email/', 'post'>, VerifyEmailBody>>,
  // Profile
  Expect<Agree<Answer<'/api/users/profile/', 'get'>, User>>,
  Expect<Agree<RequestBody<'/api/users/profile/', 'put'>, UserUpdateBody>>,
  Expect<Agree<Answer<'/api/users/profile-details/', 'get'>, ProfileDetail>>,
  Expect<Agree<Answer<'/api/users/action-history/', 'get'>, ActionsHistory>>,
  Expect<Agree<Answer<'/api/settings/', 'get'>, Settings>>,
  Expect<Agree<Answer<'/api/users/bot/activate/', 'post'>, BotActivateResponse>>,
  // Feed, tasks, reels
  Expect<Agree<Answer<'/api/{platform}/', 'get'>, LinkPage>>,
  Expect<Agree<Answer<'/api/{link_id}/action/{action}/', 'post'>, ReactionResponse>>,
  Expect<Agree<RequestBody<'/api/actions/youtube-views/', 'post'>, ViewCreditBody>>,
  Expect<Agree<Answer<'/api/actions/youtube-views/', 'post'>, TaskActionResponse>>,
  Expect<Agree<Answer<'/api/actions/youtube-views/', 'post', 202>, TaskReviewResponse>>,
  Expect<Agree<Answer<'/api/actions/facebook-like/', 'post', 202>, TaskReviewResponse>>,
  Expect<Agree<RequestBody<'/api/actions/watch-start/', 'post'>, WatchStartBody>>,
  Expect<Agree<Answer<'/api/actions/watch-start/', 'post'>, WatchStartResponse>>,
  Expect<Agree<Answer<'/api/reels/', 'get'>, LinkPage>>,
  // Alerts
  Expect<Agree<Answer<'/api/alerts/', 'get'>, NotificationPage>>,
  Expect<Agree<Answer<'/api/alerts/unread/', 'get'>, UnreadAlertsResponse>>,
  // Posting and checkout
  Expect<Agree<Answer<'/api/links/save/', 'post'>, PostSaveResponse>>,
  Expect<Agree<Answer<'/api/links/my-posts/', 'get'>, LinkPage>>,
  Expect<Agree<Answer<'/api/wallet/checkout/paypal/', 'post'>, CheckoutResponse>>,
  Expect<Agree<RequestBody<'/api/wallet/checkout/mpesa/', 'post'>, MpesaCheckoutBody>>,
  // Wallet
  Expect<Agree<Answer<'/api/wallet/withdrawal-methods/', 'get'>, WithdrawalMethodList>>,
  Expect<Agree<RequestBody<'/api/wallet/withdrawal-methods/', 'post'>, WithdrawalMethodCreateBody>>,
  Expect<Agree<Answer<'/api/wallet/withdrawal-methods/', 'post', 201>, WithdrawalMethod>>,
  Expect<Agree<Answer<'/api/wallet/schedule/', 'get'>, WithdrawalSchedule>>,
  Expect<Agree<RequestBody<'/api/wallet/withdraw/', 'post'>, WithdrawalRequest>>,
  Expect<Agree<Answer<'/api/wallet/transactions/', 'get'>, TransactionHistory>>,
  Expect<Agree<Answer<'/api/wallet/statement/', 'get'>, StatementPage>>,
  // Affiliate
  Expect<Agree<Answer<'/api/affiliate/', 'get'>, AffiliateResponse>>,
  // Error bodies
  Expect<Agree<Answer<'/api/wallet/withdraw/', 'post', 404>, ErrorResponse>>,
  Expect<Interchangeable<Answer<'/api/wallet/withdraw/', 'post', 400>, ValidationErrorResponse>>,
  Expect<Agree<Answer<'/api/wallet/withdraw/', 'post', 400>['errors'], ValidationErrorResponse['errors']>>,
];

// --- schemas: the document's JSON Schema is the contract's, checked at run time ----------------

interface Documented {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      }
    >
  >;
}

/** The operations above, with the contract schema of their answer or body. */
const AGREEMENTS: [operation: string, part: 'body' | number, schema: unknown][] = [
  ['post /api/users/register/', 'body', RegisterBodySchema],
  ['post /api/users/login/', 'body', LoginBodySchema],
  ['post /api/users/login/', 200, LoginResponseSchema],
  ['post /api/users/token/refresh/', 'body', TokenRefreshBodySchema],
  ['post /api/users/token/refresh/', 200, TokenRefreshResponseSchema],
  ['post /api/users/verify-email/', 'body', VerifyEmailBodySchema],
  ['get /api/users/profile/', 200, UserSchema],
  ['put /api/users/profile/', 'body', UserUpdateBodySchema],
  ['get /api/users/profile-details/', 200, ProfileDetailSchema],
  ['get /api/users/action-history/', 200, ActionsHistorySchema],
  ['get /api/settings/', 200, SettingsSchema],
  ['post /api/users/bot/activate/', 200, BotActivateResponseSchema],
  ['get /api/{platform}/', 200, LinkPageSchema],
  ['post /api/{link_id}/action/{action}/', 200, ReactionResponseSchema],
  ['post /api/actions/youtube-views/', 'body', ViewCreditBodySchema],
  ['post /api/actions/youtube-views/', 200, TaskActionResponseSchema],
  ['post /api/actions/youtube-views/', 202, TaskReviewResponseSchema],
  ['post /api/actions/facebook-like/', 202, TaskReviewResponseSchema],
  ['post /api/actions/watch-start/', 'body', WatchStartBodySchema],
  ['post /api/actions/watch-start/', 200, WatchStartResponseSchema],
  ['get /api/reels/', 200, LinkPageSchema],
  ['get /api/alerts/', 200, NotificationPageSchema],
  ['get /api/alerts/unread/', 200, UnreadAlertsResponseSchema],
  ['post /api/links/save/', 200, PostSaveResponseSchema],
  ['get /api/links/my-posts/', 200, LinkPageSchema],
  ['post /api/wallet/checkout/paypal/', 200, CheckoutResponseSchema],
  ['post /api/wallet/checkout/mpesa/', 'body', MpesaCheckoutBodySchema],
  ['get /api/wallet/withdrawal-methods/', 200, WithdrawalMethodListSchema],
  ['post /api/wallet/withdrawal-methods/', 'body', WithdrawalMethodCreateBodySchema],
  ['post /api/wallet/withdrawal-methods/', 201, WithdrawalMethodSchema],
  ['get /api/wallet/schedule/', 200, WithdrawalScheduleSchema],
  ['post /api/wallet/withdraw/', 'body', WithdrawalRequestSchema],
  ['get /api/wallet/transactions/', 200, TransactionHistorySchema],
  ['get /api/wallet/statement/', 200, StatementPageSchema],
  ['get /api/affiliate/', 200, AffiliateResponseSchema],
];

/** A schema as JSON, without what only documents it (descriptions). */
function plain(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === 'description' ? undefined : value));
}

test('each main operation documents exactly the schema of the shared contract', () => {
  const paths = (document as unknown as Documented).paths;
  const disagreements: string[] = [];
  for (const [operation, part, schema] of AGREEMENTS) {
    const [method = '', path = ''] = operation.split(' ');
    const documented = paths[path]?.[method];
    const found =
      part === 'body'
        ? documented?.requestBody?.content['application/json']?.schema
        : documented?.responses[String(part)]?.content?.['application/json']?.schema;
    try {
      assert.deepStrictEqual(plain(found), plain(schema));
    } catch {
      disagreements.push(`${operation} ${part}`);
    }
  }
  assert.deepStrictEqual(disagreements, []);
});
