import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  deprecated?: boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  schema?: SchemaObject;
}

interface ContentObject {
  content?: Record<string, { schema?: SchemaObject }>;
}

export interface OperationObject {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: ContentObject;
  responses?: Record<string, ContentObject>;
}

/** The multipart field of an upload route, which takes one image (`ImageUpload`). */
const UPLOAD_FIELD = 'file';

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, OperationObject>>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

/** In the order the fuzzer visits them: reads first, deletions last, so the seeded records last long. */
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One operation of the document, its schemas resolved. */
export interface ApiOperation {
  method: HttpMethod;
  /** The path template, such as /api/customer/orders/{id}. */
  path: string;
  parameters: ParameterObject[];
  body?: SchemaObject;
  /** Whether the operation takes a file upload (multipart/form-data) rather than JSON. */
  upload: boolean;
  /** The fields of the rows a list answers: what its `sort` and `filter` name, and their types. */
  rowFields: Record<string, SchemaObject>;
  document: OpenApiDocument;
}

/** What the generated requests draw real values from. */
export interface FuzzContext {
  /** Ids of every record: the caller's own, other users', soft-deleted ones. */
  ids: string[];
  /** Ids in the caller's own answers: the records its requests can reach furthest with. */
  callerIds: string[];
  /** The ids of the rows each list answered the caller, by path: `/api/shopkeeper/products` → its products. */
  listedIds: Map<string, string[]>;
}

export interface FuzzRequest {
  method: HttpMethod;
  /** Path and query string, percent-encoded, sent as they are. */
  url: string;
  headers: Record<string, string>;
  /** JSON text sent as it is: it may hold `__proto__` keys, be 5,000 levels deep or be malformed. */
  body?: string;
  /** A file sent as the multipart field `file`, instead of a JSON body. */
  file?: FuzzFile;
}

export interface FuzzFile {
  field: string;
  /** What it is, for reports: the bytes may be megabytes. */
  what: string;
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** Text of one JSON value, built as text so that it can hold what JSON.stringify cannot write. */
type JsonText = string;
type Entry = readonly [key: string, value: JsonText];

/** What the value generators read: the document, for `$ref`s, and the ids to draw from. */
interface Scope {
  document: OpenApiDocument;
  context: FuzzContext;
}

/** How far hostile values go: bodies take the extremes, query strings must fit in a request head. */
interface Extremes {
  longest: number;
  deepest: number;
}

/**
 * A body may be 100 kB (Express's JSON limit; a 100,000-character string goes over it) and
 * 5,000 levels deep. The head of a request, query string included, must stay under Node's
 * 16 kB limit or Node answers 431 before the application sees it.
 */
const IN_BODY: Extremes = { longest: 100_000, deepest: 5_000 };
const IN_URL: Extremes = { longest: 4_000, deepest: 500 };

/** Keys that reach or shadow what every JavaScript object inherits. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
];

const NOT_DATES = [
  'notadate',
  '2024-02-30',
  '2024-13-45T25:61:61Z',
  '0000-00-00T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-19T00:00:00.000Z',
  '1e999',
  'Invalid Date',
];

const NOT_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e999', '-1', '-0', '0x1F', '9007199254740993', '1,5', ' 1 '];

const NOT_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '0',
  '-1',
];

const WITH_NUL = ['\u0000', 'a\u0000b', 'Sharma\u0000Kirana'];

/** Halves of a UTF-16 pair standing alone: no UTF-8 can carry them (`validator`'s isEmail throws on them). */
const WITH_LONE_SURROGATE = ['\ud800', 'Asha \udc00', '\udfff\ud800', 'asha\ud800@example.com'];

/** Numbers JSON can write that no field takes: huge, negative, fractional, beyond a double. */
const ODD_NUMBERS = [
  '-1',
  '-0',
  '0.5',
  '1e308',
  '-1e308',
  '1e400',
  '9007199254740993',
  '123456789012345678901234567890',
];

// ---------------------------------------------------------------------------------------------
// The document

export function listOperations(document: OpenApiDocument): ApiOperation[] {
  return HTTP_METHODS.flatMap((method) =>
    Object.entries(document.paths).flatMap(([path, item]) => {
      const operation = item?.[method];
      return operation ? [toApiOperation(document, method, path, operation)] : [];
    }),
  );
}

function toApiOperation(
  document: OpenApiDocument,
  method: HttpMethod,
  path: string,
  operation: OperationObject,
): ApiOperation {
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const upload = operation.requestBody?.content?.['multipart/form-data']?.schema;
  const answered = operation.responses?.['200']?.content?.['application/json']?.schema;
  const list = answered ? resolve(document, answered) : undefined;
  const row = list?.type === 'array' && list.items ? resolve(document, list.items) : undefined;
  return {
    method,
    path,
    parameters: operation.parameters ?? [],
    body: bodySchema ? resolve(document, bodySchema) : undefined,
    upload: Boolean(upload && resolve(document, upload).properties?.[UPLOAD_FIELD]),
    rowFields: row?.properties ?? {},
    document,
  };
}

/** Follows `$ref`s and merges `allOf`, so that a schema reads field by field. */
export function resolve(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`The OpenAPI document has no schema ${schema.$ref}`);
    return resolve(document, target);
  }
  if (!schema.allOf) return schema;
  return schema.allOf
    .map((part) => resolve(document, part))
    .reduce<SchemaObject>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      { ...schema, allOf: undefined },
    );
}

// ---------------------------------------------------------------------------------------------
// Requests

/** A request to the operation: path, query, headers and body, each valid-ish or hostile. */
export function requestArbitrary(operation: ApiOperation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const scope = { document: operation.document, context };
  return fc
    .record({
      path: pathArbitrary(operation, scope),
      query: queryArbitrary(operation, scope),
      headers: headersArbitrary(operation),
      body: bodyArbitrary(operation, scope),
      file: operation.upload ? present(uploadArbitrary(), 0.9) : fc.constant(undefined),
    })
    .map(({ path, query, headers, body, file }) => ({
      method: operation.method,
      url: query === '' ? path : `${path}?${query}`,
      headers,
      // A multipart upload carries its file, and no JSON body besides.
      ...(file ? { file } : body === undefined ? {} : { body }),
    }));
}

/** The request in a few lines, long values folded and cut, for failure messages. */
export function describeRequest(request: FuzzRequest, limit = 400): string {
  const shorten = (text: string) => truncate(foldRuns(text), limit);
  const lines = [`${request.method.toUpperCase()} ${shorten(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${shorten(value)}`);
  if (request.body !== undefined) lines.push(`body: ${shorten(request.body)}`);
  if (request.file)
    lines.push(`file: ${request.file.what} (${request.file.bytes.length} bytes, ${request.file.contentType})`);
  return lines.join('\n');
}

/** `[[[[…` 5,000 times reads `⟨[ ×5000⟩`: deep and huge values stay legible. */
function foldRuns(text: string): string {
  return text.replace(/(.{1,6}?)\1{15,}/gs, (run: string, unit: string) => `⟨${unit} ×${run.length / unit.length}⟩`);
}

export function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length} characters in all)`;
}

// ---------------------------------------------------------------------------------------------
// Strings

/** Text with, now and then, what breaks parsers and databases: NUL and other controls, quotes, emoji, lone surrogates. */
function text(maxLength = 30): fc.Arbitrary<string> {
  const awkward = fc.constantFrom(
    '\u0000',
    '\u0001',
    '\n',
    '%',
    "'",
    '"',
    '\\',
    '\u202e',
    '😀',
    '\ud800',
    '\udc00',
    'a',
    ' ',
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: awkward, maxLength }) },
  );
}

/** Strings no field should take, which every field must refuse without a 5xx. */
function hostileString(longest: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      'null',
      'undefined',
      "' OR 1=1 --",
      '../..',
      '<script>alert(1)</script>',
      ...WITH_NUL,
      ...WITH_LONE_SURROGATE,
      ...NOT_DATES,
      ...NOT_NUMBERS,
      ...NOT_IDS,
      ...PROTOTYPE_KEYS,
    ),
    text(),
    fc.constantFrom(...[256, 1_001, 20_000, longest].filter((n) => n <= longest)).map((n) => 'x'.repeat(n)),
  );
}

/**
 * An id of a record of the kind expected (`preferred`), of the caller's records, of anyone's, of
 * no record, or no id at all.
 */
function idString({ context }: Scope, preferred: string[] = []): fc.Arbitrary<string> {
  const likely = [preferred, context.callerIds, context.ids].find((ids) => ids.length > 0) ?? NOT_IDS;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...likely) },
    { weight: 1, arbitrary: fc.constantFrom(...(context.callerIds.length > 0 ? context.callerIds : likely)) },
    { weight: 1, arbitrary: fc.constantFrom(...context.ids) },
    { weight: 1, arbitrary: fc.constantFrom(...context.ids).map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_IDS) },
  );
}

const isDateName = (name: string) => /(At|Date|date)$/.test(name);
const isIdName = (name: string) => /(^id|Id|_id)$/.test(name);
const isDate = (schema: SchemaObject, name: string) => schema.format === 'date-time' || isDateName(name);
const isId = (schema: SchemaObject, name: string) => schema.format === 'uuid' || isIdName(name);
const isNumeric = (schema: SchemaObject) =>
  schema.type === 'number' || schema.type === 'integer' || schema.oneOf !== undefined;

/**
 * The ids of the lists whose last path segment names the kind of record the field refers to:
 * `categoryId` → /api/shopkeeper/categories, `customerAddressId` → /api/customer/addresses.
 */
function idsOfKind(name: string, listedIds: Map<string, string[]>): string[] {
  const kind = /([A-Z]?[a-z]+)(Id|_id)$/.exec(name)?.[1].toLowerCase();
  if (!kind) return [];
  const stem = kind.slice(0, -1);
  return [...listedIds].filter(([path]) => path.split('/').at(-1)!.startsWith(stem)).flatMap(([, ids]) => ids);
}

/** A real date: most often of these times, now and then of the years ±270,000 that JavaScript still takes. */
function isoDate(): fc.Arbitrary<string> {
  const recent = fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
  return fc.oneof({ weight: 3, arbitrary: recent }, fc.date({ noInvalidDate: true })).map((date) => date.toISOString());
}

/** A string the field may take: an id, a date, one matching its pattern, or text at and within its lengths. */
function validString(schema: SchemaObject, name: string, scope: Scope): fc.Arbitrary<string> {
  if (isId(schema, name)) return idString(scope, idsOfKind(name, scope.context.listedIds));
  if (isDate(schema, name)) return isoDate();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email' || /email/i.test(name)) return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 50, 200));
  const lengths = [minLength, schema.maxLength ?? 50].flatMap((n) => [Math.max(n - 1, 0), n, n + 1]);
  return fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.constantFrom(...lengths).map((length) => 'a'.repeat(length)),
  );
}

// ---------------------------------------------------------------------------------------------
// JSON values

const json = (value: unknown): JsonText => JSON.stringify(value);

function objectText(entries: readonly Entry[]): JsonText {
  return `{${entries.map(([key, value]) => `${json(key)}:${value}`).join(',')}}`;
}

const arrayText = (items: readonly JsonText[]): JsonText => `[${items.join(',')}]`;

const isEntry = (entry: Entry | undefined): entry is Entry => entry !== undefined;

/** `[[[…]]]` or `{"a":{"a":…}}`, this many levels deep. */
export function deepText(levels: number, kind: 'array' | 'object'): JsonText {
  return kind === 'array' ? '['.repeat(levels) + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

function deepJson(deepest: number): fc.Arbitrary<JsonText> {
  return fc
    .tuple(fc.constantFrom(17, 100, deepest), fc.constantFrom<'array' | 'object'>('array', 'object'))
    .map(([levels, kind]) => deepText(levels, kind));
}

/** An object whose keys reach the prototype: `{"__proto__":{"role":"admin"}}` and the like. */
function prototypeObject(): fc.Arbitrary<JsonText> {
  const payload = fc.constantFrom(
    '{"role":"admin","isAdmin":true}',
    '{"prototype":{"polluted":1}}',
    '1',
    'null',
    '"x"',
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), payload), { minLength: 1, maxLength: 3 })
    .map(objectText);
}

/** A value of any type, wrong wherever it lands. */
function hostileJson({ longest, deepest }: Extremes): fc.Arbitrary<JsonText> {
  return fc.oneof(
    fc.constantFrom('null', 'true', 'false', '0', '[]', '{}', '[null]', '[{}]', '[[{}]]', '""', ...ODD_NUMBERS),
    hostileString(longest).map(json),
    deepJson(deepest),
    prototypeObject(),
    fc.jsonValue({ maxDepth: 2 }).map(json),
  );
}

/**
 * A wrong value for this field, aimed at its kind: null above all (a partial update must not
 * store it in a required column), a date that is no date, an id that is no id, NUL in text, an
 * array of the wrong shape in a list of objects.
 */
function hostileField(schema: SchemaObject, name: string, scope: Scope, depth: number): fc.Arbitrary<JsonText> {
  const items = schema.type === 'array' && schema.items ? resolve(scope.document, schema.items) : undefined;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant('null') },
    { weight: 3, arbitrary: aimedAt(schema, name) },
    { weight: 2, arbitrary: hostileJson(IN_BODY) },
    ...(items?.properties ? [{ weight: 3, arbitrary: misshapenObjectList(items, name, scope, depth) }] : []),
  );
}

/**
 * A list of objects of the wrong shape: empty objects (`[{}]`), arrays where objects go, valid
 * objects inside arrays inside the array (`[[{…}]]`), which a validator that checks only the outer
 * array lets through to code that reads the objects' fields.
 */
function misshapenObjectList(item: SchemaObject, name: string, scope: Scope, depth: number): fc.Arbitrary<JsonText> {
  const valid = fc.array(objectJson(item, scope, depth + 1), { minLength: 1, maxLength: 3 });
  return fc.oneof(
    fc.constantFrom('[{}]', '[{},{}]', '[[]]', '[[{}]]', '[[[{}]]]', '[[null]]', '[{"a":[[]]}]'),
    valid.map((objects) => arrayText([arrayText(objects)])),
    valid.map((objects) => arrayText([...objects, '{}'])),
  );
}

/** Strings wrong for the field's kind: a date that is no date, an id that is no id, a number that is none, NUL, a lone surrogate. */
function aimedAt(schema: SchemaObject, name: string): fc.Arbitrary<JsonText> {
  const aimed = [
    ...(isDate(schema, name) ? NOT_DATES : []),
    ...(isId(schema, name) ? NOT_IDS : []),
    ...(isNumeric(schema) ? NOT_NUMBERS : []),
  ];
  return fc.constantFrom(...aimed, ...WITH_NUL, ...WITH_LONE_SURROGATE).map(json);
}

/** A value the field takes: its example most often (the likeliest to pass validation), or one of its type. */
function validJson(raw: SchemaObject, name: string, scope: Scope, depth: number): fc.Arbitrary<JsonText> {
  const schema = resolve(scope.document, raw);
  const generated = generatedJson(schema, name, scope, depth);
  const value =
    schema.example === undefined || schema.enum
      ? generated
      : fc.oneof({ weight: 3, arbitrary: fc.constant(json(schema.example)) }, { weight: 2, arbitrary: generated });
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: value }, fc.constant('null')) : value;
}

function generatedJson(schema: SchemaObject, name: string, scope: Scope, depth: number): fc.Arbitrary<JsonText> {
  if (schema.enum) return fc.constantFrom(...schema.enum).map(json);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((member) => validJson(member, name, scope, depth)));
  return validOfType(schema, name, scope, depth);
}

function validOfType(schema: SchemaObject, name: string, scope: Scope, depth: number): fc.Arbitrary<JsonText> {
  switch (schema.type) {
    case 'string':
      return validString(schema, name, scope).map(json);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000 }).map(json);
    case 'number':
      return fc
        .oneof({ weight: 3, arbitrary: numberNear(schema) }, fc.double({ noNaN: true, noDefaultInfinity: true }))
        .map(json);
    case 'boolean':
      return fc.boolean().map(json);
    case 'array':
      return fc.array(validJson(schema.items ?? {}, name, scope, depth + 1), { maxLength: 4 }).map(arrayText);
    default:
      return schema.properties && depth < 3 ? objectJson(schema, scope, depth + 1) : untypedJson(schema, name, scope);
  }
}

function numberNear(schema: SchemaObject): fc.Arbitrary<number> {
  return fc.oneof(
    fc.constantFrom(26.9, 75.8, 99, 0, 1),
    fc.integer({ min: Math.ceil(schema.minimum ?? 0), max: Math.floor(schema.maximum ?? 1_000) }),
  );
}

/** A field the document types only as "object" (a read-only field sent back as it was read) or not at all. */
function untypedJson(schema: SchemaObject, name: string, scope: Scope): fc.Arbitrary<JsonText> {
  if (isDateName(name)) return isoDate().map(json);
  if (isIdName(name)) return idString(scope).map(json);
  const example = schema.example === undefined ? [] : [fc.constant(json(schema.example))];
  return fc.oneof(...example, fc.jsonValue({ maxDepth: 2 }).map(json));
}

/** Fields no DTO declares: privileges, foreign ids, prototype keys. */
function unknownEntries(): fc.Arbitrary<Entry[]> {
  const key = fc.oneof(
    fc.constantFrom(...PROTOTYPE_KEYS, 'isAdmin', 'role', 'id', 'shopId', 'customerId', 'passwordHash', 'deletedAt'),
    fc.string({ maxLength: 12 }),
  );
  return fc.array(fc.tuple(key, hostileJson(IN_BODY)), { minLength: 1, maxLength: 3 });
}

/**
 * How often a valid object has the field. A field the document types only as "object" is one
 * sent back as it was read (react-admin sends whole records) and refused when changed: rare, so
 * that one of them does not stop most requests at validation.
 */
function presence(schema: SchemaObject, required: boolean): number {
  if (required) return 0.9;
  return isReadBack(schema) ? 0.05 : 0.5;
}

const isReadBack = (schema: SchemaObject) => schema.type === 'object' && !schema.properties;

/** The value with this probability, else undefined (which it shrinks to). */
function present<T>(arbitrary: fc.Arbitrary<T>, probability: number): fc.Arbitrary<T | undefined> {
  return fc.oneof(
    { withCrossShrink: true },
    { weight: Math.round((1 - probability) * 100), arbitrary: fc.constant(undefined) },
    { weight: Math.round(probability * 100), arbitrary },
  );
}

/** Named values, each valid or left out, and the generator of a wrong value for any of them. */
interface Field {
  name: string;
  valid: fc.Arbitrary<string>;
  presence: number;
  wrong: fc.Arbitrary<string>;
  /** Wrong values go mostly to the fields a client sets, not to those it only sends back. */
  aimed: boolean;
}

/**
 * The fields, each valid or left out; then, most often, one of them made wrong; now and then
 * entries no one declared. One wrong value at a time gets past the checks of the others to the
 * code behind them, and shrinking shows which one it was.
 */
function oneWrong(fields: Field[], extra: fc.Arbitrary<Entry[]>): fc.Arbitrary<Entry[]> {
  const valid = fields.map((field) =>
    present(
      field.valid.map((value): Entry => [field.name, value]),
      field.presence,
    ),
  );
  const wrongIn = (choices: Field[]) =>
    fc.constantFrom(...choices).chain((field) => field.wrong.map((value): Entry => [field.name, value]));
  const aimed = fields.filter((field) => field.aimed);
  const wrong =
    fields.length === 0
      ? fc.constant(undefined)
      : present(
          aimed.length === 0 ? wrongIn(fields) : fc.oneof({ weight: 4, arbitrary: wrongIn(aimed) }, wrongIn(fields)),
          0.7,
        );
  return fc
    .tuple(fc.tuple(...valid), wrong, present(extra, 0.2))
    .map(([entries, wrongEntry, extraEntries]) => [
      ...entries.filter(isEntry).filter(([name]) => name !== wrongEntry?.[0]),
      ...(wrongEntry ? [wrongEntry] : []),
      ...(extraEntries ?? []),
    ]);
}

/** An object of the schema: valid fields, one of them made wrong, perhaps undeclared ones. */
function objectJson(schema: SchemaObject, scope: Scope, depth: number): fc.Arbitrary<JsonText> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, raw]): Field => {
    const property = resolve(scope.document, raw);
    return {
      name,
      valid: validJson(property, name, scope, depth),
      presence: presence(property, required.has(name)),
      wrong: hostileField(property, name, scope, depth),
      aimed: !isReadBack(property),
    };
  });
  return oneWrong(fields, unknownEntries()).map(objectText);
}

const MALFORMED_JSON = ['{', '{"a":}', "{'a':1}", '{"a":1,}', 'NaN', '\u0000', '[1,2', '{"a":"\\x"}', 'undefined'];

function bodyArbitrary(operation: ApiOperation, scope: Scope): fc.Arbitrary<JsonText | undefined> {
  const hostile = fc.oneof(hostileJson(IN_BODY), fc.constantFrom(...MALFORMED_JSON));
  if (!operation.body) return present(hostile, 0.2);
  return fc.oneof({ weight: 6, arbitrary: objectJson(operation.body, scope, 0) }, { weight: 1, arbitrary: hostile });
}

// ---------------------------------------------------------------------------------------------
// Uploads

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: the length of its data, its type, the data, and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A grey PNG of this size: its header alone, what a decoder reads first, or with every pixel
 * black, which deflate packs a thousandfold: a small upload that is megapixels once decoded.
 */
function png(width: number, height: number, pixels: 'header only' | 'black'): Buffer {
  const header = Buffer.alloc(13); // bit depth 8, greyscale, then compression, filter and interlace 0
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  const chunks = [pngChunk('IHDR', header)];
  if (pixels === 'black') {
    // Each row starts with its filter byte.
    chunks.push(pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height))), pngChunk('IEND', Buffer.alloc(0)));
  }
  return Buffer.concat([PNG_SIGNATURE, ...chunks]);
}

let uploads: Omit<FuzzFile, 'field' | 'filename' | 'contentType'>[] | undefined;

/** Files an image upload must refuse, or take, without a 5xx; made once, the largest taking a second. */
function uploadFiles(): NonNullable<typeof uploads> {
  uploads ??= [
    { what: 'a PNG of 2 × 2 black pixels', bytes: png(2, 2, 'black') },
    { what: 'a PNG of 1 × 39,000,000 black pixels', bytes: png(1, 39_000_000, 'black') },
    { what: 'a PNG header claiming 1 × 39,000,000 pixels', bytes: png(1, 39_000_000, 'header only') },
    { what: 'a PNG header claiming 39,000,000 × 1 pixels', bytes: png(39_000_000, 1, 'header only') },
    { what: 'a PNG header claiming 100,000 × 100,000 pixels', bytes: png(100_000, 100_000, 'header only') },
    { what: 'a PNG header claiming 2³¹-1 × 2³¹-1 pixels', bytes: png(2 ** 31 - 1, 2 ** 31 - 1, 'header only') },
    { what: 'a PNG header claiming 0 × 0 pixels', bytes: png(0, 0, 'header only') },
    { what: 'a PNG signature alone', bytes: PNG_SIGNATURE },
    { what: 'text', bytes: Buffer.from('not a picture at all') },
    { what: 'an empty file', bytes: Buffer.alloc(0) },
  ];
  return uploads;
}

/** The multipart field `file` of an upload, under a name and a type that may lie. */
function uploadArbitrary(): fc.Arbitrary<FuzzFile> {
  return fc
    .record({
      file: fc.constantFrom(...uploadFiles()),
      filename: fc.constantFrom('picture.png', 'picture.jpg', '../../picture.png', `${'a'.repeat(300)}.png`),
      contentType: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/plain'),
    })
    .map(({ file, filename, contentType }) => ({ field: UPLOAD_FIELD, ...file, filename, contentType }));
}

// ---------------------------------------------------------------------------------------------
// Path, query and headers

/**
 * `encodeURIComponent`, save that a lone surrogate, on which it throws, is escaped as the three
 * bytes UTF-8 would give it if it could (`%ED%A0%80`): as a careless client encodes it.
 */
export function percentEncode(text: string): string {
  return text.replace(/(\p{Cs})|[^\p{Cs}]+/gu, (run: string, lone?: string) =>
    lone === undefined ? encodeURIComponent(run) : escapedBytes(lone.charCodeAt(0)),
  );
}

function escapedBytes(codeUnit: number): string {
  const bytes = [0xe0 | (codeUnit >> 12), 0x80 | ((codeUnit >> 6) & 0x3f), 0x80 | (codeUnit & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** Percent-encoding a browser would not send: malformed escapes, an encoded slash, encoded dots, NUL. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%2e%2e', '%2F', '%00'];

/** A path parameter, most often the id of a row of the list just before it in the path. */
function pathSegment(scope: Scope, listPath: string): fc.Arbitrary<string> {
  const listed = scope.context.listedIds.get(listPath) ?? [];
  return fc.oneof(
    { weight: 6, arbitrary: idString(scope, listed).map(percentEncode) },
    { weight: 2, arbitrary: hostileString(IN_URL.longest).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

/** The path before the parameter: /api/shopkeeper/products for the `id` of /api/shopkeeper/products/{id}. */
const listBefore = (path: string, name: string) => path.slice(0, path.indexOf(`/{${name}}`));

function pathArbitrary(operation: ApiOperation, scope: Scope): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  return fc
    .tuple(...names.map((name) => pathSegment(scope, listBefore(operation.path, name))))
    .map((segments) => names.reduce((path, name, i) => path.replace(`{${name}}`, segments[i]), operation.path));
}

const isScalar = (schema: SchemaObject) => ['string', 'number', 'integer', 'boolean'].includes(schema.type ?? '');

/** The fields of the list's rows that a sort or a filter can name: those of a plain type. */
function scalarFields(operation: ApiOperation): [string, SchemaObject][] {
  const fields = Object.entries(operation.rowFields).map(([name, raw]): [string, SchemaObject] => [
    name,
    resolve(operation.document, raw),
  ]);
  const scalar = fields.filter(([, schema]) => isScalar(schema));
  return scalar.length > 0 ? scalar : [['id', { type: 'string', format: 'uuid' }]];
}

const ORDERS = ['ASC', 'DESC', 'asc', 'desc'];

/** react-admin's `sort`: `["field","ASC"]`. */
function validSort(operation: ApiOperation): fc.Arbitrary<string> {
  const names = scalarFields(operation).map(([name]) => name);
  return fc.tuple(fc.constantFrom(...names), fc.constantFrom(...ORDERS)).map(json);
}

/** A `sort` by a prototype key or any text, in the wrong order or shape. */
function hostileSort(operation: ApiOperation): fc.Arbitrary<string> {
  const names = scalarFields(operation).map(([name]) => name);
  const misshapen = fc.constantFrom(
    '[]',
    '["name"]',
    '"name"',
    '{}',
    'null',
    '[null,"ASC"]',
    '[1,"ASC"]',
    '["name","ASC","DESC"]',
    '[["name"],"ASC"]',
    '[{"__proto__":1},"ASC"]',
    'not json',
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom(...ORDERS)).map(json) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...names), fc.constantFrom('SIDEWAYS', '', 'ASC ')).map(json) },
    { weight: 1, arbitrary: fc.tuple(text(12), fc.constantFrom(...ORDERS)).map(json) },
    { weight: 1, arbitrary: misshapen },
  );
}

/** react-admin's `range`: `[first,last]`. */
function validRange(): fc.Arbitrary<string> {
  return fc.tuple(fc.nat(50), fc.nat(30)).map(([first, count]) => json([first, first + count]));
}

/** A `range` with negative, reversed, huge or fractional bounds, or of the wrong shape. */
function hostileRange(): fc.Arbitrary<string> {
  const bound = fc.oneof(
    fc.integer({ min: -5, max: 2_000 }),
    fc.constantFrom(-1, 0.5, 2 ** 31, 2 ** 53 + 2, 1e20, 1e308),
  );
  const misshapen = fc.constantFrom('[0]', '[]', '["0","9"]', '[null,null]', '{}', '[0,1e400]', '"0-9"', 'not json');
  return fc.oneof({ weight: 3, arbitrary: fc.tuple(bound, bound).map(json) }, { weight: 1, arbitrary: misshapen });
}

/** Conditions of react-admin's `filter` a client may send: fields of the list with values of their types, `q`. */
function validFilterEntry(operation: ApiOperation, scope: Scope): fc.Arbitrary<Entry> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...scalarFields(operation))
        .chain(([name, schema]) => validJson(schema, name, scope, 3).map((value): Entry => [name, value])),
    },
    { weight: 1, arbitrary: text(12).map((value): Entry => ['q', json(value)]) },
  );
}

/**
 * A condition of the wrong kind: a field with a value of another type (`{"createdAt":"notadate"}`),
 * null or NUL; a prototype key; an unknown field; `q` or `id` of the wrong type.
 */
function hostileFilterEntry(operation: ApiOperation, scope: Scope): fc.Arbitrary<Entry> {
  const fields = Object.entries(operation.rowFields);
  const typed = fc.constantFrom(...scalarFields(operation), ...fields).chain(([name, raw]) => {
    const schema = resolve(scope.document, raw);
    return fc
      .oneof({ weight: 3, arbitrary: aimedAt(schema, name) }, fc.constant('null'), hostileJson(IN_URL))
      .map((value): Entry => [name, value]);
  });
  const anyValue = fc.oneof(
    idString(scope).map(json),
    fc.array(idString(scope), { maxLength: 3 }).map(json),
    hostileJson(IN_URL),
  );
  const named = fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'q', 'id'), text(12)), anyValue);
  return fc.oneof({ weight: 3, arbitrary: typed }, { weight: 2, arbitrary: named });
}

function validFilter(operation: ApiOperation, scope: Scope): fc.Arbitrary<string> {
  return fc.array(validFilterEntry(operation, scope), { maxLength: 2 }).map(objectText);
}

function hostileFilter(operation: ApiOperation, scope: Scope): fc.Arbitrary<string> {
  const misshapen = fc.constantFrom(
    '[]',
    'null',
    '"q"',
    '1',
    'not json',
    '{"id":[1,2]}',
    '{"id":["not-a-uuid"]}',
    `{"q":${deepText(1_500, 'array')}}`,
  );
  const withWrongEntry = fc
    .tuple(fc.array(validFilterEntry(operation, scope), { maxLength: 1 }), hostileFilterEntry(operation, scope))
    .map(([valid, wrong]) => objectText([...valid, wrong]));
  return fc.oneof({ weight: 4, arbitrary: withWrongEntry }, { weight: 1, arbitrary: misshapen });
}

/** A query parameter's valid and wrong values: react-admin's list parameters know their list. */
function queryValues(
  parameter: ParameterObject,
  operation: ApiOperation,
  scope: Scope,
): [valid: fc.Arbitrary<string>, wrong: fc.Arbitrary<string>] {
  switch (parameter.name) {
    case 'sort':
      return [validSort(operation), hostileSort(operation)];
    case 'range':
      return [validRange(), hostileRange()];
    case 'filter':
      return [validFilter(operation, scope), hostileFilter(operation, scope)];
    default:
      return [
        validString(resolve(scope.document, parameter.schema ?? {}), parameter.name, scope),
        hostileString(IN_URL.longest),
      ];
  }
}

function queryField(parameter: ParameterObject, operation: ApiOperation, scope: Scope): Field {
  const [valid, wrong] = queryValues(parameter, operation, scope);
  return {
    name: parameter.name,
    valid,
    presence: 0.5,
    wrong: fc.oneof({ weight: 4, arbitrary: wrong }, { weight: 1, arbitrary: hostileString(IN_URL.longest) }),
    aimed: true,
  };
}

/** Parameters no operation declares, and declared ones given twice (which Express reads as an array). */
function extraQueryEntries(operation: ApiOperation): fc.Arbitrary<Entry[]> {
  const declared = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const key = fc.constantFrom(...PROTOTYPE_KEYS, ...declared, 'foo', 'filter[__proto__]', 'sort[]', '');
  return fc.array(fc.tuple(key, text(12)), { minLength: 1, maxLength: 2 });
}

function queryArbitrary(operation: ApiOperation, scope: Scope): fc.Arbitrary<string> {
  const fields = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => queryField(parameter, operation, scope));
  return oneWrong(fields, extraQueryEntries(operation)).map((entries) =>
    entries.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&'),
  );
}

/** Values of the headers the operation declares, such as Idempotency-Key: printable ASCII, as HTTP allows. */
function headersArbitrary(operation: ApiOperation): fc.Arbitrary<Record<string, string>> {
  const value = fc.oneof(
    fc.uuid(),
    fc.string({ unit: 'grapheme-ascii', maxLength: 120 }),
    fc.constantFrom(101, 1_000, IN_URL.longest).map((length) => 'k'.repeat(length)),
  );
  const headers = operation.parameters.filter((p) => p.in === 'header');
  return fc
    .tuple(
      ...headers.map((header) =>
        present(
          value.map((v): Entry => [header.name, v]),
          0.5,
        ),
      ),
    )
    .map((entries) => Object.fromEntries(entries.filter(isEntry)));
}
