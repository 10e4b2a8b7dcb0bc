-- An alert is read in its reader's language of the moment, not the one they had when it was
-- written: `alert_message` keeps what it says as the catalog's keys and parameters
-- ({"title": UserText, "text": UserText}, api/src/i18n/messages.ts) and is written out on each read.
-- `alert_title`/`alert_text` keep the words as first written: what older rows (NULL message) and
-- a key the catalog no longer holds are shown with.
ALTER TABLE notifications ADD COLUMN alert_message jsonb;
