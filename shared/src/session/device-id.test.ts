import { storageKeys } from '@engage/shared/session/storage-keys';
import { deviceId } from './device-id';

beforeEach(() => localStorage.clear());

it('makes a random id once and keeps it on this device', () => {
  const first = deviceId();
  expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(localStorage.getItem(storageKeys.deviceId)).toBe(first);
  expect(deviceId()).toBe(first);
});

it('is another one on another device (another storage)', () => {
  const first = deviceId();
  localStorage.clear();
  expect(deviceId()).not.toBe(first);
});
