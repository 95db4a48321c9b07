// The Review section (审核): what the current profile's role does in review. A reviewer works through
// their queue; an adjudicator settles disagreements; a coordinator watches progress and agreement,
// assigns, closes rounds and releases pools (and sees the adjudication queue too).
import { useEffect, useState } from 'react'
import { useReviewStore } from '../../stores/reviewStore'
import { useAppStore } from '../../stores/appStore'
import { useT } from '../../i18n'
import { ReviewQueue } from './ReviewQueue'
import { ReviewDashboard } from './ReviewDashboard'
import { AdjudicationView } from './AdjudicationView'
import { PackageOpen } from './PackageOpen'
import { PackageReturn } from './PackageReturn'

type Tab = 'queue' | 'adjudication' | 'dashboard'

export function ReviewView() {
  const t = useT()
  const role = useAppStore((s) => s.info?.actor?.role ?? null)
  const actorId = useAppStore((s) => s.info?.actor?.id ?? null)
  // Another profile acting: nothing of the previous one's queue or drafts may stay on screen.
  useEffect(() => useReviewStore.getState().reset(), [actorId])
  const tabs: Tab[] = role === 'reviewer' ? ['queue'] : role === 'adjudicator' ? ['adjudication'] : role === 'coordinator' ? ['dashboard', 'adjudication'] : []
  const [picked, setPicked] = useState<Tab | null>(null)
  const tab = picked !== null && tabs.includes(picked) ? picked : tabs[0]
  return (
    <div className="review-view" data-testid="review-view" data-role={role ?? ''} key={actorId ?? 'none'}>
      <div className="result-head">
        <h2>{t('navReview')}</h2>
        {tabs.length > 1 && (
          <div className="segmented" role="tablist">
            {tabs.map((x) => (
              <button key={x} type="button" role="tab" aria-selected={tab === x} className={tab === x ? 'active' : ''} onClick={() => setPicked(x)} data-testid={`review-tab-${x}`}>
                {t(x === 'dashboard' ? 'reviewTabDashboard' : x === 'adjudication' ? 'reviewTabAdjudication' : 'reviewTabQueue')}
              </button>
            ))}
          </div>
        )}
      </div>
      {tabs.length === 0 && <p className="muted">{t('reviewNoRole')}</p>}
      {role === 'reviewer' && <PackageReturn />}
      {tab === 'queue' && <ReviewQueue />}
      {role === 'reviewer' && (
        <details className="small package-open-more" data-testid="package-open-more">
          <summary>{t('pkgOpenTitle')}</summary>
          <PackageOpen />
        </details>
      )}
      {tab === 'adjudication' && <AdjudicationView />}
      {tab === 'dashboard' && <ReviewDashboard />}
    </div>
  )
}
