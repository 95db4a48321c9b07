// The answer reader tries its phrase lists through a few hundred regular expressions, each built on
// first need from the alternatives that can start or end at a place (core/extract/firstChars.ts,
// lastChars.ts). V8 compiles an expression to bytecode on its first use and again to machine code on
// its next; the reader uses nearly every one again, so the bytecode is compiled for nothing. Reading
// the bench's 1,000,000 answers on one thread took 11.0–12.2 s with machine code at once against
// 12.7–13.5 s by default (three runs each, alternating). V8 reads the flag when it compiles an
// expression, so setting it after start counts for every expression not yet compiled; it is process-wide,
// so worker threads share it.
import v8 from 'node:v8'

let applied = false

export function compileExpressionsOnce(): void {
  if (applied) return
  applied = true
  v8.setFlagsFromString('--no-regexp-tier-up')
}
