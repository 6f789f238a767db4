import { ContentItemRow } from '../modules/content/projections/content-items/content-item.entity';
import { UserRow } from '../modules/identity/projections/users/user.entity';

export const READ_MODEL_ENTITIES = [UserRow, ContentItemRow];
