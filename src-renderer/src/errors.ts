// Failures become one line in the user's language. Operation errors already carry zh/en text from the
// host; anything else (a bug in the page) is reduced to its first line, never a stack trace.
import { ApiError } from './api'
import type { Lang } from './i18n'
import { translate } from './i18n'

/** What the UI keeps of a failure: both languages, so switching language re-renders it correctly. */
export interface UiError {
  code: string
  zh: string
  en: string
}

export function toUiError(e: unknown): UiError {
  if (e instanceof ApiError) return { code: e.error.code, zh: e.error.zh, en: e.error.en }
  const detail = e instanceof Error ? e.message.split('\n')[0].slice(0, 200) : String(e).slice(0, 200)
  console.error(e)
  return {
    code: 'client',
    zh: translate('zh', 'unexpectedError', { detail }),
    en: translate('en', 'unexpectedError', { detail }),
  }
}

export function errorText(e: UiError | null | undefined, lang: Lang): string {
  return e ? e[lang] : ''
}
