// The `?` dialog: every shortcut the app answers to, so keyboard users never have to guess.
import { Modal } from '../common/Modal'
import { useT } from '../../i18n'
import type { StringKey } from '../../i18n'
import { useAppStore } from '../../stores/appStore'
import { isMac } from '../../keyboard'

const mod = isMac ? '⌘' : 'Ctrl'

const ROWS: [string[], StringKey][] = [
  [['?'], 'scHelp'],
  [['/'], 'scSearch'],
  [['↑', '↓'], 'scMove'],
  [['PgUp', 'PgDn'], 'scPage'],
  [['Enter'], 'scOpen'],
  [['J', 'K'], 'scNextPrev'],
  [['J', 'K', 'Enter'], 'scRuns'],
  [['Esc'], 'scClose'],
  [[`${mod}+S`], 'scSave'],
  [['H'], 'scHistory'],
  [['I'], 'scImport'],
  [[`${mod}+Enter`], 'scScore'],
  [['Alt+1…5'], 'scNav'],
  [['1…9'], 'scGradeScore'],
  [['↑', '↓', 'Y', 'N'], 'scGradeCriteria'],
  [[`${mod}+Enter`], 'scGradeSubmit'],
]

export function ShortcutHelp() {
  const t = useT()
  const close = () => useAppStore.getState().setHelpOpen(false)
  return (
    <Modal title={t('shortcutsTitle')} onClose={close} width={520} testId="shortcut-help">
      <table className="shortcut-table">
        <tbody>
          {ROWS.map(([keys, label]) => (
            <tr key={label}>
              <td className="shortcut-keys">
                {keys.map((k) => (
                  <kbd key={k}>{k}</kbd>
                ))}
              </td>
              <td>{t(label)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">{t('shortcutsNote')}</p>
    </Modal>
  )
}
