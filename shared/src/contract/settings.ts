/**
 * Settings the server decides and the browser must follow (not in the specs: spec 000 §9 makes
 * the minimum watch time "configurable", so the browser reads it instead of assuming 30; the
 * wallet says when pending rewards become available from the hold the server applies).
 */
import { Type, type Static } from 'typebox';

export const SettingsSchema = Type.Object({
  /** Spec 000 §9 "Minimum watch time for a view payout: 30 seconds by default (configurable)". */
  min_watch_seconds: Type.Integer({ minimum: 1 }),
  /** Task rewards stay pending this many hours before they can be withdrawn (`PENDING_HOLD_HOURS`, 24). */
  pending_hold_hours: Type.Integer({ minimum: 0 }),
});
export type Settings = Static<typeof SettingsSchema>;
