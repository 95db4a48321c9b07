// Named points where tests make an import crash or fail, to prove that the crash windows between the
// keys commit and the bank commit are closed. Inert unless MEDBENCH_FAULT names the point; nothing
// in the product sets it.
export type FaultPoint = 'import:after-keys-commit' | 'import:bank-commit' | 'import:before-commit'

export function fault(point: FaultPoint): void {
  const want = process.env.MEDBENCH_FAULT
  if (!want || want !== point) return
  if (process.env.MEDBENCH_FAULT_MODE === 'throw') throw new Error(`injected fault at ${point}`)
  // A kill -9 at this instant: no finally blocks, no rollbacks, nothing flushed by the process.
  process.kill(process.pid, 'SIGKILL')
}
