// A comparison shown while one of its runs is still answering (or was resumed by the CLI or another
// window) goes stale. The run list is polled while any run is running; when a compared run's
// progress or status differs between two polls, the comparison is made again.

interface RunProgress {
  id: string
  status: string
  done: number
  errors: number
}

/** Whether any of `ids` changed status, answers or failures between the two lists (or appeared/vanished). */
export function comparedRunsChanged(before: readonly RunProgress[], after: readonly RunProgress[], ids: readonly string[]): boolean {
  for (const id of ids) {
    const a = before.find((r) => r.id === id)
    const b = after.find((r) => r.id === id)
    if (a === undefined || b === undefined) {
      if (a !== b) return true
      continue
    }
    if (a.status !== b.status || a.done !== b.done || a.errors !== b.errors) return true
  }
  return false
}
