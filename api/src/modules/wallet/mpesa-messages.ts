/**
 * M-PESA result codes in words a payer understands, for every M-PESA gateway (Daraja's result
 * code tables; the sandbox uses the same codes). Codes are read per API: Daraja reuses numbers,
 * and 2001 is a wrong PIN for an STK push but wrong initiator credentials for a B2C payout (an
 * operator's problem, never the user's).
 */

/** A result code as M-PESA gives it: a number, or letters ("SFC_IC0003"). */
type ResultCode = number | string;

const trimmed = (desc: string) => desc.trim().replace(/\.+$/, '');

/**
 * What a payer reads when an STK push fails, by M-PESA Express result code (its result code
 * table). Nothing moves on a failed STK push, so each says nothing was charged.
 */
export const STK_FAILURE_MESSAGES: Readonly<Record<string, string>> = {
  '1': 'Your M-PESA balance is too low for this payment. Nothing was charged.',
  '17': 'M-PESA refused a repeat of the same payment so soon. Wait two minutes and try again. Nothing was charged.',
  '1001': 'Another M-PESA payment is under way on your phone. Wait for it to finish and try again.',
  '1019': 'The M-PESA prompt expired before it was answered. Nothing was charged.',
  '1025': 'M-PESA could not send the prompt to your phone. Please try again. Nothing was charged.',
  '1032': 'You cancelled the M-PESA prompt on your phone. Nothing was charged.',
  '1037':
    'Your phone did not answer the M-PESA prompt within a minute (it may be off or out of signal). Nothing was charged.',
  // For an STK push, 2001 is the payer's PIN; for a B2C payout it is our operator's credentials.
  '2001': 'The M-PESA PIN was wrong. Nothing was charged.',
  '9999': 'M-PESA could not send the prompt to your phone. Please try again. Nothing was charged.',
};

export function stkFailureMessage(resultCode: ResultCode, resultDesc: string): string {
  return (
    STK_FAILURE_MESSAGES[String(resultCode)] ??
    `M-PESA did not complete the payment (${trimmed(resultDesc) || `code ${resultCode}`}). Nothing was charged.`
  );
}

const OPERATOR_PROBLEM = 'M-PESA could not send this payout right now; the money is back in your balance.';

/**
 * What a user reads when a withdrawal fails, by B2C result code (its result code table). Codes
 * about our own account or API operator (balance, role, credentials, locked password) are not the
 * user's doing, and say so without detail.
 */
export const B2C_FAILURE_MESSAGES: Readonly<Record<string, string>> = {
  '1': OPERATOR_PROBLEM,
  '2': 'This payout is below the smallest amount M-PESA sends; the money is back in your balance.',
  '3': 'This payout is above the largest amount M-PESA sends at once; the money is back in your balance.',
  '4': 'Your M-PESA line has reached its daily limit; the money is back in your balance. Try again tomorrow.',
  '8': 'This payout would take your M-PESA balance over its limit; the money is back in your balance.',
  '11': OPERATOR_PROBLEM,
  '21': OPERATOR_PROBLEM,
  '2001': OPERATOR_PROBLEM,
  '2006': OPERATOR_PROBLEM,
  '2028': OPERATOR_PROBLEM,
  '2040':
    'This phone number cannot receive M-PESA payouts (it may not be registered for M-PESA); the money is back in your balance.',
  '8006': OPERATOR_PROBLEM,
  SFC_IC0003: 'This phone number is not on M-PESA; the money is back in your balance.',
};

export function b2cFailureMessage(resultCode: ResultCode, resultDesc: string): string {
  const code = String(resultCode);
  // A non-numeric code travels as NO_RESULT_CODE with "CODE: desc" (daraja-results.ts).
  const named = /^([A-Z][A-Z0-9_]*): /.exec(resultDesc)?.[1];
  return (
    B2C_FAILURE_MESSAGES[code] ??
    (named ? B2C_FAILURE_MESSAGES[named] : undefined) ??
    `M-PESA did not send this payout (${trimmed(resultDesc) || `code ${code}`}); the money is back in your balance.`
  );
}
