// Stores kept in the runs file beside the runs themselves (judge passes, grading sessions) share the
// run store's connection, so their writes and the runs' are one transaction space; each is made once
// per connection and dropped with it.
import type { Db } from '../../store/db'
import type { Workspace } from '../workspace'

export function perRunsFile<T>(make: (db: Db) => T): (ws: Workspace) => T {
  const made = new WeakMap<object, T>()
  return (ws) => {
    const runs = ws.runs.store
    let s = made.get(runs)
    if (!s) made.set(runs, (s = make(runs.db)))
    return s
  }
}
