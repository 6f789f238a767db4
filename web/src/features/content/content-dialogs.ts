import { preloadable } from '@/lib/preloadable';

// The Content screen's dialogs load when first opened, not with the table: the add/edit form (schedule editor,
// writing assistant), the import and the view dialog (analysis report, history) are not needed for /content's
// first paint (the signed-in first load must stay within 300 KB of JavaScript). Each renders inside a Suspense boundary.
export const ContentFormDialog = preloadable(() => import('./form/content-form-dialog').then((m) => m.ContentFormDialog));
export const ImportDialog = preloadable(() => import('./import-dialog').then((m) => m.ImportDialog));
export const ViewContentDialog = preloadable(() => import('./view-content-dialog').then((m) => m.ViewContentDialog));
