// The filters of a run's per-response table, named once for the operation's input schema, the store's
// queries and the renderer's picker.

export const RESPONSE_FILTERS = ['all', 'wrong', 'failed', 'unanswered', 'inconsistent', 'inferred'] as const

export type ResponseFilter = (typeof RESPONSE_FILTERS)[number]
