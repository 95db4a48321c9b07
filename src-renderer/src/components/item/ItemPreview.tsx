// The item as a clinician sees it: instructions, case, dialogue, stem, options, attachments; then the
// key, set apart. Everything is rendered as React text: items come from outside files, and a stem
// holding <img onerror=…> must show those characters, not run them. The input may be an unsaved
// draft of any shape, so every field is checked before it is shown.
import type { ReactNode } from 'react'
import { useCodeLabel, useT } from '../../i18n'
import type { StringKey } from '../../i18n'

type Obj = Record<string, unknown>

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v)
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="pv-section" data-testid={testId}>
      <h4>{title}</h4>
      {children}
    </section>
  )
}

/** Multi-line source text: line breaks kept by CSS (white-space: pre-wrap), never by markup. */
function Text({ value, testId }: { value: string; testId?: string }) {
  return (
    <div className="pv-text" data-testid={testId}>
      {value}
    </div>
  )
}

export function ItemPreview({ item, itemKey }: { item: unknown; itemKey: unknown }) {
  const t = useT()
  const label = useCodeLabel()
  if (!isObj(item)) return null
  const context = isObj(item.context) ? item.context : {}
  const options = isObj(item.options) ? Object.entries(item.options).filter(([, v]) => typeof v === 'string') : []
  const history = arr(context.history).filter(isObj)
  const attachments = arr(item.attachments).filter(isObj)
  const variants = arr(item.variants)
  const specialty = isObj(item.specialty) ? item.specialty : {}
  const source = isObj(item.source) ? item.source : {}
  const tags = arr(item.tags).filter((x): x is string => typeof x === 'string')

  const chips = [
    str(item.type) && label('type', item.type as string),
    str(item.dimension) && label('dimension', item.dimension as string),
    str(item.track) && label('track', item.track as string),
    [str(specialty.primary), str(specialty.secondary)].filter(Boolean).join(' / '),
  ].filter((c): c is string => !!c)

  return (
    <div className="preview" data-testid="item-preview">
      <div className="pv-chips">
        {chips.map((c) => (
          <span key={c} className="chip">
            {c}
          </span>
        ))}
      </div>
      {str(context.instruction) && (
        <Section title={t('pvInstruction')}>
          <Text value={context.instruction as string} />
        </Section>
      )}
      {str(context.case) && (
        <Section title={t('pvCase')}>
          <Text value={context.case as string} />
        </Section>
      )}
      {history.length > 0 && (
        <Section title={t('pvHistory')}>
          <ol className="pv-dialogue">
            {history.map((turn, i) => (
              <li key={i} className={`turn turn-${String(turn.role)}`}>
                <span className="turn-role">{roleLabel(t, turn.role)}</span>
                <span className="pv-text">{typeof turn.text === 'string' ? turn.text : ''}</span>
              </li>
            ))}
          </ol>
        </Section>
      )}
      <Section title={t('pvStem')}>
        <Text value={typeof item.stem === 'string' ? item.stem : ''} testId="preview-stem" />
      </Section>
      {options.length > 0 && (
        <Section title={t('pvOptions')}>
          <ol className="pv-options" data-testid="preview-options">
            {options.map(([letter, text]) => (
              <li key={letter}>
                <span className="opt-letter">{letter}.</span>
                <span className="pv-text">{text as string}</span>
              </li>
            ))}
          </ol>
          {variants.length > 0 && <p className="muted small">{t('pvVariants', { n: variants.length })}</p>}
        </Section>
      )}
      {attachments.length > 0 && (
        <Section title={t('pvAttachments')}>
          <ul className="pv-attachments">
            {attachments.map((a, i) => (
              <li key={i}>
                <span className="chip">{a.kind === 'image' ? t('pvImage') : String(a.kind ?? '')}</span> <code>{String(a.path ?? '')}</code>
              </li>
            ))}
          </ul>
          <p className="muted small">{t('pvAttachmentNote')}</p>
        </Section>
      )}
      <KeyPreview value={itemKey} />
      <dl className="pv-meta">
        {str(item.task) && (
          <>
            <dt>{t('pvTask')}</dt>
            <dd>{item.task as string}</dd>
          </>
        )}
        {str(source.name) && (
          <>
            <dt>{t('pvSource')}</dt>
            <dd>{[source.name, source.subject, source.ref, source.licence].filter((x) => typeof x === 'string' && x).join(' · ')}</dd>
          </>
        )}
        {tags.length > 0 && (
          <>
            <dt>{t('pvTags')}</dt>
            <dd>{tags.join('、')}</dd>
          </>
        )}
      </dl>
    </div>
  )
}

function roleLabel(t: ReturnType<typeof useT>, role: unknown): string {
  const key = `role_${String(role)}` as StringKey
  return ['patient', 'doctor', 'user', 'assistant', 'system'].includes(String(role)) ? t(key) : String(role ?? '')
}

function KeyPreview({ value }: { value: unknown }) {
  const t = useT()
  if (!isObj(value) || Object.keys(value).length === 0) return null
  const keyPoints = arr(value.keyPoints).filter((x): x is string => typeof x === 'string')
  const accepted = arr(value.accepted).filter((x): x is string => typeof x === 'string')
  const tuples = arr(value.tuples).filter(Array.isArray)
  const rubric = arr(value.rubric).filter(isObj)
  return (
    <section className="pv-key" data-testid="preview-key">
      <h4>{t('pvKey')}</h4>
      {str(value.answer) && (
        <p>
          <span className="pv-label">{t('pvAnswer')}</span> <strong className="answer">{value.answer as string}</strong>
        </p>
      )}
      {str(value.reference) && (
        <div>
          <span className="pv-label">{t('pvReference')}</span>
          <Text value={value.reference as string} />
        </div>
      )}
      {accepted.length > 0 && (
        <p>
          <span className="pv-label">{t('pvAccepted')}</span> {accepted.join(' | ')}
        </p>
      )}
      {keyPoints.length > 0 && (
        <div>
          <span className="pv-label">{t('pvKeyPoints')}</span>
          <ul>
            {keyPoints.map((k, i) => (
              <li key={i}>{k}</li>
            ))}
          </ul>
        </div>
      )}
      {tuples.length > 0 && (
        <div>
          <span className="pv-label">{t('pvTuples')}</span>
          <ul>
            {tuples.map((tu, i) => (
              <li key={i}>{(tu as unknown[]).map(String).join(' — ')}</li>
            ))}
          </ul>
        </div>
      )}
      {rubric.length > 0 && (
        <div>
          <span className="pv-label">{t('pvRubric')}</span>
          <ul>
            {rubric.map((r, i) => (
              <li key={i}>
                {String(r.criterion ?? '')} <span className="muted">({t('pvPoints', { n: Number(r.points) || 0 })})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {str(value.explanation) && (
        <div>
          <span className="pv-label">{t('pvExplanation')}</span>
          <Text value={value.explanation as string} />
        </div>
      )}
    </section>
  )
}
