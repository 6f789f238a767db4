// Loaded into the API process by bench/event-loop.mjs (node --require): measures the event loop's delay with
// perf_hooks.monitorEventLoopDelay and answers the benchmark over the IPC channel ('reset', then 'report').
const { monitorEventLoopDelay } = require('node:perf_hooks');

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns) => Math.round(ns / 1e4) / 100;
process.on('message', (message) => {
  if (message === 'reset') histogram.reset();
  if (message === 'report') {
    process.send({ p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), samples: histogram.count });
  }
});
// The IPC channel must not keep the server alive at shutdown.
process.channel?.unref();
