/** Notifications (spec 000 §3, §7). Conventions: see common.ts. */
import { Type, type Static } from 'typebox';
import { DateTime, Id, type Page, PageNumber, PageSchema, ResultsSchema } from '@engage/shared/contract/common';

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

/**
 * Spec 000 §3 "Notification: id, alert_title, alert_text, date, is_seen." Ours: `about_money`,
 * whether it tells of a change to the reader's money (the pages showing money load it afresh).
 */
export const NotificationSchema = Type.Object({
  id: Id(),
  alert_title: Type.String(),
  alert_text: Type.String(),
  date: DateTime(),
  is_seen: Type.Boolean(),
  about_money: Type.Boolean(),
});
export type Notification = Static<typeof NotificationSchema>;

/** Spec 000 §7 "Alerts | GET list (page, or latest=true and last_seen)". */
export const NotificationPageSchema = PageSchema(NotificationSchema);
export type NotificationPage = Page<Notification>;

/** Spec 000 §7 "Alerts | GET list (page, or latest=true and last_seen)" — the query. */
export const AlertsQuerySchema = Type.Object({
  page: Type.Optional(PageNumber()),
  latest: Type.Optional(Type.Boolean()),
  last_seen: Type.Optional(DateTime()),
});

/** Spec 000 §7 "GET unread (results)". */
export const UnreadAlertsResponseSchema = ResultsSchema(NotificationSchema);
export type UnreadAlertsResponse = Static<typeof UnreadAlertsResponseSchema>;
