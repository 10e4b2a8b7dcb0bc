/** Which failures mean "the database cannot be reached" (503, retry) rather than a bug (500). */
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

test.each([
  ['the server shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
  ['the server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
  ['a connection exception (08006)', withCode('08006', 'connection failure')],
  ['too many connections (53300)', withCode('53300', 'sorry, too many clients already')],
  ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
  ['a connection dying under a query', new Error('Connection terminated unexpectedly')],
  [
    'a refused connection to every address of localhost',
    new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
  ],
  ['any of these wrapped by Drizzle', Object.assign(new Error('Failed query: select 1'), { cause: withCode('57P01') })],
])('%s is the database being unavailable', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
});

test.each([
  ['a unique violation', withCode('23505', 'duplicate key value')],
  ['a syntax error', withCode('42601', 'syntax error')],
  ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
  ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['nothing at all', undefined],
])('%s is not', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
});
