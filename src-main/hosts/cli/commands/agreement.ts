// medbench agreement: the stats.agreement operation over a long ratings file. The --json output is a
// stable contract (issue 8): one object, keys as the report defines them, null where a statistic is
// not defined for the data, `_ci` bounds with --bootstrap.
import { defineMessages, renderMsg } from '../../../core/messages'
import { LEVELS } from '../../../core/stats/agreementData'
import { ICC_FORMS, PAIR_STATS } from '../../../core/stats/agreementKeys'
import type { AgreementReport } from '../../../core/stats/agreementReport'
import { cliMessages, parseCommand, required, UsageError } from '../args'
import type { Command } from './common'
import { callStatsOnFile, STATS_FILE_OPTIONS } from './statsFile'

const m = defineMessages('cliAgreement', {
  size: { zh: (p) => `${p.units} 个单元，${p.raters} 个评分者`, en: (p) => `${p.units} units, ${p.raters} raters` },
  pair: { zh: (p) => `${p.a} 与 ${p.b}（共同评分 ${p.n} 个单元）`, en: (p) => `${p.a} vs ${p.b} (${p.n} units scored by both)` },
  nullNote: {
    zh: () => '— 表示该统计量不适用于此数据或测量水平（例如只有一个类别、方差为零）',
    en: () => '— marks a statistic the data or the level does not define (one category only, zero variance, …)',
  },
  badLevel: { zh: (p) => `--level 应为 ${p.levels} 之一`, en: (p) => `--level must be one of ${p.levels}` },
})

const fmt = (v: unknown) => (typeof v === 'number' ? v.toFixed(3) : '—')
const withCi = (o: Record<string, unknown>, key: string) => {
  const ci = o[`${key}_ci`] as [number, number] | null | undefined
  return `${fmt(o[key])}${ci === undefined ? '' : ci === null ? ' [—]' : ` [${fmt(ci[0])}, ${fmt(ci[1])}]`}`
}

export const agreementCommand: Command = {
  name: 'agreement',
  usage: `medbench agreement --ratings LONG.csv [--level nominal|ordinal|interval|ratio] [--bootstrap N --seed S] [--json]
  LONG.csv: header unit,rater,score; one row per score (missing pairs allowed). Prints Krippendorff's alpha,
  Fleiss' kappa, the six ICCs and, per rater pair, Cohen's kappa, correlations, MAE, mean bias, agreement, AC1.`,
  async run(argv, io) {
    const { values: v } = parseCommand('agreement', argv, { ratings: { type: 'string' }, level: { type: 'string' }, ...STATS_FILE_OPTIONS }, false)
    const file = required('agreement', v, 'ratings')
    const level = v.level as string | undefined
    if (level !== undefined && !(LEVELS as readonly string[]).includes(level)) {
      throw new UsageError(cliMessages.usage({ detail: m.badLevel({ levels: LEVELS.join('|') }), command: 'agreement' }))
    }
    const r = (await callStatsOnFile('agreement', v, io, 'ratings', 'stats.agreement', { ratings: { path: file }, level: level as never })) as AgreementReport | null
    if (!r) return 0
    const say = (msg: Parameters<typeof renderMsg>[0]) => renderMsg(msg, io.lang)
    io.out(say(m.size({ units: r.n_units, raters: r.n_raters })))
    io.out(`Krippendorff α: ${LEVELS.map((l) => `${l} ${withCi(r.krippendorff_alpha, l)}`).join('  ')}`)
    io.out(`Fleiss κ: ${withCi(r as unknown as Record<string, unknown>, 'fleiss_kappa')}`)
    io.out(`ICC: ${ICC_FORMS.map((f) => `${f} ${withCi(r.icc, f)}`).join('  ')}`)
    for (const p of r.pairwise) {
      io.out(say(m.pair({ a: p.rater_a, b: p.rater_b, n: p.n })))
      io.out(`  ${PAIR_STATS.map((s) => `${s} ${withCi(p, s)}`).join('  ')}`)
    }
    io.out(say(m.nullNote()))
    return 0
  },
}
