// Loaded into the API process by bench/memory.mjs --probe (node --require; Node loads it into every worker thread
// too): once a second each thread appends a JSON line to MEMORY_PROBE_FILE with its own V8 heap, and the main
// thread adds the process's figures (RSS split into anonymous and file-backed memory, external and array-buffer
// memory), so a peak RSS can be split into the main heap, the pool threads' heaps, and what is outside any heap.
// The large-page process (a child of the API, which inherits NODE_OPTIONS) writes its own lines, told apart by pid.
const { appendFileSync, readFileSync } = require('node:fs');
const { isMainThread, threadId } = require('node:worker_threads');
const v8 = require('node:v8');

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  const mb = (bytes) => Math.round(bytes / 1048576);
  const timer = setInterval(() => {
    const heap = v8.getHeapStatistics();
    const line = {
      t: Date.now(),
      pid: process.pid,
      thread: threadId,
      heapUsed: mb(heap.used_heap_size),
      heapTotal: mb(heap.total_heap_size),
      mallocedMemory: mb(heap.malloced_memory),
    };
    if (isMainThread) {
      const usage = process.memoryUsage();
      const status = readFileSync('/proc/self/status', 'utf8');
      const kb = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
      Object.assign(line, {
        rss: mb(usage.rss),
        rssAnon: Math.round(kb('RssAnon') / 1024),
        rssFile: Math.round(kb('RssFile') / 1024),
        external: mb(usage.external),
        arrayBuffers: mb(usage.arrayBuffers),
        threads: kb('Threads'),
      });
    }
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000);
  timer.unref();
}
