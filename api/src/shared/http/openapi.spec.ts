import type { OpenAPIObject } from '@nestjs/swagger';
import { describeRequestBodies } from './openapi';

/** A document as Nest writes it: the body names its DTO, whose schema lists no fields. */
function documentWithBody(dto: string, schemas: Record<string, object> = { [dto]: { type: 'object', properties: {} } }): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 'test', version: '1' },
    paths: {
      '/api/x': {
        post: { requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${dto}` } } } }, responses: {} },
      },
    },
    components: { schemas },
  };
}

describe('describeRequestBodies', () => {
  it("gives a body its DTO's fields, and the schemas its fields refer to", () => {
    const document = documentWithBody('CreateContentItemDto');
    describeRequestBodies(document);
    expect(document.components!.schemas!.CreateContentItemDto).toMatchObject({ required: ['title', 'url'], properties: { title: { type: 'string' } } });
    expect(Object.keys(document.components!.schemas!).sort()).toEqual(['AddSourceUrlDto', 'CheckSchedule', 'CreateContentItemDto']);
  });

  it('refuses a body that is not a DTO of the contracts, so that the app does not start with it', () => {
    expect(() => describeRequestBodies(documentWithBody('SomethingElse'))).toThrow(
      'POST /api/x application/json: the request body is not a DTO of @freshwatch/contracts/dto',
    );
  });

  it('refuses to replace a response schema of the same name', () => {
    const document = documentWithBody('CreateContentItemDto', {
      CreateContentItemDto: {},
      CheckSchedule: { type: 'object', properties: { type: { type: 'string' } } },
    });
    expect(() => describeRequestBodies(document)).toThrow('request body schemas would replace the response schemas CheckSchedule');
  });
});
