/** Where a notification's reader opens the item: the content list with the item's View dialog open. */
export const itemLink = (publicUrl: string, contentId: string) => `${publicUrl}/content?item=${encodeURIComponent(contentId)}`;
