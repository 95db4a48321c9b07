// Validation failures in both languages: zod writes its messages in English; the same value is
// validated again with zod's Simplified Chinese locale so a clinician reads the reason in Chinese.
import { z } from 'zod'
import { defineMessages } from './messages'
import type { Msg } from './messages'

const m = defineMessages('zod', {
  issues: {
    zh: (p) => String(p.zh),
    en: (p) => String(p.en),
  },
})

const zhErrors = z.locales.zhCN().localeError

function describe(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ')
}

/** The issues of a failed parse, rendered in English and (re-validated) in Chinese. */
export function validationMsg(schema: z.ZodType, value: unknown, error: z.ZodError): Msg {
  const zh = schema.safeParse(value, { error: zhErrors })
  return m.issues({ en: describe(error.issues), zh: describe(zh.success ? error.issues : zh.error.issues) })
}
