/**
 * Which alerts travel together. The alerts of one bulk run (the same job id) for one channel and kind are one
 * message: 200 pages failing in one run send one message per channel, not 200. Any other alert is its own message.
 */
export function groupKeyFor(channelId: string, kind: string, position: number, jobId: string | undefined): string {
  return jobId ? `job:${jobId}:${channelId}:${kind}` : `event:${position}:${channelId}:${kind}`;
}

export const isBulkRunGroup = (groupKey: string) => groupKey.startsWith('job:');
