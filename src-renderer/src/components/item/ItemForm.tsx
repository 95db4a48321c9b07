// The item as a clinician edits it: stem, options (add, remove, reorder, mark the correct ones), case
// text, explanation and the taxonomy pickers, checked as they type. It edits the same item and key
// texts as the JSON tab (itemFormModel), so drafts, the preview and saving are shared with it.
import { useMemo } from 'react'
import type { ReactNode } from 'react'
import { useItemStore } from '../../stores/itemStore'
import { useCodeLabel, useLang, useT } from '../../i18n'
import type { StringKey } from '../../i18n'
import { DIMENSIONS, ITEM_TYPES, TRACKS } from '../../../../src-main/core/types'
import { SPECIALTIES } from '../../../../src-main/import/taxonomy'
import { ErrorLine } from '../common/ErrorLine'
import { isMac } from '../../keyboard'
import {
  addOption,
  getPath,
  moveOption,
  optionList,
  optionsLocked,
  parseDoc,
  removeOption,
  setOptionText,
  setPath,
  toText,
  toggleCorrect,
  validateDoc,
} from './itemFormModel'
import type { FieldIssue, FormDoc } from './itemFormModel'

const FIELD_LABEL: Record<string, StringKey> = {
  type: 'formType',
  track: 'formTrack',
  dimension: 'formDimension',
  'specialty.primary': 'formPrimary',
  'specialty.secondary': 'formSecondary',
  task: 'formTask',
  stem: 'formStem',
  'context.case': 'formCase',
  'context.instruction': 'formInstruction',
  options: 'formOptions',
  answer: 'formCorrect',
  explanation: 'formExplanation',
}

/** The bank's item panel: the form over the panel's item and key drafts, saved as the JSON tab saves them. */
export function ItemForm() {
  const t = useT()
  const itemText = useItemStore((s) => s.itemText)
  const keyText = useItemStore((s) => s.keyText)
  const withheld = useItemStore((s) => !!s.detail?.keyWithheld)
  const dirty = useItemStore((s) => s.itemText !== s.itemBase || s.keyText !== s.keyBase)
  const itemSave = useItemStore((s) => s.itemSave)
  const keySave = useItemStore((s) => s.keySave)
  const store = useItemStore.getState
  const saving = itemSave.phase === 'saving' || keySave.phase === 'saving'
  const saveAll = async () => {
    const s = store()
    if (s.itemText !== s.itemBase) await s.save('item')
    const after = store()
    if (after.itemSave.phase !== 'error' && after.keyText !== after.keyBase && !withheld) await after.save('key')
  }
  return (
    <ItemFormFields
      itemText={itemText}
      keyText={withheld ? null : keyText}
      onItemText={(v) => store().setText('item', v)}
      onKeyText={(v) => store().setText('key', v)}
      onSave={() => void saveAll()}
    >
      <div className="form-actions">
        <span className={dirty ? 'dirty-flag' : 'muted small'}>{dirty ? t('unsaved') : t('noChanges')}</span>
        <div className="toolbar-spacer" />
        <button type="button" className="btn btn-small btn-primary" disabled={!dirty || saving} onClick={() => void saveAll()} title={isMac ? '⌘S' : 'Ctrl+S'} data-testid="form-save">
          {saving ? t('saving') : t('formSave')}
        </button>
      </div>
      <div className="pane-status" aria-live="polite" data-testid="form-status">
        {itemSave.phase === 'saved' && itemSave.version !== undefined && <span className="ok-line">✓ {t('savedAsVersion', { v: itemSave.version })}</span>}
        {keySave.phase === 'saved' && keySave.version !== undefined && <span className="ok-line">✓ {t('formKeySaved', { v: keySave.version })}</span>}
        {itemSave.phase === 'error' && <ErrorLine error={itemSave.error} testId="form-error-item" />}
        {keySave.phase === 'error' && <ErrorLine error={keySave.error} testId="form-error-key" />}
      </div>
    </ItemFormFields>
  )
}

/**
 * The form over an item text and a key text (null when the key is withheld from this user), controlled
 * by its caller: the bank's item panel, or a reviewer's revision. `children` go below the fields.
 */
export function ItemFormFields({
  itemText,
  keyText,
  onItemText,
  onKeyText,
  onSave,
  children,
}: {
  itemText: string
  keyText: string | null
  onItemText: (text: string) => void
  onKeyText: (text: string) => void
  onSave?: () => void
  children?: ReactNode
}) {
  const t = useT()
  const lang = useLang()
  const code = useCodeLabel()
  const withheld = keyText === null
  const parsed = useMemo(() => parseDoc(itemText, keyText), [itemText, keyText])
  const issues = useMemo(() => (parsed.ok ? validateDoc(parsed.doc) : []), [parsed])

  if (!parsed.ok) {
    return (
      <div className="item-form" data-testid="item-form">
        <p className="error-line" data-testid="form-bad-json">
          {t(parsed.which === 'item' ? 'formBadItemJson' : 'formBadKeyJson', { detail: parsed.detail })}
        </p>
      </div>
    )
  }
  const doc = parsed.doc
  const item = doc.item
  const commit = (next: FormDoc) => {
    const itemNext = toText(next.item)
    if (itemNext !== itemText) onItemText(itemNext)
    if (next.key !== null && keyText !== null) {
      const keyNext = toText(next.key)
      if (keyNext !== keyText) onKeyText(keyNext)
    }
  }
  const setItem = (path: string[], value: unknown) => commit({ ...doc, item: setPath(item, path, value) })
  const setKey = (path: string[], value: unknown) => commit({ ...doc, key: setPath(doc.key ?? {}, path, value) })
  const str = (path: string[]) => {
    const v = getPath(item, path)
    return typeof v === 'string' ? v : ''
  }
  const issueOf = (field: string) => issues.filter((i) => i.field === field)
  const options = optionList(item)
  const locked = optionsLocked(item)
  const answer = typeof doc.key?.answer === 'string' ? (doc.key.answer as string) : ''
  const primary = str(['specialty', 'primary'])
  const secondaries = SPECIALTIES[primary] ?? []
  const choice = item.type === 'single_choice' || item.type === 'multi_choice' || item.type === 'true_false'

  return (
    <div
      className="item-form"
      data-testid="item-form"
      onKeyDown={(e) => {
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's' && onSave) {
          e.preventDefault()
          onSave()
        }
      }}
    >
      <div className="form-grid">
        <Select label={t('formType')} value={str(['type'])} values={ITEM_TYPES} show={(v) => code('type', v)} onChange={(v) => setItem(['type'], v)} testId="form-type" />
        <Select label={t('formTrack')} value={str(['track'])} values={TRACKS} show={(v) => code('track', v)} onChange={(v) => setItem(['track'], v)} testId="form-track" />
        <Select label={t('formDimension')} value={str(['dimension'])} values={DIMENSIONS} show={(v) => code('dimension', v)} onChange={(v) => setItem(['dimension'], v)} testId="form-dimension" />
        <Select
          label={t('formPrimary')}
          value={primary}
          values={Object.keys(SPECIALTIES)}
          show={(v) => v}
          onChange={(v) => commit({ ...doc, item: setPath(setPath(item, ['specialty', 'primary'], v), ['specialty', 'secondary'], undefined) })}
          testId="form-primary"
        />
        <Select label={t('formSecondary')} value={str(['specialty', 'secondary'])} values={secondaries} show={(v) => v} none={t('formNone')} onChange={(v) => setItem(['specialty', 'secondary'], v || undefined)} testId="form-secondary" />
        <label className="form-field">
          <span>{t('formTask')}</span>
          <input value={str(['task'])} onChange={(e) => setItem(['task'], e.target.value)} data-testid="form-task" />
        </label>
      </div>

      <label className="form-field form-wide">
        <span>{t('formStem')}</span>
        <textarea rows={4} value={str(['stem'])} onChange={(e) => setItem(['stem'], e.target.value)} data-testid="form-stem" aria-invalid={issueOf('stem').length > 0} />
        <Issues list={issueOf('stem')} lang={lang} />
      </label>

      {(choice || options.length > 0) && (
        <fieldset className="form-options" data-testid="form-options">
          <legend>
            {t('formOptions')}
            {!withheld && <span className="muted small"> · {t(item.type === 'multi_choice' ? 'formMarkMany' : 'formMarkOne')}</span>}
          </legend>
          {locked && <p className="muted small">{t('formOptionsLocked')}</p>}
          {options.map(([letter, text], i) => (
            <div key={letter} className="form-option" data-testid="form-option" data-letter={letter} data-correct={answer.includes(letter)}>
              {!withheld && (
                <input
                  type={item.type === 'multi_choice' ? 'checkbox' : 'radio'}
                  name="form-correct"
                  checked={answer.includes(letter)}
                  onChange={() => commit(toggleCorrect(doc, i))}
                  aria-label={t('formCorrectOf', { letter })}
                  data-testid="form-correct"
                />
              )}
              <span className="form-letter">{letter}</span>
              <input
                value={text}
                onChange={(e) => commit(setOptionText(doc, i, e.target.value))}
                aria-label={t('formOptionText', { letter })}
                aria-invalid={issueOf(`options.${letter}`).length > 0}
                data-testid="form-option-text"
              />
              <button type="button" className="icon-button" disabled={locked || i === 0} onClick={() => commit(moveOption(doc, i, -1))} title={t('formMoveUp')} aria-label={t('formMoveUp')} data-testid="form-option-up">
                ↑
              </button>
              <button type="button" className="icon-button" disabled={locked || i === options.length - 1} onClick={() => commit(moveOption(doc, i, 1))} title={t('formMoveDown')} aria-label={t('formMoveDown')}>
                ↓
              </button>
              <button type="button" className="icon-button" disabled={locked || options.length <= 1} onClick={() => commit(removeOption(doc, i))} title={t('formRemove')} aria-label={t('formRemove')} data-testid="form-option-remove">
                ×
              </button>
              <Issues list={issueOf(`options.${letter}`)} lang={lang} />
            </div>
          ))}
          <button type="button" className="btn btn-small" disabled={locked || options.length >= 26} onClick={() => commit(addOption(doc))} data-testid="form-option-add">
            {t('formAddOption')}
          </button>
          <Issues list={[...issueOf('options'), ...issueOf('answer')]} lang={lang} testId="form-answer-issues" />
        </fieldset>
      )}

      <label className="form-field form-wide">
        <span>{t('formCase')}</span>
        <textarea rows={3} value={str(['context', 'case'])} onChange={(e) => setItem(['context', 'case'], e.target.value || undefined)} data-testid="form-case" />
      </label>
      {!withheld && (
        <label className="form-field form-wide">
          <span>{t('formExplanation')}</span>
          <textarea
            rows={3}
            value={typeof doc.key?.explanation === 'string' ? (doc.key.explanation as string) : ''}
            onChange={(e) => setKey(['explanation'], e.target.value || undefined)}
            data-testid="form-explanation"
          />
        </label>
      )}

      <OtherIssues issues={issues} lang={lang} />

      {children}
    </div>
  )
}

function Select({
  label,
  value,
  values,
  show,
  onChange,
  none,
  testId,
}: {
  label: string
  value: string
  values: readonly string[]
  show: (v: string) => string
  onChange: (v: string) => void
  none?: string
  testId: string
}) {
  // A value outside the list (an older taxonomy, a JSON edit) stays selectable, so it is never lost.
  const all = value !== '' && !values.includes(value) ? [value, ...values] : values
  return (
    <label className="form-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {(none !== undefined || value === '') && <option value="">{none ?? '—'}</option>}
        {all.map((v) => (
          <option key={v} value={v}>
            {show(v)}
          </option>
        ))}
      </select>
    </label>
  )
}

function Issues({ list, lang, testId }: { list: FieldIssue[]; lang: 'zh' | 'en'; testId?: string }) {
  if (list.length === 0) return null
  return (
    <ul className="form-issues" data-testid={testId ?? 'form-issues'}>
      {list.map((i, k) => (
        <li key={k}>{i[lang]}</li>
      ))}
    </ul>
  )
}

/** Issues of fields the form does not lay out itself (attachments, variants, …), named by their path. */
function OtherIssues({ issues, lang }: { issues: FieldIssue[]; lang: 'zh' | 'en' }) {
  const t = useT()
  const shown = new Set(['stem', 'options', 'answer'])
  const rest = issues.filter((i) => !shown.has(i.field) && !i.field.startsWith('options.'))
  if (rest.length === 0) return null
  return (
    <ul className="form-issues" data-testid="form-other-issues">
      {rest.map((i, k) => (
        <li key={k}>
          {FIELD_LABEL[i.field] ? t(FIELD_LABEL[i.field]) : i.field}：{i[lang]}
        </li>
      ))}
    </ul>
  )
}
