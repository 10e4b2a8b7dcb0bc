/** @jest-environment node */
import { Value } from 'typebox/value';
import { NotificationSchema } from '@engage/shared/contract/alerts';

it('loads the TypeBox contract at run time and checks a notification', () => {
  expect(
    Value.Check(NotificationSchema, {
      id: 1,
      alert_title: 't',
      alert_text: 'x',
      date: '2026-01-01T00:00:00Z',
      is_seen: false,
      about_money: false,
    }),
  ).toBe(true);
  expect(Value.Check(NotificationSchema, { id: 1 })).toBe(false);
});
