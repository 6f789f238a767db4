import { DEFAULT_PAGE_LIMIT, MAX_COUNTED_TOTAL, MAX_PAGE_LIMIT, MAX_SEARCH_LENGTH, SORT_ORDERS } from '@freshwatch/contracts';
import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, ApiQuery, getSchemaPath } from '@nestjs/swagger';

/**
 * The OpenAPI of a list route that answers the whole list, or one page when any paging parameter or filter is
 * given (contracts' paging.ts): the paging parameters, and a response that is either shape.
 */
export function ApiPagedList(item: Type<unknown>, page: Type<unknown>, sorts: readonly string[], search: string) {
  return applyDecorators(
    ApiExtraModels(item, page),
    ApiQuery({ name: 'limit', required: false, description: `Items per page, 1 to ${MAX_PAGE_LIMIT} (default ${DEFAULT_PAGE_LIMIT})` }),
    ApiQuery({ name: 'cursor', required: false, description: "The previous page's nextCursor (keyset paging); not with page" }),
    ApiQuery({ name: 'page', required: false, description: 'Page number from 1 (offset paging); not with cursor' }),
    ApiQuery({ name: 'q', required: false, description: `${search} (at most ${MAX_SEARCH_LENGTH} characters)` }),
    ApiQuery({ name: 'sort', required: false, enum: sorts, description: 'Default: created, newest first' }),
    ApiQuery({ name: 'order', required: false, enum: SORT_ORDERS, description: 'Default: asc when sort is given' }),
    ApiOkResponse({
      description: 'The whole list (an array) without any paging parameter or filter; one page with any of them',
      schema: { oneOf: [{ type: 'array', items: { $ref: getSchemaPath(item) } }, { $ref: getSchemaPath(page) }] },
    }),
  );
}

/** A page's `totalCapped` (contracts' Page.totalCapped), the same on every paged list. */
export const ApiTotalCapped = () =>
  ApiProperty({
    required: false,
    enum: [true],
    description: `Present when counting stopped at total: more than total match (a search counts up to ${MAX_COUNTED_TOTAL.toLocaleString('en-US')})`,
  });
