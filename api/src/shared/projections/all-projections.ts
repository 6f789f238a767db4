import { ContentItemsProjection } from '../../modules/content/projections/content-items/content-items.projection';
import { UsersProjection } from '../../modules/identity/projections/users/users.projection';
import { Projection } from './projection';

/** Every read model's projection: the live runner and `npm run replay` both use this list. */
export function allProjections(): Projection[] {
  return [new UsersProjection(), new ContentItemsProjection()];
}
