// The shape of a translated string, shared by the main table (i18n.ts) and the tables of single views.
export type Params = Record<string, string | number>
export type Entry = { zh: string | ((p: Params) => string); en: string | ((p: Params) => string) }
