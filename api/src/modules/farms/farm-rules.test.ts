/** The pure rules behind the farm checks: networks, device ids, receiver names, the operator's command. */
import { reviewCommand } from '../../cli/payout-review-args';
import { clientNetwork, deviceIdFrom } from './networks';
import { namesMatch, receiverName } from './payout-names';

test('a client address is kept as its /24 or /48, and private ones are marked', () => {
  expect(clientNetwork('41.90.64.17')).toEqual({ network: '41.90.64.0/24', private: false });
  expect(clientNetwork('::ffff:105.160.3.7')).toEqual({ network: '105.160.3.0/24', private: false });
  expect(clientNetwork('2c0f:fe38:2401:1234::1')).toEqual({ network: '2c0f:fe38:2401::/48', private: false });
  for (const address of [
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.9',
    '100.64.3.3',
    '::1',
    'fd00::5',
    'fe80::1',
  ]) {
    expect(clientNetwork(address)?.private).toBe(true);
  }
  expect(clientNetwork('172.32.0.1')?.private).toBe(false);
  expect(clientNetwork('not an address')).toBeNull();
});

test('only a UUID is taken as a device id', () => {
  expect(deviceIdFrom('1B4E28BA-2FA1-11D2-883F-0016D3CCA427')).toBe('1b4e28ba-2fa1-11d2-883f-0016d3cca427');
  expect(deviceIdFrom(['1b4e28ba-2fa1-11d2-883f-0016d3cca427', 'x'])).toBe('1b4e28ba-2fa1-11d2-883f-0016d3cca427');
  for (const bad of [undefined, '', 'my-phone', `${'a'.repeat(8)}-aaaa-aaaa-aaaa-${'a'.repeat(13)}`]) {
    expect(deviceIdFrom(bad)).toBeNull();
  }
});

test('the receiver M-PESA names is the method holder when both names are found, case, spacing and initials aside', () => {
  expect(receiverName('254708374149 - John Doe')).toBe('John Doe');
  expect(namesMatch('254708374149 - John Doe', 'john', 'DOE')).toBe(true);
  expect(namesMatch('254705912645 - NICHOLAS JOHN SONGOK', 'Nicholas', 'Songok')).toBe(true);
  expect(namesMatch('254705912645 - N. J.  SONGOK', 'Nicholas', 'Songok')).toBe(true);
  expect(namesMatch('254708374149 - John D***', 'John', 'Doe')).toBe(true);
  expect(namesMatch('254708374149 - Wanjiru Kamau-Njoroge', 'Wanjiru', 'Kamau')).toBe(true);
  expect(namesMatch('254708374149 - Zoë Akinyi', 'Zoe', 'Akinyi')).toBe(true);
  // Nothing to compare: accepted.
  expect(namesMatch('254708374149', 'John', 'Doe')).toBe(true);
  expect(namesMatch('254708374149 - *** ***', 'John', 'Doe')).toBe(true);
  // Another person.
  expect(namesMatch('254708374149 - John Otieno', 'Wanjiru', 'Kamau')).toBe(false);
  expect(namesMatch('254708374149 - John Otieno', 'John', 'Kamau')).toBe(false);
  expect(namesMatch('254708374149 - J*** Otieno', 'Wanjiru', 'Otieno')).toBe(false);
});

test('the payout-review command checks its arguments before touching anything', () => {
  expect(reviewCommand(['list'])).toEqual({ command: 'list' });
  expect(reviewCommand(['send', '--withdrawal', '12'])).toEqual({ command: 'send', withdrawalId: 12 });
  expect(reviewCommand(['refuse', '--withdrawal', '12', '--note', ' Not your number. '])).toEqual({
    command: 'refuse',
    withdrawalId: 12,
    note: 'Not your number.',
  });
  expect(reviewCommand(['clear', '--user', '7'])).toEqual({ command: 'clear', userId: 7 });
  expect(reviewCommand(['refuse', '--withdrawal', '12'])).toMatchObject({ error: expect.stringContaining('--note') });
  expect(reviewCommand(['send', '--withdrawal', '1.5'])).toMatchObject({
    error: expect.stringContaining('--withdrawal'),
  });
  expect(reviewCommand(['clear'])).toMatchObject({ error: expect.stringContaining('--user') });
  expect(reviewCommand(['delete'])).toMatchObject({ error: expect.stringContaining('Usage') });
  expect(reviewCommand(['list', '--bogus'])).toMatchObject({ error: expect.stringContaining('Usage') });
});
