import { loadMessages } from '@engage/shared/i18n/translate';
import { transactionStatus, transactionType } from './server-words';

it('shows the server’s types and statuses exactly as sent on an English page', () => {
  expect(transactionType({ transaction_type: 'Withdrawals' })).toBe('Withdrawals');
  expect(transactionStatus({ transaction_status: 'Refund pending' })).toBe('Refund pending');
});

describe('on a page in Kiswahili', () => {
  beforeAll(() => loadMessages('sw'));
  beforeEach(() => (document.documentElement.lang = 'sw-KE'));
  afterEach(() => (document.documentElement.lang = ''));

  it('says the types and statuses in Kiswahili', () => {
    expect(transactionType({ transaction_type: 'Withdrawals' })).toBe('Kutoa pesa');
    expect(transactionStatus({ transaction_status: 'Completed' })).toBe('Imekamilika');
  });

  it('leaves a value it does not know as the server sent it', () => {
    expect(transactionStatus({ transaction_status: 'Reversed' })).toBe('Reversed');
  });
});
