import { useTestApp } from '../../../test/test-app';

type Schema = { $ref?: string; type?: string; format?: string; properties?: Record<string, Schema>; items?: Schema; additionalProperties?: boolean | Schema; oneOf?: Schema[]; anyOf?: Schema[]; allOf?: Schema[] };
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { responses: Record<string, Response> };
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

describe('the OpenAPI description', () => {
  let doc: Document;
  const app = useTestApp();
  beforeAll(async () => {
    const response = await app.anonymous().get('/api/docs-json').expect(200);
    doc = response.body;
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ where: `${method.toUpperCase()} ${path}`, operation: item[method] })));

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

  it('documents the errors every protected route can answer', () => {
    const unguarded = operations()
      // Public: sign-up and sign-in, health, the browser navigations, the plan offers and billing's configuration (the
      // Subscribe page is open to visitors), the web app's session probe (200 with null when signed out), and Stripe's
      // webhook (authenticated by its signature instead).
      .filter(({ where }) => !/^(POST \/api\/auth\/sign(up|in)|GET \/api\/(health|login|logout|plans|billing\/config|auth\/session)|POST \/api\/stripe\/webhook)$/.test(where))
      .filter(({ operation }) => !operation.responses['401'])
      .map((o) => o.where);
    expect(unguarded).toEqual([]);
  });

  it('finds an untyped body when there is one', () => {
    const untyped: Operation = { responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } } };
    const bare: Operation = { responses: { '201': { content: { 'application/json': { schema: { type: 'string' } } } } } };
    const missing: Operation = { responses: { '200': { description: '' } } };
    const loose: Document = { ...doc, components: { schemas: { ...doc.components.schemas, Loose: { type: 'object', properties: { meta: { type: 'object' } } } } } };
    const nested: Operation = { responses: { '200': { content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Loose' } } } } } } };
    expect(operationProblems(doc, 'GET /x', untyped)).toEqual(['GET /x 200 application/json: an object without properties']);
    expect(operationProblems(doc, 'POST /x', bare)).toEqual(['POST /x 201 application/json: a bare string']);
    expect(operationProblems(doc, 'GET /x', missing)).toEqual(['GET /x 200: no body documented']);
    expect(operationProblems(loose, 'GET /x', nested)).toEqual(['GET /x 200 application/json[] (Loose).meta: an object without properties']);
    expect(operationProblems(doc, 'GET /x', { responses: {} })).toEqual(['GET /x: no success response']);
  });
});
