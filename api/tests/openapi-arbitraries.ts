/**
 * fast-check arbitraries from the JSON Schemas of an OpenAPI document, for the fuzz test
 * (src/fuzz/openapi.fuzz.test.ts). Three kinds of value per schema:
 *
 * - `validValue`: satisfies the schema (formats, patterns, bounds), so a request reaches the
 *   handler and the service — where a 500 would hide;
 * - `anyValue`: valid, on or past a boundary, or of the wrong type;
 * - `invalidValue`: certainly refused by the schema (past a bound, off the pattern, not an
 *   option), for the requests that must answer 4xx and change nothing.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

const YEARS = { min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z') };

/** Strings kept short unless a bound asks for more: the fuzzer looks for 500s, not for load. */
const TYPICAL_LENGTH = 24;

function integers(min: number, max: number): fc.Arbitrary<number> {
  if (min >= -0x80000000 && max <= 0x7fffffff) return fc.integer({ min, max });
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? TYPICAL_LENGTH;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  const days = fc.date({ ...YEARS, noInvalidDate: true });
  if (schema.format === 'date') return days.map((day) => day.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return days.map((day) => day.toISOString());
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  const typical = Math.min(maxLength, Math.max(minLength, TYPICAL_LENGTH));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: typical }) },
    // Any code point, astral ones included; half the length, as each may take two UTF-16 units.
    {
      weight: 1,
      arbitrary: fc
        .string({
          unit: 'binary',
          minLength: Math.ceil(minLength / 2),
          maxLength: Math.max(Math.ceil(minLength / 2), Math.floor(typical / 2)),
        })
        .filter(fits),
    },
    // Exactly at the bound (one unit per character, or the filter would refuse nearly all).
    { weight: 1, arbitrary: fc.string({ minLength: maxLength, maxLength }) },
  );
}

export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -(2 ** 31)) + 1);
      const max = Math.floor(schema.maximum ?? (schema.exclusiveMaximum ?? 2 ** 31) - 1);
      // Small ids and counts most of the time: those are the rows that exist.
      return fc.oneof(integers(min, Math.min(max, min + 5)), integers(min, max));
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e9,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e9,
        minExcluded: schema.exclusiveMinimum !== undefined,
        maxExcluded: schema.exclusiveMaximum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return validString(schema);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validValue(property)]),
  );
  return fc.record(properties, { requiredKeys: schema.required ?? [] });
}

/** Values on and past the edges of a schema: bounds, lengths, calendar oddities. */
function edgeValues(schema: JsonSchema): unknown[] {
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? schema.exclusiveMinimum ?? 0;
      const high = schema.maximum ?? schema.exclusiveMaximum ?? 2 ** 31;
      return [low, low - 1, high, high + 1, 2 ** 31, 2 ** 53 + 2, 1e20, -1e20, 0.5, -0];
    }
    case 'string': {
      const max = schema.maxLength ?? 255;
      return [
        '',
        ' ',
        'x'.repeat(max),
        'x'.repeat(max + 1),
        'x'.repeat(20_000),
        '0000-01-01',
        '0000-01-01T00:00:00Z',
        '9999-12-31T23:59:59Z',
        '2026-02-30',
        '2016-12-31T23:59:60Z',
        '2026-01-01T00:00:00Z[Europe/London]',
        '\u0000',
        '%00',
        "'; DROP TABLE users; --",
        '99999999999999999999',
      ];
    }
    case 'array':
      return [[], Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => 'x')];
    default:
      return [];
  }
}

const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 8 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 3 }),
);

/** Valid most of the time; otherwise on or past an edge, or of another type altogether. */
export function anyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.type === 'object' && !schema.anyOf) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [name, anyValue(property)]),
    );
    return fc.oneof(
      { weight: 4, arbitrary: fc.record(properties, { requiredKeys: schema.required ?? [] }) },
      { weight: 1, arbitrary: fc.record(properties, { requiredKeys: [] }) },
      { weight: 1, arbitrary: wrongTyped },
    );
  }
  const edges = edgeValues(schema);
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema) },
    ...(edges.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...edges) }] : []),
    { weight: 1, arbitrary: wrongTyped },
  );
}

/**
 * Values the schema certainly refuses, whether they travel as JSON or as text in a path or
 * query (where `'abc'` for a string would still be valid). Empty when nothing is sure to fail.
 */
export function invalidValues(schema: JsonSchema): unknown[] {
  if (schema.anyOf) {
    // Refused only if every branch refuses it.
    const candidates = schema.anyOf.flatMap(invalidValues);
    return candidates.filter((candidate) => schema.anyOf?.every((branch) => invalidValues(branch).includes(candidate)));
  }
  if (schema.enum) return ['not-one-of-the-options'];
  const values: unknown[] = [];
  if (schema.type === 'integer' || schema.type === 'number') {
    values.push('not-a-number');
    if (schema.maximum !== undefined) values.push(schema.maximum + 1);
    if (schema.minimum !== undefined && schema.minimum > -1e15) values.push(schema.minimum - 1);
    if (schema.type === 'integer') values.push(1.5);
  }
  if (schema.type === 'boolean') values.push('maybe');
  if (schema.type === 'string') {
    if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
    if ((schema.minLength ?? 0) > 0) values.push('');
    if (schema.format === 'date' || schema.format === 'date-time') values.push('0000-01-01T00:00:00Z');
  }
  return values;
}
