// One of the two editors (item or key) with its save button and its own save outcome, in words.
import { Suspense, lazy } from 'react'
import { useItemStore } from '../../stores/itemStore'
import type { EditorKind } from '../../stores/itemStore'
import { useLang, useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'
import { isMac } from '../../keyboard'
import { fmtTime } from '../../format'

const JsonEditor = lazy(() => import('./JsonEditor'))

/** Must match monaco/setup.ts; kept here so this file does not pull Monaco into the main chunk. */
const SUFFIX: Record<EditorKind, string> = { item: '.item.json', key: '.key.json' }

export function EditorPane({ kind }: { kind: EditorKind }) {
  const t = useT()
  const lang = useLang()
  const id = useItemStore((s) => s.openId)!
  const text = useItemStore((s) => (kind === 'item' ? s.itemText : s.keyText))
  const base = useItemStore((s) => (kind === 'item' ? s.itemBase : s.keyBase))
  const save = useItemStore((s) => (kind === 'item' ? s.itemSave : s.keySave))
  const note = useItemStore((s) => s.note)
  const store = useItemStore.getState
  const dirty = text !== base
  const saveKey = isMac ? '⌘S' : 'Ctrl+S'
  const stale = save.phase === 'error' && save.error && /^item\.stale/.test(save.error.code)
  const restored = useItemStore((s) => s.restored[kind])
  const staleDraft = useItemStore((s) => s.staleDrafts[kind])
  const current = useItemStore((s) => (kind === 'item' ? s.detail?.version : s.detail?.keyVersion))
  const withheld = useItemStore((s) => kind === 'key' && !!s.detail?.keyWithheld)
  if (withheld) {
    return (
      <div className={`editor-pane editor-${kind}`} data-testid={`pane-${kind}`}>
        <div className="pane-head">
          <h3>{t('keyEditorTitle')}</h3>
        </div>
        <p className="muted withheld" data-testid="key-withheld">
          {t('keyWithheld')}
        </p>
      </div>
    )
  }

  return (
    <div className={`editor-pane editor-${kind}`} data-testid={`pane-${kind}`}>
      <div className="pane-head">
        <h3>{t(kind === 'item' ? 'itemEditorTitle' : 'keyEditorTitle')}</h3>
        <span className={dirty ? 'dirty-flag' : 'muted small'} data-testid={`dirty-${kind}`}>
          {dirty ? t('unsaved') : t('noChanges')}
        </span>
        <div className="toolbar-spacer" />
        {kind === 'item' && dirty && (
          <input
            className="note-input"
            value={note}
            maxLength={2000}
            placeholder={t('notePlaceholder')}
            aria-label={t('notePlaceholder')}
            onChange={(e) => store().setNote(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                void store().save('item')
              }
            }}
            data-testid="save-note"
          />
        )}
        {dirty && (
          <button type="button" className="btn btn-small btn-quiet" onClick={() => store().setText(kind, base)}>
            {t('revert')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={save.phase === 'saving'}
          onClick={() => void store().save(kind)}
          title={saveKey}
          data-testid={`save-${kind}`}
        >
          {save.phase === 'saving' ? t('saving') : t(kind === 'item' ? 'saveItem' : 'saveKey')}
        </button>
      </div>
      {(restored || staleDraft) && (
        <div className="draft-banner" role="status" data-testid={`draft-${kind}`}>
          <span>
            {restored
              ? t('draftRestored', { time: fmtTime(restored.savedAt, lang) })
              : t('draftStale', { time: fmtTime(staleDraft!.savedAt, lang), base: staleDraft!.baseVersion, current: current ?? 0 })}
          </span>
          {staleDraft && (
            <button type="button" className="btn btn-small" onClick={() => void copyDraft(staleDraft.text)}>
              {t('copyDraft')}
            </button>
          )}
          <button type="button" className="btn btn-small" onClick={() => store().discardDraft(kind)} data-testid={`discard-draft-${kind}`}>
            {t('discardDraft')}
          </button>
        </div>
      )}
      <Suspense fallback={<div className="json-editor muted editor-loading">{t('editorLoading')}</div>}>
        <JsonEditor
          id={id}
          suffix={SUFFIX[kind]}
          value={text}
          ariaLabel={t(kind === 'item' ? 'itemEditorTitle' : 'keyEditorTitle')}
          onChange={(v) => store().setText(kind, v)}
          onSave={() => void store().save(kind)}
          onFocus={() => store().setLastFocused(kind)}
          testId={`editor-${kind}`}
          loadingText={t('editorLoading')}
        />
      </Suspense>
      <div className="pane-status" data-testid={`status-${kind}`} aria-live="polite">
        {save.phase === 'saved' && save.version !== undefined && (
          <span className="ok-line" data-testid={`saved-${kind}`}>
            ✓ {t('savedAsVersion', { v: save.version })}
          </span>
        )}
        {save.phase === 'error' &&
          (save.error?.code === 'item.unchanged' ? (
            <span className="muted" data-testid={`unchanged-${kind}`}>
              {save.error[lang]}
            </span>
          ) : (
            <ErrorLine error={save.error} testId={`error-${kind}`} />
          ))}
        {stale && (
          <>
            <button type="button" className="btn btn-small" onClick={() => void copyDraft(text)}>
              {t('copyDraft')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => store().reload(kind)}>
              {t('reloadLatest')}
            </button>
          </>
        )}
      </div>
    </div>
  )
}

/** Before discarding a draft that lost a conflict, the user can keep a copy of it. */
async function copyDraft(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    // No clipboard permission: select-all in the editor and copy by hand still works.
  }
}
