// The agreement report of a ratings file: read (ratingsFile.ts), laid out and checked (core), computed
// (core). Errors from the layout name the file as well as the line.
import { MbError, defineMessages } from '../../core/messages'
import { agreementData, resolveLevel, type MeasurementLevel } from '../../core/stats/agreementData'
import { agreementReport, type AgreementReport } from '../../core/stats/agreementReport'
import { pairDetails, type PairDetail } from '../../core/stats/agreementDetail'
import { readRatingsFile } from './ratingsFile'

const m = defineMessages('agreementFile', {
  inFile: { zh: (p) => `${p.file}：${p.detail}`, en: (p) => `${p.file}: ${p.detail}` },
})

export interface AgreementFileOptions {
  level?: MeasurementLevel
  /** Bootstrap resamples; absent: no intervals. */
  bootstrap?: number
  seed?: number
}

/** The report, and with `detail` what the calibration view draws per pair (and the level it was read at). */
export function agreementWithDetail(
  name: string,
  bytes: Buffer,
  opts: AgreementFileOptions,
  detail = true,
): { report: AgreementReport; level: MeasurementLevel; units: number; ratings: number; pairs: PairDetail[] } {
  const rows = readRatingsFile(name, bytes)
  try {
    const d = agreementData(rows)
    const level = resolveLevel(rows, d, opts.level)
    const report = agreementReport(d, { level, bootstrap: opts.bootstrap ? { resamples: opts.bootstrap, seed: opts.seed } : undefined })
    return { report, level, units: d.units.length, ratings: rows.length, pairs: detail ? pairDetails(d) : [] }
  } catch (e) {
    if (e instanceof MbError) throw new MbError(m.inFile({ file: name, detail: e.msg }))
    throw e
  }
}
