// medbench score: the score.responses operation over a stated item set (the whole bank by default,
// or the same filters as search), with coverage beside every number.
import { defineMessages, renderMsg } from '../../../core/messages'
import type { Lang } from '../../../core/messages'
import type { OpOutput } from '../../../ops/table'
import { parseCommand, numberFlag, required } from '../args'
import type { Io } from '../io'
import { BANK_OPTIONS, FACET_OPTIONS, facetFilters, withBank } from './common'
import type { Command } from './common'

type Summary = OpOutput<'score.responses'>
type Family = NonNullable<Summary['accuracy']>
type Node = Family['overall']

const m = defineMessages('cliScore', {
  setWhole: { zh: (p) => `计分范围：整个题库（${p.n} 题）`, en: (p) => `item set: the whole bank (${p.n} items)` },
  setFiltered: { zh: (p) => `计分范围：筛选 ${p.filter}（${p.n} 题）`, en: (p) => `item set: filtered by ${p.filter} (${p.n} items)` },
  readingAll: {
    zh: () => '读法：范围内全部题目计分，未作答的按 0 分计',
    en: () => 'reading: every item of the set counts; unanswered items score 0',
  },
  readingAnswered: {
    zh: () => '读法：仅计已作答的题目（--answered-only），未作答的题目不在分母中',
    en: () => 'reading: answered items only (--answered-only); unanswered items are left out of the denominator',
  },
  coverage: {
    zh: (p) => `回答记录 ${p.responses} 条；已计分 ${p.scored} 题，未作答 ${p.missing} 题，无法计分 ${p.unscorable} 题，忽略记录 ${p.ignored} 条`,
    en: (p) => `${p.responses} response records; ${p.scored} items scored, ${p.missing} unanswered, ${p.unscorable} unscorable, ${p.ignored} records ignored`,
  },
  accuracy: { zh: () => '准确率类得分（选择、抽取等）', en: () => 'accuracy-type scores (choice, extraction, …)' },
  lexical: {
    zh: () => '开放题词面重合度（ROUGE-L 等，未经评审模型；不与准确率合并）',
    en: () => 'lexical overlap of open answers (ROUGE-L…, no judge yet; never averaged with accuracy)',
  },
})

export const scoreCommand: Command = {
  name: 'score',
  usage: `medbench score --bank B [--keys K] --responses R.jsonl [--answered-only] [--seed N] [--json]
                [--track T]... [--dimension D]... [--specialty-primary S]... [--type T]... [--status S]... [--source S]... [--task T]... [--search Q]
  R.jsonl: {"item_id","output"[,"variant"]} per line. Scores over the whole bank unless filtered;
  unanswered items count as 0 and are reported (--answered-only gives the other reading, and says so).`,
  async run(argv, io) {
    const { values: v } = parseCommand(
      'score',
      argv,
      { ...BANK_OPTIONS, responses: { type: 'string' }, seed: { type: 'string' }, 'answered-only': { type: 'boolean' }, search: { type: 'string' }, ...FACET_OPTIONS },
      false,
    )
    const responses = required('score', v, 'responses')
    const input = {
      responses: { path: responses },
      filters: facetFilters(v),
      search: v.search as string | undefined,
      answeredOnly: !!v['answered-only'],
      seed: numberFlag('score', v, 'seed') ?? 20240601,
    }
    return withBank('score', v, io, { mustExist: true }, async ({ call }) => {
      const s = await call('score.responses', input)
      if (v.json) {
        const { problems, ...rest } = s
        io.out(
          JSON.stringify({
            n_items: s.nItems,
            n_responses: s.nResponses,
            n_missing: s.nMissing,
            n_scored: s.nScored,
            n_unscorable: s.nUnscorable,
            ...rest,
            itemsScored: s.nScored,
            problems: problems.map((p) => p[io.lang]),
          }),
        )
      } else {
        for (const line of humanLines(s, io.lang)) io.out(line)
      }
      for (const p of s.problems) io.err(p[io.lang])
      return 0
    })
  },
}

function fmt(n: Node, lang: Lang): string {
  const est = n.mean === null ? '—' : `${n.mean.toFixed(1)} [${n.lo!.toFixed(1)}, ${n.hi!.toFixed(1)}]`
  const cov =
    lang === 'zh'
      ? `（已计分 ${n.nScored}/${n.nItems} 题，未作答 ${n.nMissing}${n.nUnscorable ? `，无法计分 ${n.nUnscorable}` : ''}）`
      : ` (scored ${n.nScored}/${n.nItems}, unanswered ${n.nMissing}${n.nUnscorable ? `, unscorable ${n.nUnscorable}` : ''})`
  return est + cov
}

function humanLines(s: Summary, lang: Lang): string[] {
  const r = (msg: Parameters<typeof renderMsg>[0]) => renderMsg(msg, lang)
  const filter = [
    ...Object.entries(s.itemSet.filters ?? {}).map(([k, vals]) => `${k}=${(vals ?? []).join('|')}`),
    ...(s.itemSet.search ? [`search="${s.itemSet.search}"`] : []),
  ].join(', ')
  const lines = [
    r(s.itemSet.whole ? m.setWhole({ n: s.nItems }) : m.setFiltered({ filter, n: s.nItems })),
    r(s.reading === 'all' ? m.readingAll() : m.readingAnswered()),
    r(m.coverage({ responses: s.nResponses, scored: s.nScored, missing: s.nMissing, unscorable: s.nUnscorable, ignored: s.nIgnoredResponses })),
  ]
  for (const [fam, title] of [
    [s.accuracy, m.accuracy()],
    [s.lexical, m.lexical()],
  ] as const) {
    if (!fam) continue
    lines.push('', `${r(title)}: ${fmt(fam.overall, lang)}`)
    for (const d of fam.byDimension) lines.push(`  ${d.track}/${d.dimension}: ${fmt(d, lang)}`)
    for (const t of fam.byTask) lines.push(`    ${t.task}: ${fmt(t, lang)}`)
  }
  return lines
}

export type { Io }
