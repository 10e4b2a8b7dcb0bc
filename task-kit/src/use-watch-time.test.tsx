import { act, render, screen } from '@testing-library/react';
import { useImperativeHandle, type Ref } from 'react';
import type { VideoPlayerHandle } from './video-player';
import { installIntersectionObserver } from '@engage/shared/testing/intersection-observer';
import { useWatchTime } from './use-watch-time';

let observers: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  jest.useFakeTimers();
  observers = installIntersectionObserver();
});
afterEach(() => jest.useRealTimers());

const pause = jest.fn();

function FakePlayer({ ref }: { ref: Ref<VideoPlayerHandle | null> }) {
  useImperativeHandle(ref, () => ({ pause, currentTime: () => null, reportProgress: () => Promise.resolve() }), []);
  return null;
}

function Watched(props: { onMinimum: (s: number) => void; onStop: (s: number) => void }) {
  const { containerRef, playerRef, onPlay, onPause, onEnded, seconds } = useWatchTime({ minimumSeconds: 3, ...props });
  return (
    <div ref={containerRef} data-testid="player">
      <FakePlayer ref={playerRef} />
      <button onClick={onPlay}>play</button>
      <button onClick={onPause}>pause</button>
      <button onClick={onEnded}>end</button>
      <output>{seconds}</output>
    </div>
  );
}

function setup() {
  const onMinimum = jest.fn();
  const onStop = jest.fn();
  const view = render(<Watched onMinimum={onMinimum} onStop={onStop} />);
  const press = (name: string) => act(() => screen.getByRole('button', { name }).click());
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  return { onMinimum, onStop, press, wait, view };
}

it('counts seconds only while playing; a pause stops the count and reports it', () => {
  const { onStop, press, wait } = setup();
  wait(5000);
  expect(screen.getByRole('status')).toHaveTextContent('0');
  press('play');
  wait(2000);
  press('pause');
  wait(5000);
  expect(screen.getByRole('status')).toHaveTextContent('2');
  expect(onStop).toHaveBeenCalledWith(2);
  press('play');
  wait(1000);
  press('end');
  expect(onStop).toHaveBeenLastCalledWith(3);
});

it('reports reaching the minimum once, even when paused and resumed', () => {
  const { onMinimum, press, wait } = setup();
  press('play');
  wait(3000);
  press('pause');
  press('play');
  wait(10_000);
  expect(onMinimum).toHaveBeenCalledTimes(1);
  expect(onMinimum).toHaveBeenCalledWith(3);
});

it('under half visible: pauses the player and stops the count (spec 000 §4)', () => {
  const { onStop, press, wait } = setup();
  press('play');
  wait(2000);
  act(() => observers.reveal(screen.getByTestId('player'), 0.4));
  expect(pause).toHaveBeenCalled();
  expect(onStop).toHaveBeenCalledWith(2);
  wait(3000);
  expect(screen.getByRole('status')).toHaveTextContent('2');
});

it('closing while playing reports the time once', () => {
  const { onStop, press, wait, view } = setup();
  press('play');
  wait(1000);
  view.unmount();
  expect(onStop).toHaveBeenCalledTimes(1);
  expect(onStop).toHaveBeenCalledWith(1);
});
