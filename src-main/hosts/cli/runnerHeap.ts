// `medbench run` is a long stream of short-lived requests and responses. V8's default heap growth
// lets the old generation swell to about twice what is alive before a full collection, and the
// collection of that large heap then costs the runner throughput too. Growing the heap by at most 30%
// per collection keeps a 100,000-request run at about 360 MB instead of 580 MB, and on this project's
// benchmark it sends more per second, not fewer (bench/results.json, runner). Only the run command
// sets it: a report or an import builds large structures at once, where the default serves better.
import v8 from 'node:v8'

let applied = false

export function boundRunnerHeapGrowth(): void {
  if (applied) return
  applied = true
  // Read by V8's heap-growing heuristics at every collection, so setting it after start takes effect.
  v8.setFlagsFromString('--heap-growing-percent=30')
}
