import { ApiOperation, OpenApiDocument, ParameterObject, resolve, SchemaObject } from './fuzz/openapi-arbitraries';

/**
 * What Swagger UI (swagger-ui-dist 5, its `sampleFromSchema` for OpenAPI 3.0) writes for a
 * value the document gives no example of: a format's own sample, or the type's placeholder.
 */
const FORMAT_SAMPLES = new Map<string, () => unknown>([
  ['email', () => 'user@example.com'],
  ['uuid', () => '3fa85f64-5717-4562-b3fc-2c963f66afa6'],
  ['date-time', () => new Date().toISOString()],
  ['date', () => new Date().toISOString().slice(0, 10)],
]);

/**
 * The value Swagger UI pre-fills in "Try it out" for this schema: its example or default, else
 * the first of its values, else an object of every property that is not read-only, else a
 * placeholder (`"string"` stretched to minLength, a number at its bound, `true`).
 */
export function swaggerUiSample(document: OpenApiDocument, schema: SchemaObject): unknown {
  let resolved = resolve(document, schema);
  const [first] = resolved.oneOf ?? resolved.anyOf ?? [];
  if (first) resolved = { ...resolve(document, first), ...resolved, oneOf: undefined, anyOf: undefined };
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.enum) return resolved.enum[0];
  if (resolved.properties || resolved.type === 'object') {
    return Object.fromEntries(
      Object.entries(resolved.properties ?? {})
        .filter(([, property]) => !property.readOnly && !property.deprecated)
        .map(([name, property]) => [name, swaggerUiSample(document, property)]),
    );
  }
  if (resolved.type === 'array') return resolved.items ? [swaggerUiSample(document, resolved.items)] : [];
  if (resolved.type === 'boolean') return true;
  if (resolved.type === 'number' || resolved.type === 'integer') {
    return resolved.maximum ?? resolved.minimum ?? 0;
  }
  if (resolved.pattern) {
    // Swagger UI draws a random match of the pattern: only an example makes it the same every time.
    throw new Error(`a string with the pattern ${resolved.pattern} has no example`);
  }
  let text = String(FORMAT_SAMPLES.get(resolved.format ?? '')?.() ?? 'string');
  if (resolved.maxLength !== undefined) text = text.slice(0, resolved.maxLength);
  for (let i = 0; resolved.minLength !== undefined && text.length < resolved.minLength; i++) text += text[i];
  return text;
}

/** Swagger UI fills in a parameter from its example, its schema's example or its default. */
export function parameterExample(parameter: ParameterObject): unknown {
  return parameter.example ?? parameter.schema?.example ?? parameter.schema?.default;
}

/** Whether "Try it out" comes pre-filled: a parameter with an example, or a request body. */
export function hasExamples(operation: ApiOperation): boolean {
  return operation.body !== undefined || operation.parameters.some((p) => parameterExample(p) !== undefined);
}
