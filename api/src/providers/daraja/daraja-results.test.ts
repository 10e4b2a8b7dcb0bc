/**
 * Reading Daraja's callbacks, on the samples of developer.safaricom.co.ke/apis (M-PESA Express,
 * B2C, Transaction Status, Reversal, Account Balance), and the sentences users read when M-PESA says no.
 */
import {
  B2C_FAILURE_MESSAGES,
  STK_FAILURE_MESSAGES,
  b2cFailureMessage,
  stkFailureMessage,
} from '../../modules/wallet/mpesa-messages';
import {
  NO_RESULT_CODE,
  accountBalances,
  b2cResultFromPayout,
  b2cResultFromStatus,
  floatResultFromBalance,
  parseDarajaResult,
  parseStkCallback,
} from './daraja-results';

const paidStk = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1.0 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'PhoneNumber', Value: 254708374149 },
        ],
      },
    },
  },
};

const b2cPaid = {
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: '53e3-4aa8-9fe0-8fb5e4092cdd3533373',
    ConversationID: 'AG_20240706_2010364430d9bbdaf872',
    TransactionID: 'SG632NMUAB',
    ResultParameters: {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: 10 },
        { Key: 'TransactionReceipt', Value: 'SG632NMUAB' },
        { Key: 'ReceiverPartyPublicName', Value: '254705912645 - NICHOLAS JOHN SONGOK' },
        { Key: 'TransactionCompletedDateTime', Value: '06.07.2024 22:48:52' },
        { Key: 'B2CUtilityAccountAvailableFunds', Value: 8959269.6 },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
      ],
    },
    ReferenceData: {
      ReferenceItem: {
        Key: 'QueueTimeoutURL',
        Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit',
      },
    },
  },
};

const b2cInitiatorInvalid = {
  Result: {
    ResultType: 0,
    ResultCode: 2001,
    ResultDesc: 'The initiator information is invalid.',
    OriginatorConversationID: '53e3-4aa8-9fe0-8fb5e4092cdd3544366',
    ConversationID: 'AG_20240707_201062f6f6f5804f7a33',
    TransactionID: 'SG722NMVXQ',
  },
};

/** The Transaction Status page's result, TransactionStatus and codes varied per test. */
function statusResult(change: { status?: string; code?: number | string; desc?: string; drop?: string[] } = {}) {
  const parameters = [
    { Key: 'DebitPartyName', Value: '600310 - Safaricom333' },
    { Key: 'DebitPartyName', Value: '254708374149 - John Doe' },
    { Key: 'OriginatorConversationID', Value: '3211-416020-3' },
    { Key: 'InitiatedTime', Value: '20180223054112' },
    { Key: 'TransactionReason' },
    { Key: 'TransactionStatus', Value: change.status ?? 'Completed' },
    { Key: 'Amount', Value: '300' },
    { Key: 'ConversationID', Value: 'AG_20180223_000041b09c22e613d6c9' },
    { Key: 'ReceiptNo', Value: 'MBN31H462N' },
  ].filter((parameter) => !change.drop?.includes(parameter.Key));
  return {
    Result: {
      ConversationID: 'AG_20180223_0000493344ae97d86f75',
      OriginatorConversationID: '3213-416199-2',
      ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
      ResultCode: change.code ?? 0,
      ResultDesc: change.desc ?? 'The service request is processed successfully.',
      ResultParameters: { ResultParameter: parameters },
      ResultType: 0,
      TransactionID: 'MBN0000000',
    },
  };
}

const statusOf = (body: unknown) => {
  const parsed = parseDarajaResult(body);
  if (!parsed) throw new Error('not a result');
  return b2cResultFromStatus(parsed);
};

describe('parseStkCallback', () => {
  test('a payment: amount in cents, receipt, and the phone as a string', () => {
    expect(parseStkCallback(paidStk)).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amountCents: 100,
      receipt: 'NLJ7RT61SV',
      phone: '254708374149',
    });
  });

  test('a cancelled prompt has no metadata', () => {
    expect(
      parseStkCallback({
        Body: {
          stkCallback: {
            MerchantRequestID: 'f1e2-4b95-a71d-b30d3cdbb7a7942864',
            CheckoutRequestID: 'ws_CO_21072024125243250722943992',
            ResultCode: 1032,
            ResultDesc: 'Request cancelled by user',
          },
        },
      }),
    ).toEqual({
      checkoutRequestId: 'ws_CO_21072024125243250722943992',
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
  });

  test('codes as strings, decimals, and a list of one given as the object itself', () => {
    expect(
      parseStkCallback({
        Body: {
          stkCallback: {
            CheckoutRequestID: 'ws_CO_1',
            ResultCode: '0',
            ResultDesc: 'ok',
            CallbackMetadata: { Item: { Name: 'Amount', Value: '10500.00' } },
          },
        },
      }),
    ).toEqual({ checkoutRequestId: 'ws_CO_1', resultCode: 0, resultDesc: 'ok', amountCents: 1_050_000 });
  });

  test.each([
    ['nothing', undefined],
    ['an empty object', {}],
    ['a B2C result', b2cPaid],
    ['no CheckoutRequestID', { Body: { stkCallback: { ResultCode: 0, ResultDesc: 'x' } } }],
    ['no ResultCode', { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultDesc: 'x' } } }],
    ['a fractional ResultCode', { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 1.5 } } }],
  ])('null for %s', (_name, body) => {
    expect(parseStkCallback(body)).toBeNull();
  });
});

describe('parseDarajaResult', () => {
  test('a B2C payout: ids, code, receipt and parameters', () => {
    const parsed = parseDarajaResult(b2cPaid);
    expect(parsed).toEqual({
      originatorConversationId: '53e3-4aa8-9fe0-8fb5e4092cdd3533373',
      conversationId: 'AG_20240706_2010364430d9bbdaf872',
      resultCode: 0,
      code: '0',
      resultDesc: 'The service request is processed successfully.',
      transactionId: 'SG632NMUAB',
      parameters: {
        TransactionAmount: 10,
        TransactionReceipt: 'SG632NMUAB',
        ReceiverPartyPublicName: '254705912645 - NICHOLAS JOHN SONGOK',
        TransactionCompletedDateTime: '06.07.2024 22:48:52',
        B2CUtilityAccountAvailableFunds: 8959269.6,
        B2CRecipientIsRegisteredCustomer: 'Y',
      },
    });
    expect(b2cResultFromPayout(parsed!)).toEqual({
      originatorConversationId: '53e3-4aa8-9fe0-8fb5e4092cdd3533373',
      conversationId: 'AG_20240706_2010364430d9bbdaf872',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      receipt: 'SG632NMUAB',
      amountCents: 1_000,
      receiverName: '254705912645 - NICHOLAS JOHN SONGOK',
    });
  });

  test('a failed payout carries a TransactionID but no receipt', () => {
    expect(b2cResultFromPayout(parseDarajaResult(b2cInitiatorInvalid)!)).toEqual({
      originatorConversationId: '53e3-4aa8-9fe0-8fb5e4092cdd3544366',
      conversationId: 'AG_20240707_201062f6f6f5804f7a33',
      resultCode: 2001,
      resultDesc: 'The initiator information is invalid.',
    });
  });

  test('a code in letters keeps its code and leads the description', () => {
    const parsed = parseDarajaResult({
      Result: {
        ResultType: 0,
        ResultCode: 'R000002',
        ResultDesc: 'The OriginalTransactionID is invalid.',
        OriginatorConversationID: '3124-481d-b706-10bdd6fbc8e21792398',
        ConversationID: 'AG_20211114_2010573069aefb6b625a',
        TransactionID: 'SKE0000000',
      },
    });
    expect(parsed).toMatchObject({
      resultCode: NO_RESULT_CODE,
      code: 'R000002',
      resultDesc: 'R000002: The OriginalTransactionID is invalid.',
      parameters: {},
    });
  });

  test('a key given twice keeps its first value; a key with no value is left out', () => {
    const parsed = parseDarajaResult(statusResult());
    expect(parsed?.parameters.DebitPartyName).toBe('600310 - Safaricom333');
    expect(parsed?.parameters).not.toHaveProperty('TransactionReason');
  });

  test.each([
    ['nothing', null],
    ['an STK callback', paidStk],
    ['no ids', { Result: { ResultCode: 0, ResultDesc: 'x' } }],
    ['no code', { Result: { ConversationID: 'AG_1', ResultDesc: 'x' } }],
  ])('null for %s', (_name, body) => {
    expect(parseDarajaResult(body)).toBeNull();
  });
});

describe('b2cResultFromStatus', () => {
  test('Completed: the payout was made, with its own ids and receipt (not the query’s)', () => {
    expect(statusOf(statusResult())).toEqual({
      originatorConversationId: '3211-416020-3',
      conversationId: 'AG_20180223_000041b09c22e613d6c9',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      receipt: 'MBN31H462N',
      amountCents: 30_000,
    });
  });

  test.each(['Failed', 'Declined', 'Cancelled', 'Expired'])('%s: the payout failed', (status) => {
    expect(statusOf(statusResult({ status, drop: ['ReceiptNo'] }))).toEqual({
      originatorConversationId: '3211-416020-3',
      conversationId: 'AG_20180223_000041b09c22e613d6c9',
      resultCode: NO_RESULT_CODE,
      resultDesc: `M-PESA reports the payout as ${status}.`,
      amountCents: 30_000,
    });
  });

  test.each([
    ['still pending', statusResult({ status: 'Pending' })],
    // No code is documented for a transaction M-PESA does not know; R000002 is Reversal's.
    [
      'unknown to M-PESA (R000002)',
      statusResult({ code: 'R000002', desc: 'The transaction does not exist.', drop: ['TransactionStatus'] }),
    ],
    ['not found', statusResult({ code: 1, desc: 'Transaction not found', drop: ['TransactionStatus'] })],
    ['of no status at all', statusResult({ drop: ['TransactionStatus'] })],
    ['refused for the initiator', statusResult({ code: 2001, desc: 'The initiator information is invalid.' })],
    ['refused for the role', statusResult({ code: 21, desc: 'The initiator is not allowed to initiate this request' })],
    ['an operator that does not exist', statusResult({ code: 'SFC_IC0003', desc: 'The operator does not exist.' })],
    ['an unknown code', statusResult({ code: 17, desc: 'Internal failure' })],
    ['reversed by hand on the portal', statusResult({ status: 'Reversed' })],
  ])('nothing settled when the payout is %s', (_name, body) => {
    expect(statusOf(body)).toBeNull();
  });

  test('without the payout’s own ids, the query’s stand in (route by the ResultURL)', () => {
    expect(statusOf(statusResult({ drop: ['OriginatorConversationID', 'ConversationID'] }))).toEqual({
      originatorConversationId: '3213-416199-2',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      receipt: 'MBN31H462N',
      amountCents: 30_000,
    });
  });
});

describe('messages', () => {
  test.each([
    [1032, 'You cancelled the M-PESA prompt on your phone. Nothing was charged.'],
    [
      1037,
      'Your phone did not answer the M-PESA prompt within a minute (it may be off or out of signal). Nothing was charged.',
    ],
    [1019, 'The M-PESA prompt expired before it was answered. Nothing was charged.'],
    [1001, 'Another M-PESA payment is under way on your phone. Wait for it to finish and try again.'],
    [1, 'Your M-PESA balance is too low for this payment. Nothing was charged.'],
    [2001, 'The M-PESA PIN was wrong. Nothing was charged.'],
    ['1032', 'You cancelled the M-PESA prompt on your phone. Nothing was charged.'],
  ])('STK %s', (code, message) => {
    expect(stkFailureMessage(code, 'whatever M-PESA said')).toBe(message);
  });

  test('an STK code without a sentence of its own says what M-PESA said', () => {
    expect(stkFailureMessage(2028, 'The request is not permitted according to product assignment.')).toBe(
      'M-PESA did not complete the payment (The request is not permitted according to product assignment). Nothing was charged.',
    );
    expect(stkFailureMessage(4242, '')).toBe('M-PESA did not complete the payment (code 4242). Nothing was charged.');
  });

  test('2001 is the payer’s PIN for STK and our operator’s credentials for B2C', () => {
    expect(stkFailureMessage(2001, 'The initiator information is invalid.')).toContain('PIN');
    expect(b2cFailureMessage(2001, 'The initiator information is invalid.')).toBe(
      'M-PESA could not send this payout right now; the money is back in your balance.',
    );
  });

  test.each([1, 11, 21, 2006, 2028, 8006])('B2C %s is our side, told without detail', (code) => {
    expect(b2cFailureMessage(code, 'detail for operators')).toBe(
      'M-PESA could not send this payout right now; the money is back in your balance.',
    );
  });

  test('B2C codes about the receiving line say so', () => {
    expect(b2cFailureMessage(2040, 'x')).toContain('cannot receive M-PESA payouts');
    expect(b2cFailureMessage(4, 'x')).toContain('daily limit');
    expect(b2cFailureMessage('SFC_IC0003', 'The operator does not exist.')).toBe(
      'This phone number is not on M-PESA; the money is back in your balance.',
    );
    // The same code after parseDarajaResult, which keeps numbers in resultCode.
    expect(b2cFailureMessage(NO_RESULT_CODE, 'SFC_IC0003: The operator does not exist.')).toBe(
      'This phone number is not on M-PESA; the money is back in your balance.',
    );
  });

  test('an unknown B2C failure says what M-PESA said, and that the money is back', () => {
    expect(b2cFailureMessage(NO_RESULT_CODE, 'M-PESA reports the payout as Declined.')).toBe(
      'M-PESA did not send this payout (M-PESA reports the payout as Declined); the money is back in your balance.',
    );
  });

  test('every sentence is a full sentence', () => {
    for (const message of [...Object.values(STK_FAILURE_MESSAGES), ...Object.values(B2C_FAILURE_MESSAGES)]) {
      expect(message).toMatch(/^[A-Z].*\.$/);
    }
  });
});

describe('Account Balance', () => {
  /** The Account Balance page's result sample, as it is (ResultType and ResultCode as strings). */
  const sample = {
    Result: {
      ResultType: '0',
      ResultCode: '0',
      ResultDesc: 'The service request is processed successfully',
      OriginatorConversationID: '16917-22577599-3',
      ConversationID: 'AG_20200206_00005e091a8ec6b9eac5',
      TransactionID: 'OA90000000',
      ResultParameters: {
        ResultParameter: [
          {
            Key: 'AccountBalance',
            Value:
              'Working Account|KES|700000.00|700000.00|0.00|0.00&Float Account|KES|0.00|0.00|0.00|0.00&Utility Account|KES|228037.00|228037.00|0.00|0.00&Charges Paid Account|KES|-1540.00|-1540.00|0.00|0.00&Organization Settlement Account|KES|0.00|0.00|0.00|0.00',
          },
          { Key: 'BOCompletedTime', Value: '20200109125710' },
        ],
      },
      ReferenceData: {
        ReferenceItem: {
          Key: 'QueueTimeoutURL',
          Value: 'https://internalsandbox.safaricom.co.ke/mpesa/abresults/v1/submit',
        },
      },
    },
  };

  it("reads the page's sample: the float is the Utility Account's available funds", () => {
    expect(floatResultFromBalance(parseDarajaResult(sample)!)).toEqual({
      originatorConversationId: '16917-22577599-3',
      conversationId: 'AG_20200206_00005e091a8ec6b9eac5',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully',
      utilityAvailableCents: 22_803_700,
      workingAvailableCents: 70_000_000,
      accounts: sample.Result.ResultParameters.ResultParameter[0]!.Value,
    });
  });

  it('reads every account in KES, signed, and leaves out what it cannot read', () => {
    expect(
      accountBalances(
        'Charges Paid Account|KES|-1540.00|-1540.00|0.00|0.00&Utility Account|USD|5.00|5.00|0.00|0.00&Working Account|KES||&Odd',
      ),
    ).toEqual({ 'Charges Paid Account': -154_000 });
  });

  it('a failed query reads no float', () => {
    const failed = {
      Result: { ...sample.Result, ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' },
    };
    expect(floatResultFromBalance(parseDarajaResult(failed)!)).toEqual({
      originatorConversationId: '16917-22577599-3',
      conversationId: 'AG_20200206_00005e091a8ec6b9eac5',
      resultCode: 2001,
      resultDesc: 'The initiator information is invalid.',
    });
  });
});
