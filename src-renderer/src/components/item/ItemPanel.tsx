// The item panel over the bank: header (id, versions, status, tabs), then either the preview beside
// the two editors or the history. It guards unsaved work: closing, switching items and leaving the
// window all ask first.
import { useEffect, useMemo, useRef } from 'react'
import { useItemStore } from '../../stores/itemStore'
import { useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { ItemPreview } from './ItemPreview'
import { EditorPane } from './EditorPane'
import { ItemForm } from './ItemForm'
import { StatusSelect } from './StatusSelect'
import { HistoryView } from './HistoryView'

export function ItemPanel() {
  const t = useT()
  const id = useItemStore((s) => s.openId)
  const detail = useItemStore((s) => s.detail)
  const loading = useItemStore((s) => s.loading)
  const loadError = useItemStore((s) => s.loadError)
  const tab = useItemStore((s) => s.tab)
  const confirm = useItemStore((s) => s.confirm)
  const dirty = useItemStore((s) => s.isDirty())
  const store = useItemStore.getState
  const panel = useRef<HTMLDivElement>(null)

  // Each opened item takes the focus, so ↑/↓, J/K, H and Esc act on it and not on the covered table
  // or search box (the panel is keyed by item: this runs once per item).
  useEffect(() => {
    panel.current?.focus({ preventScroll: true })
  }, [])

  // The browser asks before a reload or window close would drop unsaved edits.
  useEffect(() => {
    if (!dirty) return
    const guard = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', guard)
    return () => window.removeEventListener('beforeunload', guard)
  }, [dirty])

  return (
    <div ref={panel} className="item-panel" role="dialog" aria-label={id ?? ''} data-testid="item-panel" tabIndex={-1} data-panel-focus>
      <header className="panel-head">
        <button type="button" className="icon-button" onClick={() => store().close()} title={t('closePanel')} aria-label={t('closePanel')} data-testid="close-panel">
          ←
        </button>
        <h2 className="panel-id" title={id ?? ''}>
          {id}
        </h2>
        {detail && (
          <>
            <span className="badge" data-testid="item-version">
              {t('versionLabel', { v: detail.version })}
            </span>
            <span className="badge badge-quiet">{detail.keyVersion ? t('keyVersionLabel', { v: detail.keyVersion }) : t('noKeyYet')}</span>
            <StatusSelect />
          </>
        )}
        <div className="toolbar-spacer" />
        <div className="segmented" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'edit'} className={tab === 'edit' ? 'active' : ''} onClick={() => store().setTab('edit')} data-testid="tab-edit">
            {t('editTab')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'history'}
            className={tab === 'history' ? 'active' : ''}
            onClick={() => store().setTab('history')}
            data-testid="tab-history"
            title="H"
          >
            {t('historyTab')}
          </button>
        </div>
        <button type="button" className="icon-button" onClick={() => store().close()} title={t('closePanel')} aria-label={t('closePanel')}>
          ×
        </button>
      </header>
      {loadError && <ErrorLine error={loadError} />}
      {!detail && loading && <p className="muted panel-loading">{t('loadingItem')}</p>}
      {detail && tab === 'edit' && <EditBody />}
      {detail && tab === 'history' && <HistoryView />}
      {confirm && (
        <ConfirmDialog
          title={t('confirmCloseTitle')}
          body={t(confirm.kind === 'reload' ? 'confirmReloadBody' : confirm.kind === 'open' ? 'confirmSwitchBody' : 'confirmCloseBody')}
          confirmLabel={t(confirm.kind === 'reload' ? 'discardAndReload' : confirm.kind === 'open' ? 'discardAndSwitch' : 'discardAndClose')}
          cancelLabel={t('keepEditing')}
          onConfirm={() => store().confirmYes()}
          onCancel={() => store().confirmNo()}
        />
      )}
    </div>
  )
}

/** Preview (of the draft when it parses) beside the item and key editors. */
function EditBody() {
  const t = useT()
  const detail = useItemStore((s) => s.detail)!
  const itemText = useItemStore((s) => s.itemText)
  const keyText = useItemStore((s) => s.keyText)
  const itemDirty = useItemStore((s) => s.itemText !== s.itemBase)
  const mode = useItemStore((s) => s.editorMode)
  const setMode = useItemStore((s) => s.setEditorMode)
  const draft = useMemo(() => parseOr(itemText, detail.item), [itemText, detail.item])
  const keyDraft = useMemo(() => parseOr(keyText, detail.key ?? {}), [keyText, detail.key])
  return (
    <div className="panel-body">
      <aside className="panel-preview">
        <div className="pane-head">
          <h3>{t('previewTitle')}</h3>
          {itemDirty && <span className="muted small">{draft.ok ? t('previewFromDraft') : t('previewDraftInvalid')}</span>}
        </div>
        <ItemPreview item={draft.value} itemKey={keyDraft.value} />
      </aside>
      <div className="panel-editors">
        <div className="segmented editor-mode" role="tablist" aria-label={t('editTab')}>
          <button type="button" role="tab" aria-selected={mode === 'form'} className={mode === 'form' ? 'active' : ''} onClick={() => setMode('form')} data-testid="editor-mode-form">
            {t('editorModeForm')}
          </button>
          <button type="button" role="tab" aria-selected={mode === 'json'} className={mode === 'json' ? 'active' : ''} onClick={() => setMode('json')} data-testid="editor-mode-json">
            {t('editorModeJson')}
          </button>
        </div>
        {mode === 'form' ? (
          <ItemForm />
        ) : (
          <>
            <EditorPane kind="item" />
            <EditorPane kind="key" />
          </>
        )}
      </div>
    </div>
  )
}

function parseOr(text: string, fallback: unknown): { ok: boolean; value: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, value: fallback }
  }
}
