import { loadMessages } from '@engage/shared/i18n/translate';
import { serverDescription, transactionStatus, transactionType } from './server-words';

const serverTexts = [
  'Task reward: YouTube Likes',
  'Task reward ready to withdraw: Post Retweets',
  'Task reward',
  'Referral reward cancelled: the payment was refunded',
  'Withdrawal to M-PESA 0712345678',
  'Referral rewards withdrawn to M-PESA 0712345678',
  'Referral reward withdrawal to M-PESA 254712345678',
  'Payment for post 12 by paypal',
  'Withdrawal returned: M-PESA could not pay it',
];

it('shows the server’s texts exactly as written on an English page', () => {
  for (const text of serverTexts) expect(serverDescription(text)).toBe(text);
  expect(transactionType({ transaction_type: 'Withdrawals' })).toBe('Withdrawals');
  expect(transactionStatus({ transaction_status: 'Refund pending' })).toBe('Refund pending');
});

describe('on a page in Kiswahili', () => {
  beforeAll(() => loadMessages('sw'));
  beforeEach(() => (document.documentElement.lang = 'sw-KE'));
  afterEach(() => (document.documentElement.lang = ''));

  it('reads the server’s sentences in Kiswahili, keeping the parts it filled in', () => {
    expect(serverTexts.map(serverDescription)).toEqual([
      'Zawadi ya kazi: Kupenda YouTube',
      'Zawadi ya kazi iko tayari kutolewa: Kuchapisha tena chapisho',
      'Zawadi ya kazi',
      'Zawadi ya rufaa imeghairiwa: malipo yalirejeshwa',
      'Kutoa pesa kwenda M-PESA 0712345678',
      'Zawadi za rufaa zimetolewa kwenda M-PESA 0712345678',
      'Kutoa zawadi ya rufaa kwenda M-PESA 254712345678',
      'Malipo ya chapisho 12 kupitia paypal',
      'Pesa imerudishwa: M-PESA haikuweza kuilipa',
    ]);
    expect(transactionType({ transaction_type: 'Withdrawals' })).toBe('Kutoa pesa');
    expect(transactionStatus({ transaction_status: 'Completed' })).toBe('Imekamilika');
  });

  it('leaves what it does not know as the server wrote it', () => {
    expect(serverDescription('The service request is processed successfully.')).toBe(
      'The service request is processed successfully.',
    );
    expect(serverDescription('Task reward: Something New')).toBe('Zawadi ya kazi: Something New');
    expect(transactionStatus({ transaction_status: 'Reversed' })).toBe('Reversed');
  });
});
