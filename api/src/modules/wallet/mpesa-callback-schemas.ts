/**
 * What M-PESA's callbacks carry (mpesa-callbacks.routes.ts): the STK push result, the `Result`
 * of B2C, Transaction Status, Reversal and Account Balance, the callback key in every query, and our
 * acknowledgement. Only what we read is required: Daraja sends more, and what it sends is read
 * into our types by providers/daraja/daraja-results.ts.
 */
import { Id, ProviderInteger, TEXT_MAX, Text } from '@engage/shared/contract/common';
import { Type } from 'typebox';

/** The `?key=` of a provider callback (its length is that of `callbackKey` in mpesa-gateway.ts). */
export const CallbackKeyQuerySchema = Type.Object({ key: Type.String({ maxLength: 32 }) });

/** A Transaction Status result's query: the key, and the payout it asked about. */
export const StatusResultQuerySchema = Type.Object({ ...CallbackKeyQuerySchema.properties, withdrawal: Id() });

/** A Transaction Status result's query about a post's return through M-PESA: the key, and the return. */
export const RefundStatusResultQuerySchema = Type.Object({ ...CallbackKeyQuerySchema.properties, refund: Id() });

/** A Reversal result's query: the key, and the payment given back. */
export const ReversalResultQuerySchema = Type.Object({ ...CallbackKeyQuerySchema.properties, payment: Id() });

/** Daraja's STK callback body (what we read; Daraja sends more). */
export const StkCallbackBodySchema = Type.Object({
  Body: Type.Object({
    stkCallback: Type.Object({
      MerchantRequestID: Type.Optional(Text(TEXT_MAX.line)),
      CheckoutRequestID: Text(TEXT_MAX.line, { minLength: 1 }),
      ResultCode: ProviderInteger(),
      ResultDesc: Text(TEXT_MAX.text),
      CallbackMetadata: Type.Optional(
        Type.Object({
          Item: Type.Array(
            Type.Object({
              Name: Text(TEXT_MAX.line),
              // Amount, receipt, date, phone: a phone number is the largest, far below 1e15.
              Value: Type.Optional(Type.Union([Text(TEXT_MAX.line), Type.Number({ minimum: -1e15, maximum: 1e15 })])),
            }),
            { maxItems: 20 },
          ),
        }),
      ),
    }),
  }),
});

/** The `Result` of B2C, Transaction Status, Reversal and Account Balance (what we read). */
export const DarajaResultBodySchema = Type.Object({
  Result: Type.Object({
    // Integers in most of the documentation; some results (Account Balance's sample) carry them as strings.
    ResultType: Type.Optional(Type.Union([ProviderInteger(), Text(TEXT_MAX.line)])),
    ResultCode: Type.Union([ProviderInteger(), Text(TEXT_MAX.line)]),
    ResultDesc: Text(TEXT_MAX.text),
    OriginatorConversationID: Type.Optional(Text(TEXT_MAX.line)),
    ConversationID: Type.Optional(Text(TEXT_MAX.line)),
    TransactionID: Type.Optional(Text(TEXT_MAX.line)),
  }),
});

/** A queue timeout's body: whatever Daraja sends, only acknowledged (its outcome is looked up). */
export const QueueTimeoutBodySchema = Type.Unknown();

/** What a Daraja callback is answered with: accepted (a repeated callback the same way). */
export const DarajaAcknowledgementSchema = Type.Object({
  ResultCode: Type.Integer({ description: '0: accepted.' }),
  ResultDesc: Type.String(),
});

/** A C2B validation or confirmation (what we read; M-PESA sends the payer's names too). */
export const PaybillNoticeBodySchema = Type.Object({
  TransID: Text(TEXT_MAX.line, { minLength: 1 }),
  TransAmount: Type.Union([Text(TEXT_MAX.line), Type.Number({ minimum: 0, maximum: 1e12 })]),
  BusinessShortCode: Type.Union([Text(TEXT_MAX.line), ProviderInteger()]),
  BillRefNumber: Type.Optional(Type.Union([Text(TEXT_MAX.line), Type.Null()])),
  MSISDN: Type.Optional(Type.Union([Text(TEXT_MAX.line), Type.Number({ minimum: 0, maximum: 1e15 })])),
});

/** Our answer to a C2B validation: the Register URL page's codes. */
export const PaybillValidationAnswerSchema = Type.Object({
  ResultCode: Type.Union(
    [Type.Literal('0'), Type.Literal('C2B00012'), Type.Literal('C2B00013'), Type.Literal('C2B00015')],
    {
      description: '"0" accepts; C2B00012 invalid account number, C2B00013 invalid amount, C2B00015 invalid shortcode.',
    },
  ),
  ResultDesc: Type.Union([Type.Literal('Accepted'), Type.Literal('Rejected')]),
});

/** Our acknowledgement of a C2B confirmation: always 0, "Success" (the Register URL page). */
export const PaybillConfirmationAnswerSchema = Type.Object({
  ResultCode: Type.Integer({ description: 'Always 0.' }),
  ResultDesc: Type.String(),
});
