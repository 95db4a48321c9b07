// "共 1,234 题（筛选后 56 题）" and the query time. The data-* attributes carry the raw numbers and
// whether a query is still on its way, for tests and for assistive tooling.
import { useBankStore } from '../../stores/bankStore'
import { useT } from '../../i18n'
import { fmtCount, fmtMs } from '../../format'

export function BankCount({ filtered }: { filtered: boolean }) {
  const t = useT()
  const total = useBankStore((s) => s.total)
  const bankTotal = useBankStore((s) => s.bankTotal)
  const tookMs = useBankStore((s) => s.tookMs)
  const querying = useBankStore((s) => s.querying)
  const all = bankTotal ?? (filtered ? null : total)
  return (
    <div className="bank-count" aria-live="polite">
      <span
        data-testid="bank-count"
        data-shown={total ?? ''}
        data-total={all ?? ''}
        data-loading={querying ? 'true' : 'false'}
        className="count-text"
      >
        {total === null || all === null
          ? t('querying')
          : filtered
            ? t('countFiltered', { total: fmtCount(all), shown: fmtCount(total) })
            : t('countAll', { total: fmtCount(all) })}
      </span>
      <span className="query-time muted" data-testid="query-time">
        {querying ? t('querying') : tookMs !== null ? t('queryTime', { ms: fmtMs(tookMs) }) : ''}
      </span>
    </div>
  )
}
