// Where the CLI writes: stdout for results (one JSON document with --json), stderr for everything
// a person reads along the way, in the user's language.
import type { Lang } from '../../core/messages'

export interface Io {
  out: (line: string) => void
  err: (line: string) => void
  lang: Lang
}
