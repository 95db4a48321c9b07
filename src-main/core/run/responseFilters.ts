// The filters of a run's per-response table, named once for the operation's input schema, the store's
// queries and the renderer's picker. check_differs: answers a reading check (a judge that read the
// choice answers) read differently from the reader; only with a reading check chosen.

export const RESPONSE_FILTERS = ['all', 'wrong', 'failed', 'unanswered', 'inconsistent', 'inferred', 'check_differs'] as const

export type ResponseFilter = (typeof RESPONSE_FILTERS)[number]
