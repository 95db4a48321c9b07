// medbench preference: the stats.preference operation over a pairwise preference set (JSONL). With
// --json one object (the file's reading summary and the report, null where a figure is undefined, with
// its reason); otherwise a few readable lines per judge.
import { defineMessages, renderMsg, type Msg } from '../../../core/messages'
import { preferenceReasonMsg, type PrefInterval, type PrefStat } from '../../../core/stats/preference'
import type { PreferenceFileReport } from '../../../services/calibration/preferenceFile'
import { parseCommand, required } from '../args'
import type { Command } from './common'
import { callStatsOnFile, STATS_FILE_OPTIONS } from './statsFile'

const m = defineMessages('cliPreference', {
  head: {
    zh: (p) => `${p.file}：${p.units} 个偏好对（${p.shapes}）；参照：金标准 ${p.gold}，人工多数 ${p.majority}；其中平局 ${p.tie}；无参照 ${p.noRef}（人工意见分歧 ${p.split}，无任何标签 ${p.none}）`,
    en: (p) => `${p.file}: ${p.units} pairs (${p.shapes}); reference: gold ${p.gold}, human majority ${p.majority}, of which ties ${p.tie}; no reference ${p.noRef} (humans split ${p.split}, no label ${p.none})`,
  },
  skipped: {
    zh: (p) => `跳过：空行 ${p.blank} · 无判定字段的评审条目 ${p.judge} · 缺回答文本（不计长度）${p.texts} · 缺失的人工标签 ${p.humans}`,
    en: (p) => `skipped: blank lines ${p.blank} · judge entries without a verdict field ${p.judge} · pairs without response texts (no length check) ${p.texts} · missing human labels ${p.humans}`,
  },
  humans: {
    zh: (p) => `人工标注者 ${p.k} 人（${p.names}）：Fleiss κ ${p.fleiss} · 两两 Cohen κ 均值 ${p.pair} · 人工上限（各人与其余人多数一致率）${p.ceiling}`,
    en: (p) => `${p.k} annotators (${p.names}): Fleiss κ ${p.fleiss} · mean pairwise Cohen κ ${p.pair} · human ceiling (each against the majority of the others) ${p.ceiling}`,
  },
  noHumans: {
    zh: (p) => `人工标注者少于 2 人（${p.k} 人）：无人工间一致性与人工上限`,
    en: (p) => `fewer than 2 annotators (${p.k}): no human–human agreement or ceiling`,
  },
  judge: {
    zh: (p) => `评审 ${p.name}：${p.n} 个偏好对，无法解析 ${p.unparsable}，无参照 ${p.noRef}，平局参照 ${p.tie}`,
    en: (p) => `judge ${p.name}: ${p.n} pairs, unparsable ${p.unparsable}, no reference ${p.noRef}, tie reference ${p.tie}`,
  },
  agreement: {
    zh: (p) => `  一致率 ${p.a}（无法解析计为不一致）· 按文件原写法 ${p.rec} · 仅可解析 ${p.parsed} · 仅明确参照 ${p.decisive} · Cohen κ ${p.kappa} · 留一法（与人工上限同口径）${p.loo}`,
    en: (p) => `  agreement ${p.a} (unparsable = miss) · as recorded ${p.rec} · parsed only ${p.parsed} · decisive references ${p.decisive} · Cohen κ ${p.kappa} · leave-one-out (as the ceiling) ${p.loo}`,
  },
  position: {
    zh: (p) => `  位置偏差：选先呈现者 ${p.first}（仅原顺序 ${p.orig}；参照中回答 1 占 ${p.ref}）· 交换一致率 ${p.swap} · 不一致中随先呈现 ${p.incFirst}、随后呈现 ${p.incSecond}`,
    en: (p) => `  position: picks the first shown ${p.first} (original order ${p.orig}; reference names response 1 ${p.ref}) · swap consistency ${p.swap} · inconsistent following first ${p.incFirst}, second ${p.incSecond}`,
  },
  positionNoSwap: {
    zh: (p) => `  位置偏差：选先呈现者 ${p.first}（参照中回答 1 占 ${p.ref}）· 未做交换顺序的评测，无交换一致率`,
    en: (p) => `  position: picks the first shown ${p.first} (reference names response 1 ${p.ref}) · not run with the responses swapped, so no swap consistency`,
  },
  length: {
    zh: (p) => `  长度偏差：选较长者 ${p.judge}，参照 ${p.ref}，差 ${p.diff}（等长未计 ${p.equal}）`,
    en: (p) => `  length: picks the longer ${p.judge}, reference ${p.ref}, difference ${p.diff} (equal lengths left out ${p.equal})`,
  },
  categoriesBelow: {
    zh: (p) => `  类别（${p.k} 个）：区间整体低于整体一致率的 ${p.list}`,
    en: (p) => `  categories (${p.k}): interval wholly below the overall agreement: ${p.list}`,
  },
  categoriesOk: {
    zh: (p) => `  类别（${p.k} 个）：没有类别的区间整体低于整体一致率`,
    en: (p) => `  categories (${p.k}): none has its interval wholly below the overall agreement`,
  },
  intervals: {
    zh: (p) => `[ ] 为自助法 ${p.level}% 区间（${p.b} 次重抽样，种子 ${p.seed}）；— 表示该统计量对此数据无定义，括号内为原因`,
    en: (p) => `[ ] are ${p.level}% bootstrap intervals (${p.b} resamples, seed ${p.seed}); — marks a figure the data does not define, with the reason`,
  },
})

const f3 = (v: number) => v.toFixed(3)

export const preferenceCommand: Command = {
  name: 'preference',
  usage: `medbench preference --file PAIRS.jsonl [--bootstrap N --seed S] [--json]
  PAIRS.jsonl: one pair per line, PandaLM-style (annotatorN, judge_*), LLMBar-style (label, judge_results)
  or generic ({id, response1, response2, humans, gold, judges}). Prints per judge the agreement with the
  gold label or human majority (Cohen κ, bootstrap interval), position and length bias, swap consistency,
  categories below the overall figure, and the human ceiling.`,
  async run(argv, io) {
    const { values: v } = parseCommand('preference', argv, { file: { type: 'string' }, ...STATS_FILE_OPTIONS }, false)
    const file = required('preference', v, 'file')
    const r = (await callStatsOnFile('preference', v, io, 'file', 'stats.preference', { file: { path: file } })) as PreferenceFileReport | null
    if (!r) return 0
    const say = (msg: Msg) => renderMsg(msg, io.lang)
    const why = (s: PrefStat) => {
      const reason = say(preferenceReasonMsg(s.undefinedReason ?? 'no-units'))
      return io.lang === 'zh' ? `—（${reason}）` : `— (${reason})`
    }
    const fmt = (s: PrefStat | PrefInterval, sign = false): string => {
      if (s.value === null) return why(s)
      const v0 = `${sign && s.value > 0 ? '+' : ''}${f3(s.value)}`
      const ci = 'lo' in s && s.lo !== null && s.hi !== null ? ` [${f3(s.lo)}, ${f3(s.hi)}]` : ''
      return `${v0}${ci} (n ${s.n})`
    }
    const rep = r.report
    const ref = rep.reference
    const shapes = Object.entries(r.shapes).filter(([, n]) => n > 0).map(([s, n]) => `${s} ${n}`).join(', ')
    io.out(say(m.head({ file: r.file, units: rep.units, shapes, gold: ref.gold, majority: ref.human_majority, tie: ref.tie, noRef: ref.no_majority + ref.no_labels, split: ref.no_majority, none: ref.no_labels })))
    io.out(say(m.skipped({ blank: r.skipped.blank_lines, judge: r.skipped.judge_without_verdict, texts: r.skipped.no_response_texts, humans: r.skipped.missing_human_labels })))
    const h = rep.humans
    if (h.annotators.length >= 2) io.out(say(m.humans({ k: h.annotators.length, names: h.annotators.join(', '), fleiss: fmt(h.fleiss_kappa), pair: h.mean_pairwise_kappa.value === null ? why(h.mean_pairwise_kappa) : f3(h.mean_pairwise_kappa.value), ceiling: fmt(h.ceiling) })))
    else io.out(say(m.noHumans({ k: h.annotators.length })))
    for (const j of rep.judges) {
      io.out(say(m.judge({ name: j.judge, n: j.n, unparsable: j.unparsable, noRef: j.no_reference, tie: j.tie_reference })))
      io.out(say(m.agreement({ a: fmt(j.agreement), rec: fmt(j.agreement_recorded), parsed: fmt(j.agreement_parsed), decisive: fmt(j.agreement_decisive), kappa: fmt(j.kappa), loo: fmt(j.agreement_leave_one_out) })))
      const p = j.position
      io.out(
        say(
          p.swapped_units === 0
            ? m.positionNoSwap({ first: fmt(p.first_share), ref: fmt(p.reference_first_share) })
            : m.position({ first: fmt(p.first_share), orig: fmt(p.first_share_original), ref: fmt(p.reference_first_share), swap: fmt(p.swap_consistency), incFirst: fmt(p.inconsistent_first), incSecond: fmt(p.inconsistent_second) }),
        ),
      )
      const l = j.length
      io.out(say(m.length({ judge: fmt(l.judge_longer_share), ref: fmt(l.reference_longer_share), diff: fmt(l.difference, true), equal: l.equal_length })))
      if (j.categories.length) {
        const below = j.categories.filter((c) => c.below_overall)
        io.out(say(below.length ? m.categoriesBelow({ k: j.categories.length, list: below.map((c) => `${c.category} ${fmt(c.agreement)}`).join('; ') }) : m.categoriesOk({ k: j.categories.length })))
      }
    }
    io.out(say(m.intervals({ level: Math.round(rep.bootstrap.level * 100), b: rep.bootstrap.resamples, seed: rep.bootstrap.seed })))
    return 0
  },
}
