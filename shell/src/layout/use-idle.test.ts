import { act, renderHook } from '@testing-library/react';
import { useIdle } from './use-idle';

afterEach(() => jest.useRealTimers());

function scroll() {
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

it('counts the quiet time from the last activity, not the first', () => {
  jest.useFakeTimers();
  const { result } = renderHook(() => useIdle(10_000));
  act(() => jest.advanceTimersByTime(6_000));
  scroll();
  act(() => jest.advanceTimersByTime(6_000));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(4_100));
  expect(result.current).toBe(true);
});

it('wakes on activity after going idle, and goes idle again after another quiet spell', () => {
  jest.useFakeTimers();
  const { result } = renderHook(() => useIdle(10_000));
  act(() => jest.advanceTimersByTime(10_100));
  expect(result.current).toBe(true);
  scroll();
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(9_900));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe(true);
});

it('is never idle while turned off', () => {
  jest.useFakeTimers();
  const { result } = renderHook(() => useIdle(10_000, false));
  act(() => jest.advanceTimersByTime(20_000));
  expect(result.current).toBe(false);
});
