// Sections not built yet: what they will do, in one paragraph, and no invented data.
import { useT } from '../../i18n'
import type { StringKey } from '../../i18n'
import type { View } from '../../stores/appStore'

export type SoonView = Exclude<View, 'bank' | 'reports' | 'runs'>

const TEXT: Record<SoonView, { title: StringKey; body: StringKey }> = {
  review: { title: 'navReview', body: 'comingReview' },
  calibration: { title: 'navCalibration', body: 'comingCalibration' },
}

export function ComingSoon({ view }: { view: SoonView }) {
  const t = useT()
  return (
    <section className="coming-soon" data-testid={`coming-${view}`}>
      <h1>{t(TEXT[view].title)}</h1>
      <p className="coming-badge">{t('comingSoonTitle')}</p>
      <p className="coming-body">{t(TEXT[view].body)}</p>
      <p className="muted">{t('comingSoonNote')}</p>
    </section>
  )
}
