import type * as BusModule from './event-bus';

/** Loads a fresh, separately evaluated copy of the bus module, as a second bundle would. */
function loadSeparateCopy(): typeof BusModule {
  let copy: typeof BusModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof BusModule>('./event-bus');
  });
  if (!copy) throw new Error('module did not load');
  return copy;
}

describe('event bus', () => {
  it('delivers a published payload to subscribers of that event only', () => {
    const bus = loadSeparateCopy();
    const heard: boolean[] = [];
    const off = bus.subscribe('unread:set', ({ unread }) => heard.push(unread));
    const offOther = bus.subscribe('profile:changed', () => heard.push(false));
    bus.publish('unread:set', { tab: 'alerts', unread: true });
    expect(heard).toEqual([true]);
    off();
    offOther();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = loadSeparateCopy();
    const listener = jest.fn();
    const off = bus.subscribe('profile:changed', listener);
    off();
    bus.publish('profile:changed', {});
    expect(listener).not.toHaveBeenCalled();
  });

  it('connects two separately bundled copies of the package', () => {
    const hostCopy = loadSeparateCopy();
    const remoteCopy = loadSeparateCopy();
    expect(hostCopy).not.toBe(remoteCopy);
    const listener = jest.fn();
    const off = remoteCopy.subscribe('accounts:connect', listener);
    hostCopy.publish('accounts:connect', { platform: 'youtube' });
    expect(listener).toHaveBeenCalledWith({ platform: 'youtube' });
    off();
  });

  it('keeps delivering to other listeners when one throws', () => {
    const bus = loadSeparateCopy();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = jest.fn();
    const offBad = bus.subscribe('profile:changed', () => {
      throw new Error('boom');
    });
    const offGood = bus.subscribe('profile:changed', good);
    bus.publish('profile:changed', {});
    expect(good).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    offBad();
    offGood();
    error.mockRestore();
  });
});
