import { transactionStatus, transactionType } from './server-words';
import { pageInKiswahili } from '@engage/shared/testing/translations';

it('shows the server’s types and statuses exactly as sent on an English page', () => {
  expect(transactionType({ transaction_type: 'Withdrawals' })).toBe('Withdrawals');
  expect(transactionStatus({ transaction_status: 'Refund pending' })).toBe('Refund pending');
});

describe('on a page in Kiswahili', () => {
  pageInKiswahili();

  it('says the types and statuses in Kiswahili', () => {
    expect(transactionType({ transaction_type: 'Withdrawals' })).toBe('Kutoa pesa');
    expect(transactionStatus({ transaction_status: 'Completed' })).toBe('Imekamilika');
  });

  it('leaves a value it does not know as the server sent it', () => {
    expect(transactionStatus({ transaction_status: 'Reversed' })).toBe('Reversed');
  });
});
