/** Why an account's withdrawals wait for an operator, in the console's words (a message key each). */
export const holdReasonLabel = {
  shared_device: 'holdSharedDevice',
  busy_network: 'holdBusyNetwork',
  payout_name: 'holdPayoutName',
  card_return: 'holdCardReturn',
} as const;
