import SwaggerParser from '@apidevtools/swagger-parser';
import { useTestApp } from '../../../test/test-app';

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> }; responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Bodies that are not JSON objects, declared as what they are. */
const STREAMED = ['text/event-stream', 'application/octet-stream', 'application/zip', 'text/csv'];

/**
 * Problems of one schema as a response body: it must be an object with properties (or an array of such, or one
 * of several such), and so must every object inside it, so that no body or part of one is an untyped object.
 */
function schemaProblems(doc: Document, schema: Schema | undefined, where: string, seen = new Set<string>()): string[] {
  if (!schema) return [`${where}: no schema`];
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return [];
    seen.add(name);
    const target = doc.components.schemas[name];
    return target ? schemaProblems(doc, target, `${where} (${name})`, seen) : [`${where}: ${schema.$ref} is not defined`];
  }
  const combined = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (combined) return combined.flatMap((part, i) => schemaProblems(doc, part, `${where}[${i}]`, seen));
  if (schema.type === 'array') return schemaProblems(doc, schema.items, `${where}[]`, seen);
  if (schema.type !== 'object' && schema.type !== undefined) return [`${where}: a bare ${schema.type}`];
  // A map (`Record<string, X>`): what matters is that its values are typed.
  if (typeof schema.additionalProperties === 'object' && !schema.properties) return schemaProblems(doc, schema.additionalProperties, `${where}{}`, seen);
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return [`${where}: an object without properties`];
  return properties.flatMap(([name, property]) => (holdsNoObject(property) ? [] : schemaProblems(doc, property, `${where}.${name}`, seen)));
}

/** A property that is a scalar, a list of scalars or one of several scalars: nothing in it can be an untyped object. */
function holdsNoObject(schema: Schema): boolean {
  if (schema.type === 'array') return schema.items !== undefined && holdsNoObject(schema.items);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives && !schema.$ref) return alternatives.length > 0 && alternatives.every(holdsNoObject);
  return !schema.$ref && !schema.oneOf && !schema.anyOf && !schema.allOf && schema.type !== undefined && schema.type !== 'object';
}

/** Problems of an operation's documented responses. */
function operationProblems(doc: Document, where: string, operation: Operation): string[] {
  const responses = Object.entries(operation.responses ?? {});
  const successes = responses.filter(([status]) => /^[23]\d\d$/.test(status));
  if (successes.length === 0) return [`${where}: no success response`];
  const problems: string[] = [];
  for (const [status, response] of responses) {
    const at = `${where} ${status}`;
    // 204 No Content and redirects have no body.
    if (status === '204' || status.startsWith('3')) {
      if (response.content) problems.push(`${at}: a body on a ${status}`);
      continue;
    }
    const content = Object.entries(response.content ?? {});
    if (content.length === 0) {
      problems.push(`${at}: no body documented`);
      continue;
    }
    for (const [type, { schema }] of content) {
      if (STREAMED.includes(type) && schema) continue;
      problems.push(...schemaProblems(doc, schema, `${at} ${type}`));
      // GET /api/health answers 503 with the health status itself, which says which part is down.
      if (/^[45]/.test(status) && schema?.$ref !== '#/components/schemas/ApiErrorResponse' && at !== 'GET /api/health 503') {
        problems.push(`${at}: not the error body (ApiErrorResponse)`);
      }
    }
  }
  return problems;
}

/**
 * Problems of one schema as a request body: an object must list its fields, and every field (and every item of a
 * list, and every alternative) must say what its value is, so that no part of a body is left to guesswork.
 */
function requestSchemaProblems(doc: Document, schema: Schema | undefined, where: string, seen = new Set<string>()): string[] {
  if (!schema) return [`${where}: no schema`];
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return [];
    seen.add(name);
    const target = doc.components.schemas[name];
    return target ? requestSchemaProblems(doc, target, `${where} (${name})`, seen) : [`${where}: ${schema.$ref} is not defined`];
  }
  if (schema.type === 'array') return requestSchemaProblems(doc, schema.items, `${where}[]`, seen);
  // An object's own fields first: alternatives beside them (Refresh All's `oneOf` of required fields) only choose among them.
  if (schema.type === 'object' || schema.properties) {
    const fields = Object.entries(schema.properties ?? {});
    if (fields.length === 0) return [`${where}: an object without fields`];
    return fields.flatMap(([name, field]) => requestSchemaProblems(doc, field, `${where}.${name}`, seen));
  }
  const alternatives = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (alternatives) return alternatives.flatMap((part, i) => requestSchemaProblems(doc, part, `${where}[${i}]`, seen));
  return schema.type === undefined && schema.enum === undefined ? [`${where}: a value of no type`] : [];
}

/** Problems of an operation's request body, when it has one. */
function requestBodyProblems(doc: Document, where: string, operation: Operation): string[] {
  if (!operation.requestBody) return [];
  const content = Object.entries(operation.requestBody.content ?? {});
  if (content.length === 0) return [`${where}: a request body of no type`];
  return content.flatMap(([type, { schema }]) => requestSchemaProblems(doc, schema, `${where} request ${type}`));
}

describe('the OpenAPI description', () => {
  let doc: Document;
  const app = useTestApp();
  beforeAll(async () => {
    const response = await app.anonymous().get('/api/docs-json').expect(200);
    doc = response.body;
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => ({ where: `${method.toUpperCase()} ${path}`, operation: item[method] })),
    );

  it('describes the whole API', () => {
    const described = operations().map((o) => o.where);
    expect(described).toEqual(
      expect.arrayContaining([
        'GET /api/content-items',
        'PATCH /api/tasks/{id}',
        'POST /api/content-items/{id}/compare',
        'GET /api/analysis-jobs/{jobId}/events',
        'GET /api/usage',
        'GET /api/health',
        'PUT /api/admin/users/{userId}',
        'GET /api/logout',
      ]),
    );
    expect(described.length).toBeGreaterThanOrEqual(30);
  });

  it('documents every success response with a typed body (or none, for 204 and redirects), and errors with the error body', () => {
    const problems = operations().flatMap(({ where, operation }) => operationProblems(doc, where, operation));
    expect(problems).toEqual([]);
  });

  it('documents every request body with its fields, each of them typed', () => {
    const withBodies = operations().filter(({ operation }) => operation.requestBody);
    expect(withBodies.length).toBeGreaterThanOrEqual(22);
    expect(withBodies.flatMap(({ where, operation }) => requestBodyProblems(doc, where, operation))).toEqual([]);
  });

  it('documents a request body as its validator takes it', () => {
    const body = (where: string) => operations().find((o) => o.where === where)!.operation.requestBody!.content!['application/json'].schema;
    expect(body('POST /api/tasks')).toEqual({ $ref: '#/components/schemas/CreateTaskDto' });
    expect(doc.components.schemas.CreateTaskDto).toMatchObject({
      required: ['title'],
      additionalProperties: false,
      properties: { title: { type: 'string', minLength: 1, maxLength: 500 }, priority: { type: 'string', enum: ['low', 'medium', 'high'] } },
    });
  });

  it('is a valid OpenAPI document', async () => {
    // The parser resolves references in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('documents the errors every protected route can answer', () => {
    const unguarded = operations()
      // Public: sign-up and sign-in, health, the browser navigations, the plan offers and billing's configuration (the
      // Subscribe page is open to visitors), the web app's session probe (200 with null when signed out), and Stripe's
      // webhook (authenticated by its signature instead).
      .filter(
        ({ where }) =>
          !/^(POST \/api\/auth\/sign(up|in)|GET \/api\/(health|login|logout|plans|billing\/config|auth\/session)|POST \/api\/stripe\/webhook)$/.test(where),
      )
      .filter(({ operation }) => !operation.responses['401'])
      .map((o) => o.where);
    expect(unguarded).toEqual([]);
  });

  it('finds an untyped body when there is one', () => {
    const untyped: Operation = { responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } } };
    const bare: Operation = { responses: { '201': { content: { 'application/json': { schema: { type: 'string' } } } } } };
    const missing: Operation = { responses: { '200': { description: '' } } };
    const loose: Document = {
      ...doc,
      components: { schemas: { ...doc.components.schemas, Loose: { type: 'object', properties: { meta: { type: 'object' } } } } },
    };
    const nested: Operation = {
      responses: { '200': { content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Loose' } } } } } },
    };
    expect(operationProblems(doc, 'GET /x', untyped)).toEqual(['GET /x 200 application/json: an object without properties']);
    expect(operationProblems(doc, 'POST /x', bare)).toEqual(['POST /x 201 application/json: a bare string']);
    expect(operationProblems(doc, 'GET /x', missing)).toEqual(['GET /x 200: no body documented']);
    expect(operationProblems(loose, 'GET /x', nested)).toEqual(['GET /x 200 application/json[] (Loose).meta: an object without properties']);
    expect(operationProblems(doc, 'GET /x', { responses: {} })).toEqual(['GET /x: no success response']);
  });

  it('finds a request body without fields when there is one', () => {
    const body = (schema: Schema): Operation => ({ requestBody: { content: { 'application/json': { schema } } }, responses: {} });
    const loose: Document = { ...doc, components: { schemas: { ...doc.components.schemas, Empty: { type: 'object', properties: {} } } } };
    expect(requestBodyProblems(loose, 'POST /x', body({ $ref: '#/components/schemas/Empty' }))).toEqual([
      'POST /x request application/json (Empty): an object without fields',
    ]);
    expect(requestBodyProblems(doc, 'POST /x', body({ type: 'object', properties: { name: {} } }))).toEqual([
      'POST /x request application/json.name: a value of no type',
    ]);
    expect(requestBodyProblems(doc, 'POST /x', body({ type: 'array', items: { type: 'object' } }))).toEqual([
      'POST /x request application/json[]: an object without fields',
    ]);
    expect(requestBodyProblems(doc, 'POST /x', { requestBody: {}, responses: {} })).toEqual(['POST /x: a request body of no type']);
  });
});
