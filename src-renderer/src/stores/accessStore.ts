// Whether the web host will talk to this page at all. A link without its access token (or with the
// token of an earlier start) cannot reach the bank; rather than showing the app with an error in every
// corner, the window shows one page that says why and how to get a working link.
import { create } from 'zustand'

/** missing: the link carried no token; rejected: the host refused the token this page had. */
export type AccessProblem = 'missing' | 'rejected'

export const useAccessStore = create<{ problem: AccessProblem | null }>(() => ({ problem: null }))

export function reportAccessProblem(problem: AccessProblem): void {
  useAccessStore.setState({ problem })
}
