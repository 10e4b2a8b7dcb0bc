import { failureMessage } from '@engage/shared/api/failure';

describe("spec 000 §8 task action error: 'the message, the response error, or 'Something went wrong''", () => {
  const fallback = 'Something went wrong';
  it('prefers the body message, then its error, then its detail', () => {
    expect(failureMessage({ status: 400, data: { message: 'A', error: 'B', detail: 'C' } }, fallback)).toBe('A');
    expect(failureMessage({ status: 400, data: { error: 'B', detail: 'C' } }, fallback)).toBe('B');
    expect(failureMessage({ status: 404, data: { detail: 'Task not found.' } }, fallback)).toBe('Task not found.');
  });
  it('falls back when the body says nothing or the failure is not a response', () => {
    expect(failureMessage({ status: 500, data: { message: ' ' } }, fallback)).toBe(fallback);
    expect(failureMessage(new Error('boom'), fallback)).toBe(fallback);
  });
});
