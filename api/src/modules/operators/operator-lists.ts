/**
 * What every operator list shares: pages by cursor (the last row's sort key, opaque to the
 * browser), the page size, and the same query answered as CSV for an export.
 *
 *   const page = await auditPage(db, filters, { after: readCursor(query.cursor), limit: pageSize(query) });
 *   return sendList(reply, query, page, AUDIT_COLUMNS, 'audit-log');
 *
 * A cursor is keyed on a unique, indexed order (id newest first, say), so a page costs the
 * same on the thousandth page as on the first and rows added meanwhile never shift it.
 */
import type { FastifyReply } from 'fastify';
import { OPERATOR_CSV_MAX, type CursorPageOf } from '@engage/shared/contract/operator-access';
import { badRequest } from '../../http/errors';
import { text } from '../../i18n/messages';

const DEFAULT_PAGE = 50;

export interface ListQuery {
  cursor?: string;
  limit?: number;
  format?: 'json' | 'csv';
}

/** Rows to read: one page, or an export's worth. */
export function pageSize(query: ListQuery): number {
  return query.format === 'csv' ? OPERATOR_CSV_MAX : (query.limit ?? DEFAULT_PAGE);
}

export function writeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key a cursor holds; undefined without one; a 400 naming `cursor` for one we never wrote. */
export function readCursor(
  cursor: string | undefined,
  shape: readonly ('string' | 'number')[],
): (string | number)[] | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === shape.length && key.every((part, index) => typeof part === shape[index])) {
      return key as (string | number)[];
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest(text('operatorCursorInvalid'), { errors: { cursor: [text('operatorCursorField')] } });
}

/** `limit + 1` rows read: the page, and the cursor of the next when there is one. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  item: (row: Row) => Item,
  key: (row: Row) => readonly (string | number)[],
): CursorPageOf<Item> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(item),
    next_cursor: rows.length > limit && last !== undefined ? writeCursor(key(last)) : null,
  };
}

export interface CsvColumn<Item> {
  header: string;
  value: (item: Item) => unknown;
}

/**
 * RFC 4180 CSV. A cell a spreadsheet would run as a formula (=, +, -, @, tab, return at its
 * start: a name a user typed) is written with a leading apostrophe, so an export opened in Excel
 * cannot run what a user wrote.
 */
export function toCsv<Item>(items: readonly Item[], columns: readonly CsvColumn<Item>[]): string {
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    let textValue = typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (/^[=+\-@\t\r]/.test(textValue)) textValue = `'${textValue}`;
    return /[",\r\n]/.test(textValue) ? `"${textValue.replace(/"/g, '""')}"` : textValue;
  };
  const lines = [columns.map((column) => cell(column.header)).join(',')];
  for (const item of items) lines.push(columns.map((column) => cell(column.value(item))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The page as JSON, or its rows as a CSV download named after the list. */
export function sendList<Item>(
  reply: FastifyReply,
  query: ListQuery,
  page: CursorPageOf<Item>,
  columns: readonly CsvColumn<Item>[],
  name: string,
): CursorPageOf<Item> | FastifyReply {
  if (query.format !== 'csv') return page;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(toCsv(page.items, columns));
}
