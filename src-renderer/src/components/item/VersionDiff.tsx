// A line diff of two pretty-printed JSON versions (jsdiff diffLines). Long unchanged stretches fold
// to a few lines of context so the change is what the eye lands on. All lines are text.
import { diffLines } from 'diff'
import { useMemo } from 'react'
import { pretty } from '../../stores/itemStore'
import { useT } from '../../i18n'

const CONTEXT = 3

interface Line {
  kind: 'add' | 'del' | 'same' | 'fold'
  text: string
  oldNo?: number
  newNo?: number
  folded?: number
}

function buildLines(a: unknown, b: unknown): { lines: Line[]; added: number; removed: number } {
  const parts = diffLines(pretty(a), pretty(b))
  const raw: Line[] = []
  let oldNo = 1
  let newNo = 1
  let added = 0
  let removed = 0
  for (const p of parts) {
    const texts = p.value.replace(/\n$/, '').split('\n')
    for (const text of texts) {
      if (p.added) {
        raw.push({ kind: 'add', text, newNo: newNo++ })
        added++
      } else if (p.removed) {
        raw.push({ kind: 'del', text, oldNo: oldNo++ })
        removed++
      } else raw.push({ kind: 'same', text, oldNo: oldNo++, newNo: newNo++ })
    }
  }
  // Fold runs of unchanged lines longer than the context on both sides.
  const lines: Line[] = []
  for (let i = 0; i < raw.length; ) {
    if (raw[i].kind !== 'same') {
      lines.push(raw[i++])
      continue
    }
    let j = i
    while (j < raw.length && raw[j].kind === 'same') j++
    const run = raw.slice(i, j)
    const head = i === 0 ? 0 : CONTEXT
    const tail = j === raw.length ? 0 : CONTEXT
    if (run.length > head + tail + 2) {
      lines.push(...run.slice(0, head))
      lines.push({ kind: 'fold', text: '', folded: run.length - head - tail })
      lines.push(...run.slice(run.length - tail))
    } else lines.push(...run)
    i = j
  }
  return { lines, added, removed }
}

export function VersionDiff({ a, b, va, vb, title }: { a: unknown; b: unknown; va: number; vb: number; title?: string }) {
  const t = useT()
  const { lines, added, removed } = useMemo(() => buildLines(a, b), [a, b])
  return (
    <div className="diff" data-testid="version-diff">
      <div className="diff-head">
        <strong>{title ?? t('diffTitle', { a: va, b: vb })}</strong>
        <span className="muted">{added + removed === 0 ? t('diffSame') : t('diffStats', { add: added, del: removed })}</span>
      </div>
      <div className="diff-body" role="table">
        {lines.map((l, i) =>
          l.kind === 'fold' ? (
            <div key={i} className="diff-line diff-fold" role="row">
              {t('diffFolded', { n: l.folded ?? 0 })}
            </div>
          ) : (
            <div key={i} className={`diff-line diff-${l.kind}`} role="row" data-kind={l.kind}>
              <span className="diff-no">{l.oldNo ?? ''}</span>
              <span className="diff-no">{l.newNo ?? ''}</span>
              <span className="diff-sign">{l.kind === 'add' ? '+' : l.kind === 'del' ? '−' : ' '}</span>
              <span className="diff-text">{l.text}</span>
            </div>
          ),
        )}
      </div>
    </div>
  )
}
