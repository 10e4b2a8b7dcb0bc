/**
 * "Download my data" (ours, docs/privacy.md): a user asks for every record engage keeps about
 * them; the API builds a JSON file and a CSV statement of their money in the background, and
 * they download both with a token and their own session for 24 hours after it is ready.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, Text } from '@engage/shared/contract/common';

/** How long an export's files can be downloaded once they are ready. */
export const DATA_EXPORT_HOURS = 24;

export const DATA_EXPORT_STATUSES = ['none', 'preparing', 'ready', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATUSES)[number];

/** The two files of an export: every record (`json`) and the money statement (`csv`). */
export const DATA_EXPORT_FILES = ['json', 'csv'] as const;
export type DataExportFile = (typeof DATA_EXPORT_FILES)[number];

/**
 * `GET users/data-export/` and `POST users/data-export/`: the user's newest export. `none`: never
 * asked for. The POST's answer carries `token`, the asking browser's key to the files (shown to
 * it only, kept by engage as a hash); the GET's `token` is always null.
 */
export const DataExportStatusSchema = Type.Object({
  status: Type.Union([Type.Literal('none'), Type.Literal('preparing'), Type.Literal('ready'), Type.Literal('expired')]),
  requested_at: Nullable(DateTime()),
  ready_at: Nullable(DateTime()),
  expires_at: Nullable(DateTime()),
  token: Nullable(Type.String()),
});
export type DataExportStatus = Static<typeof DataExportStatusSchema>;

/** Tokens are 43 characters of base64url; the bound only keeps a pasted mistake from being a 500. */
export const DATA_EXPORT_TOKEN_MAX = 100;

/** `GET users/data-export/:token/:file/`. */
export const DataExportFileParamsSchema = Type.Object({
  token: Text(DATA_EXPORT_TOKEN_MAX, { minLength: 1 }),
  file: Type.Union([Type.Literal('json'), Type.Literal('csv')]),
});
export type DataExportFileParams = Static<typeof DataExportFileParamsSchema>;

export const DATA_EXPORT_FILE_DESCRIPTION =
  '`json`: every record engage keeps about the user, as application/json; `csv`: the statement of their ' +
  'money as text/csv. Each an attachment; the token and the owner’s session are both needed.';

/** A file of an export (see {@link DATA_EXPORT_FILE_DESCRIPTION}). */
export const DataExportFileSchema = Type.Unknown({ description: DATA_EXPORT_FILE_DESCRIPTION });
