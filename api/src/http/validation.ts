/**
 * The validator every route's schema is compiled with: TypeBox's, as
 * `@fastify/type-provider-typebox` does it, with two rules it lacks.
 *
 * - A whole number in a path or query string is plain decimal digits. TypeBox's conversion
 *   reads '1.5' as 1, '1e3' as 1000 and '0x10' as 16, so `?page=1.5` served page 1 and
 *   `POST 1.5/action/share/` shared link 1.
 * - No text anywhere may carry a NUL character: PostgreSQL cannot store one in `text`, so it
 *   reached the database and came back as a 500.
 *
 * Failures have the shape of Fastify's validation errors, so `errors.ts` words them like any other.
 */
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';

const WHOLE_NUMBER = /^-?\d+$/;

interface SchemaShape {
  type?: string;
  properties?: Record<string, SchemaShape>;
}

/** The properties of a path or query schema that take a whole number. */
function wholeNumberFields(schema: SchemaShape): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
}

function notWholeNumbers(value: unknown, fields: string[]): FastifySchemaValidationError[] {
  const record = (value ?? {}) as Record<string, unknown>;
  return fields
    .filter((field) => typeof record[field] === 'string' && !WHOLE_NUMBER.test(record[field]))
    .map((field) => ({
      keyword: 'type',
      instancePath: `/${field}`,
      schemaPath: `#/properties/${field}/type`,
      params: { type: 'integer' },
      message: 'must be a whole number',
    }));
}

/** Where a NUL character hides in a parsed value, as JSON pointers. */
function nulCharacters(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulCharacters(item, `${path}/${String(index)}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000') ? [path] : []),
      ...nulCharacters(item, `${path}/${key}`),
    ]);
  }
  return [];
}

/** A body declared `Type.Optional(...)`: the request may come without one (logout, affiliate withdraw). */
export function isOptionalBody(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as { '~optional'?: unknown })['~optional'] === true;
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const isText = httpPart !== 'body';
  const wholeNumbers = isText ? wholeNumberFields(schema as SchemaShape) : [];
  const mayBeAbsent = httpPart === 'body' && isOptionalBody(schema);
  return (value) => {
    // Fastify hands a missing body over as undefined or null.
    if ((value === undefined || value === null) && mayBeAbsent) return { value: undefined };
    const refused = [
      ...nulCharacters(value).map((instancePath): FastifySchemaValidationError => ({
        keyword: 'nul',
        instancePath,
        schemaPath: '#',
        params: {},
        message: 'must not contain a NUL character',
      })),
      ...notWholeNumbers(value, wholeNumbers),
    ];
    if (refused.length > 0) return { error: refused };
    // Paths and queries arrive as text: '2' → 2, 'true' → true (the body is JSON already).
    const converted: unknown = isText ? Value.Convert(schema, value) : value;
    if (check.Check(converted)) return { value: converted };
    return { error: [...check.Errors(converted)] as unknown as FastifySchemaValidationError[] };
  };
};
