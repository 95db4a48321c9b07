// Who is working: chosen at first start (the dialog cannot be dismissed until a profile is chosen)
// and switchable from the top bar. Every write the window makes carries this profile, and the
// history shows it. A new bank's first profile may take any role; later ones add themselves as
// editor or reviewer, and a coordinator names adjudicators and coordinators.
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import { call } from '../../api'
import { useAppStore } from '../../stores/appStore'
import type { Profile } from '../../stores/appStore'
import { toUiError } from '../../errors'
import type { UiError } from '../../errors'
import { useCodeLabel, useT } from '../../i18n'
import { Modal } from '../common/Modal'
import { ErrorLine } from '../common/ErrorLine'
import { PackageOpen } from '../review/PackageOpen'

type Role = Profile['role']
const SELF_SERVICE: Role[] = ['editor', 'reviewer']
const ROLE_HELP = {
  editor: 'roleHelpEditor',
  reviewer: 'roleHelpReviewer',
  adjudicator: 'roleHelpAdjudicator',
  coordinator: 'roleHelpCoordinator',
} as const satisfies Record<Role, string>

export function ProfileDialog() {
  const t = useT()
  const label = useCodeLabel()
  const info = useAppStore((s) => s.info)
  const roles = (useAppStore((s) => s.vocabulary?.roles) ?? []) as Role[]
  const choose = useAppStore((s) => s.chooseProfile)
  const close = () => useAppStore.getState().setProfileOpen(false)
  const [profiles, setProfiles] = useState<Profile[] | null>(null)
  const [error, setError] = useState<UiError | null>(null)
  const [name, setName] = useState('')
  const [institution, setInstitution] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    call('users.list', {}).then(
      (r) => setProfiles(r.profiles),
      (e) => setError(toUiError(e)),
    )
  }, [])

  const first = profiles !== null && profiles.length === 0
  const coordinator = info?.actor?.role === 'coordinator'
  const grantable = roles.filter((r) => first || coordinator || SELF_SERVICE.includes(r))
  useEffect(() => {
    if (first) setRole('coordinator')
  }, [first])

  const create = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const r = await call('users.create', { name, institution: institution || undefined, role })
      await choose(r.profile.id)
    } catch (err) {
      setError(toUiError(err))
    } finally {
      setBusy(false)
    }
  }

  const forced = !info?.actor
  return (
    <Modal title={forced ? t('profileWelcome') : t('profileSwitch')} onClose={close} width={560} testId="profile-dialog">
      <p className="muted">{t('profileWhy')}</p>
      <ErrorLine error={error} />
      {profiles && profiles.length > 0 && (
        <section className="profile-pick">
          <h3 className="small-heading">{t('profileExisting')}</h3>
          <ul className="profile-list" data-testid="profile-list">
            {profiles.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={`profile-choice ${p.id === info?.actor?.id ? 'active' : ''}`}
                  onClick={() => void choose(p.id)}
                  data-autofocus={i === 0 ? true : undefined}
                  data-testid="profile-choice"
                >
                  <span className="profile-name">{p.name}</span>
                  <span className="muted">
                    {label('role', p.role)}
                    {p.institution ? ` · ${p.institution}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form className="profile-new" onSubmit={(e) => void create(e)} data-testid="profile-form">
        <h3 className="small-heading">{first ? t('profileFirst') : t('profileNew')}</h3>
        <div className="form-row">
          <label className="form-label" htmlFor="profile-name">
            {t('profileName')}
          </label>
          <div className="form-field">
            <input
              id="profile-name"
              className="text-input"
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
              required
              data-autofocus={profiles?.length ? undefined : true}
              data-testid="profile-name"
            />
          </div>
        </div>
        <div className="form-row">
          <label className="form-label" htmlFor="profile-institution">
            {t('profileInstitution')}
          </label>
          <div className="form-field">
            <input
              id="profile-institution"
              className="text-input"
              value={institution}
              maxLength={120}
              onChange={(e) => setInstitution(e.target.value)}
              data-testid="profile-institution"
            />
          </div>
        </div>
        <div className="form-row">
          <label className="form-label" htmlFor="profile-role">
            {t('profileRole')}
          </label>
          <div className="form-field">
            <select id="profile-role" value={role} onChange={(e) => setRole(e.target.value as Role)} data-testid="profile-role">
              {grantable.map((r) => (
                <option key={r} value={r}>
                  {label('role', r)}
                </option>
              ))}
            </select>
            <p className="muted small">{t(ROLE_HELP[role])}</p>
          </div>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy || name.trim() === ''} data-testid="profile-create">
            {t('profileCreate')}
          </button>
        </div>
      </form>
      {/* An empty bank on a reviewer's laptop: the package brings the reviewer's profile with it. */}
      {first && info?.items === 0 && <PackageOpen />}
    </Modal>
  )
}
