// The coordinator's review plan as a form (review.plan.set): rounds, reviewers per item, the consensus
// rule, where disagreement goes, whether reviewers check keys and adjudicators see names, and the
// fast-decision threshold. The operation validates it with the core's schema, so an impossible plan
// (k not above half the reviewers, next round after the last) is refused with the same words the CLI
// prints. Rounds already open keep the plan they were opened under.
import { useState } from 'react'
import { call } from '../../api'
import type { OpOutput } from '../../api'
import { toUiError } from '../../errors'
import type { UiError } from '../../errors'
import { useT } from '../../i18n'
import { ErrorLine } from '../common/ErrorLine'

type Plan = NonNullable<OpOutput<'review.plan.get'>['plan']>

const DEFAULT: Plan = {
  rounds: 2,
  reviewersPerItem: 2,
  consensus: { kind: 'unanimous' },
  onDisagreement: 'next_round',
  reviewersCheckKeys: false,
  adjudicatorSeesNames: false,
}

export function PlanEditor({ plan, onSaved, onCancel }: { plan: Plan | null; onSaved: () => void; onCancel?: () => void }) {
  const t = useT()
  const [p, setP] = useState<Plan>(plan ?? DEFAULT)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<UiError | null>(null)
  const set = (patch: Partial<Plan>) => setP((cur) => ({ ...cur, ...patch }))
  const k = p.consensus.kind === 'k_of_n' ? p.consensus.k : Math.floor(p.reviewersPerItem / 2) + 1

  const save = async () => {
    setBusy(true)
    setError(null)
    try {
      await call('review.plan.set', { plan: p })
      onSaved()
    } catch (e) {
      setError(toUiError(e))
    } finally {
      setBusy(false)
    }
  }

  const num = (v: string) => (v === '' ? NaN : Number(v))
  return (
    <section className="report-box plan-editor" data-testid="plan-editor">
      <h3>{t('planTitle')}</h3>
      <p className="muted small">{t('planIntro')}</p>
      <div className="plan-grid">
        <label>
          <span>{t('planRounds')}</span>
          <input type="number" min={1} max={5} value={p.rounds} onChange={(e) => set({ rounds: num(e.target.value) })} data-testid="plan-rounds" />
        </label>
        <label>
          <span>{t('planPerItem')}</span>
          <input type="number" min={1} max={9} value={p.reviewersPerItem} onChange={(e) => set({ reviewersPerItem: num(e.target.value) })} data-testid="plan-per-item" />
        </label>
        <label>
          <span>{t('planConsensus')}</span>
          <select
            value={p.consensus.kind}
            onChange={(e) => set({ consensus: e.target.value === 'k_of_n' ? { kind: 'k_of_n', k } : { kind: e.target.value as 'unanimous' | 'majority' } })}
            data-testid="plan-consensus"
          >
            <option value="unanimous">{t('planUnanimous')}</option>
            <option value="majority">{t('planMajority')}</option>
            <option value="k_of_n">{t('planKofN')}</option>
          </select>
        </label>
        {p.consensus.kind === 'k_of_n' && (
          <label>
            <span>k</span>
            <input type="number" min={1} max={9} value={p.consensus.k} onChange={(e) => set({ consensus: { kind: 'k_of_n', k: num(e.target.value) } })} data-testid="plan-k" />
          </label>
        )}
        <label>
          <span>{t('planDisagreement')}</span>
          <select value={p.onDisagreement} onChange={(e) => set({ onDisagreement: e.target.value as Plan['onDisagreement'] })} data-testid="plan-disagreement">
            <option value="next_round">{t('planNextRound')}</option>
            <option value="adjudication">{t('planAdjudication')}</option>
          </select>
        </label>
        <label>
          <span>{t('planFastSeconds')}</span>
          <input
            type="number"
            min={1}
            max={3600}
            value={p.fastDecisionSeconds ?? ''}
            placeholder="—"
            onChange={(e) => set({ fastDecisionSeconds: e.target.value === '' ? undefined : num(e.target.value) })}
            data-testid="plan-fast"
          />
        </label>
        <label className="plan-check">
          <input type="checkbox" checked={p.reviewersCheckKeys} onChange={(e) => set({ reviewersCheckKeys: e.target.checked })} data-testid="plan-check-keys" />
          <span>{t('planCheckKeys')}</span>
        </label>
        <label className="plan-check">
          <input type="checkbox" checked={p.adjudicatorSeesNames} onChange={(e) => set({ adjudicatorSeesNames: e.target.checked })} data-testid="plan-names" />
          <span>{t('planSeesNames')}</span>
        </label>
      </div>
      <ErrorLine error={error} testId="plan-error" />
      <div className="form-actions">
        <span className="muted small">{t('planOpenRoundsKeep')}</span>
        <span className="toolbar-spacer" />
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()} data-testid="plan-save">
          {busy ? t('saving') : t('planSave')}
        </button>
      </div>
    </section>
  )
}
