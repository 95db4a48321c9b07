// The endpoint picker at the top of the new-run form: a saved profile fills the server fields below;
// changes can be saved to it or as a new profile, and a profile can be deleted (asked first). Keyboard:
// Alt+P reaches the picker from anywhere in the form, the select works with the arrow keys, and the
// "save as" name field saves on Enter and closes on Esc.
import { useEffect, useId, useRef } from 'react'
import { pickedProfile, useRunStore } from '../../stores/runStore'
import { useT } from '../../i18n'
import type { StringKey } from '../../i18n'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { ErrorLine } from '../common/ErrorLine'
import { differsFromProfile } from './runForm'
import type { ProfileView } from './runForm'

export const PROFILE_SELECT_ID = 'run-profile-select'

const KEY_STATUS: Partial<Record<ProfileView['keyStatus'], StringKey>> = {
  stored: 'keyStatusStored',
  missing: 'keyStatusMissing',
  'app-only': 'keyStatusAppOnly',
  'other-session': 'keyStatusOtherSession',
}

export function EndpointPicker({ disabled }: { disabled: boolean }) {
  const t = useT()
  const id = useId()
  const list = useRunStore((s) => s.profiles)
  const listError = useRunStore((s) => s.profilesError)
  const form = useRunStore((s) => s.form)
  const busy = useRunStore((s) => s.profileBusy)
  const error = useRunStore((s) => s.profileError)
  const notice = useRunStore((s) => s.profileNotice)
  const saveAs = useRunStore((s) => s.saveAs)
  const confirmDelete = useRunStore((s) => s.confirmDeleteProfile)
  const nameProblem = useRunStore((s) => s.problems.profile)
  const picked = useRunStore((s) => pickedProfile(s))
  const secretTyped = useRunStore((s) => s.secretInput !== '')
  const st = useRunStore.getState
  const nameRef = useRef<HTMLInputElement>(null)
  const modified = picked ? differsFromProfile(form, picked) || secretTyped : false
  const status = picked ? KEY_STATUS[picked.keyStatus] : undefined

  useEffect(() => {
    if (saveAs.open) nameRef.current?.focus()
  }, [saveAs.open])

  return (
    <div className="form-row profile-row" data-testid="profile-picker">
      <label className="form-label" htmlFor={PROFILE_SELECT_ID}>
        {t('fProfile')}
      </label>
      <div className="form-field">
        <div className="profile-controls">
          <select
            id={PROFILE_SELECT_ID}
            className="text-input profile-select"
            value={picked ? picked.name : ''}
            onChange={(e) => st().pickProfile(e.target.value)}
            disabled={disabled || busy}
            aria-describedby={`${id}-hint`}
            data-testid="profile-select"
          >
            <option value="">{t('endpointProfileNone')}</option>
            {list?.profiles.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name} · {p.endpoint.model}
              </option>
            ))}
            {list?.unreadable.map((p) => (
              <option key={p.name} value={p.name} disabled title={p.problem}>
                {t('profileUnreadableOpt', { name: p.name })}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-small" onClick={() => void st().saveProfile()} disabled={disabled || busy || !picked || !modified} data-testid="profile-save">
            {t('profileSave')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => st().openSaveAs(!saveAs.open)} disabled={disabled || busy} aria-expanded={saveAs.open} data-testid="profile-save-as">
            {t('profileSaveAs')}
          </button>
          <button type="button" className="btn btn-small btn-quiet" onClick={() => st().setConfirmDeleteProfile(true)} disabled={disabled || busy || !picked} data-testid="profile-delete">
            {t('profileDelete')}
          </button>
          {modified && (
            <span className="profile-modified" data-testid="profile-modified">
              {t('profileModified')}
            </span>
          )}
        </div>
        {saveAs.open && (
          <div className="profile-save-as" data-testid="profile-save-as-row">
            <label className="visually-hidden" htmlFor={`${id}-name`}>
              {t('fProfileName')}
            </label>
            <input
              ref={nameRef}
              id={`${id}-name`}
              className="text-input"
              placeholder={t('fProfileName')}
              value={saveAs.name}
              onChange={(e) => st().setSaveAsName(e.target.value)}
              onKeyDown={(e) => {
                if (e.nativeEvent.isComposing) return
                if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
                  e.preventDefault()
                  e.stopPropagation()
                  void st().saveProfile(saveAs.name)
                } else if (e.key === 'Escape') {
                  e.preventDefault()
                  e.stopPropagation()
                  st().openSaveAs(false)
                  document.getElementById(PROFILE_SELECT_ID)?.focus()
                }
              }}
              aria-invalid={nameProblem ? true : undefined}
              disabled={busy}
              spellCheck={false}
              autoComplete="off"
              data-testid="profile-name"
            />
            <button type="button" className="btn btn-small btn-primary" onClick={() => void st().saveProfile(saveAs.name)} disabled={busy} data-testid="profile-save-as-go">
              {t('profileSaveAsGo')}
            </button>
            <span className="muted small">{t('profileSaveAsHint')}</span>
            {nameProblem && (
              <p className="field-problem" role="alert" data-testid="field-problem">
                {t(nameProblem.key, { ...nameProblem.params, ...(nameProblem.field ? { field: t(nameProblem.field) } : {}) })}
              </p>
            )}
          </div>
        )}
        {notice && (
          <p className="profile-notice" role="status" data-testid="profile-notice">
            {t(notice.key, { name: notice.name })}
          </p>
        )}
        {status && (
          <p className={picked?.keyStatus === 'stored' ? 'muted small' : 'field-problem'} data-testid="profile-key-status" data-status={picked?.keyStatus}>
            {t(status)}
          </p>
        )}
        <ErrorLine error={error ?? listError} testId="profile-error" />
        <p className="muted small field-hint" id={`${id}-hint`}>
          {t('profilesHint')}
        </p>
      </div>
      {confirmDelete && picked && (
        <ConfirmDialog
          title={t('profileDeleteTitle', { name: picked.name })}
          body={t('profileDeleteBody')}
          confirmLabel={t('profileDelete')}
          cancelLabel={t('cancel')}
          onConfirm={() => void st().deleteProfile()}
          onCancel={() => st().setConfirmDeleteProfile(false)}
        />
      )}
    </div>
  )
}
