// One response, opened from the table: how it was read and scored, the prompt exactly as it was sent
// (every message), the raw output with the span that decided the answer highlighted, the reasoning
// text the server returned apart, and the error of a failed request. Text only, never markup.
import { useEffect, useRef } from 'react'
import type { ResponseRow } from '../../stores/runStore'
import { useRunStore } from '../../stores/runStore'
import { useLang, useT } from '../../i18n'
import { fmtCount, fmtMs } from '../../format'
import { errorClassLabel, responseStatusLabel, spanRange, variantLabel } from './runLabels'
import { fmtItemScore } from './ResponsesPanel'

interface Msg {
  role: string
  text: string
}

/** The stored messages, whatever their shape: text parts joined, images named by their address. */
function readMessages(raw: unknown): Msg[] {
  if (!Array.isArray(raw)) return []
  return raw.map((m) => {
    const role = typeof m?.role === 'string' ? m.role : '?'
    const c = m?.content
    if (typeof c === 'string') return { role, text: c }
    if (Array.isArray(c)) {
      const text = c
        .map((p: unknown) => {
          const part = p as { type?: string; text?: unknown; image_url?: { url?: unknown } }
          if (part?.type === 'text' && typeof part.text === 'string') return part.text
          if (part?.type === 'image_url') return `[image ${typeof part.image_url?.url === 'string' ? part.image_url.url.slice(0, 120) : ''}]`
          return JSON.stringify(p)
        })
        .join('\n')
      return { role, text }
    }
    return { role, text: JSON.stringify(c) }
  })
}

export function ResponseDetail({ row }: { row: ResponseRow }) {
  const t = useT()
  const lang = useLang()
  const box = useRef<HTMLElement>(null)
  const messages = readMessages(row.messages)
  const output = row.output ?? ''
  const range = spanRange(output, row.span)
  const variant = variantLabel(row.variantKey, row.sample, lang)

  // The panel takes the focus when it opens, so Esc and Tab work from it; the table gets it back on close.
  useEffect(() => {
    box.current?.focus({ preventScroll: true })
    return () => document.querySelector<HTMLElement>('[data-testid="responses-table"]')?.focus({ preventScroll: true })
  }, [])

  return (
    <aside ref={box} className="response-detail" tabIndex={-1} aria-label={`${row.itemId} ${variant}`} data-testid="response-detail" data-seq={row.seq}>
      <header className="panel-head">
        <span className="panel-id" title={row.itemId}>
          {row.itemId}
        </span>
        <span className="muted" title={row.variantKey}>
          {variant}
        </span>
        <span className={`resp-pill resp-${row.status}`}>{responseStatusLabel(row.status, lang)}</span>
        <span className="toolbar-spacer" />
        <span className="muted small">{t('respDetailKeys')}</span>
        <button type="button" className="icon-button" onClick={() => useRunStore.getState().closeDetail()} aria-label={t('closePanel')} title={t('closePanel')} data-testid="response-close">
          ×
        </button>
      </header>
      <div className="response-body">
        <dl className="kv response-facts">
          <dt>{t('respColExtracted')}</dt>
          <dd data-testid="response-extracted">{row.extracted || '—'}</dd>
          {row.checkedAs !== undefined && (
            <>
              <dt>{t('respColChecked')}</dt>
              <dd data-testid="response-checked">
                {row.checkedAs || t('readNoAnswer')}
                {row.checkReason && <span className="muted"> · {row.checkReason}</span>}
              </dd>
            </>
          )}
          <dt>{t('respColScore')}</dt>
          <dd>{row.score === null ? '—' : fmtItemScore(row.score)}</dd>
          <dt>{t('respColRule')}</dt>
          <dd>
            <code>{row.rule ?? '—'}</code>
          </dd>
          <dt>{t('respAttempts')}</dt>
          <dd>
            {fmtCount(row.attempts)}
            {row.latencyMs !== null && ` · ${fmtMs(row.latencyMs)} ms`}
            {row.cached && ` · ${t('respCached')}`}
          </dd>
          {row.finishReason && (
            <>
              <dt>{t('respFinish')}</dt>
              <dd>
                <code>{row.finishReason}</code>
              </dd>
            </>
          )}
          {row.endpoint && (
            <>
              <dt>{t('respEndpoint')}</dt>
              <dd>
                <code>{row.endpoint}</code>
              </dd>
            </>
          )}
        </dl>

        {(row.errorClass || row.error) && (
          <section className="response-section">
            <h4>{t('respError')}</h4>
            <p className="error-line" data-testid="response-error">
              {row.errorClass ? errorClassLabel(row.errorClass, lang) : ''}
              {row.error ? `${row.errorClass ? (lang === 'zh' ? '：' : ': ') : ''}${row.error}` : ''}
            </p>
          </section>
        )}

        <section className="response-section">
          <h4>{t('respOutput')}</h4>
          {row.output === null ? (
            <p className="muted">{t('respNoOutput')}</p>
          ) : (
            <pre className="response-text" data-testid="response-output">
              {range ? (
                <>
                  {output.slice(0, range[0])}
                  <mark className="span-mark" data-testid="response-span" title={t('respSpanTitle')}>
                    {output.slice(range[0], range[1])}
                  </mark>
                  {output.slice(range[1])}
                </>
              ) : (
                output
              )}
            </pre>
          )}
          {row.span && !range && <p className="muted small">{t('respSpanNotFound', { span: row.span })}</p>}
        </section>

        {row.reasoning && (
          <section className="response-section">
            <h4>{t('respReasoning')}</h4>
            <pre className="response-text reasoning" data-testid="response-reasoning">
              {row.reasoning}
            </pre>
          </section>
        )}

        <section className="response-section">
          <h4>{t('respPrompt', { n: messages.length })}</h4>
          {messages.length === 0 ? (
            <p className="muted">{t('respNoPrompt')}</p>
          ) : (
            <ol className="prompt-messages" data-testid="response-messages">
              {messages.map((m, i) => (
                <li key={i} className={`prompt-msg msg-${m.role}`}>
                  <span className="msg-role">{m.role}</span>
                  <pre className="response-text">{m.text}</pre>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </aside>
  )
}
