// One error, in the current language, as a sentence: never a stack, never a code dump.
import type { UiError } from '../../errors'
import { useLang } from '../../i18n'

export function ErrorLine({ error, testId }: { error: UiError | null | undefined; testId?: string }) {
  const lang = useLang()
  if (!error) return null
  return (
    <div className="error-line" role="alert" data-testid={testId} data-code={error.code}>
      {error[lang]}
    </div>
  )
}
