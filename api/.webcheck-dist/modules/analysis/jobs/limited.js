"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.forEachLimited = forEachLimited;
/** Runs `work` over `items` with at most `limit` at a time. */
async function forEachLimited(items, limit, work) {
    let next = 0;
    const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
        while (next < items.length)
            await work(items[next++]);
    });
    await Promise.all(lanes);
}
//# sourceMappingURL=limited.js.map