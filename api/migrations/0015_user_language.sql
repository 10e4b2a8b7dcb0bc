-- The language a person chose in Preferences ('en' English, 'sw' Kiswahili): the app shows it at
-- sign-in on any device, and the alerts and emails written for them use it. Null until they
-- choose: their device's language applies and the server writes in English.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'sw'));
