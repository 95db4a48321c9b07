// What a model adds around its answer should not change which answer it gave. Chat models close with a
// disclaimer ("我不是医生，以上仅用于学习。", "I cannot guarantee this is correct."), a caveat or a courtesy line;
// each is appended here to every fixture output the reader reads right, and the readings compared.
// A committed answer must survive a disclaimer; an output that gives no answer must not gain one from a
// courtesy line; a line of courtesy may open the reply too. The counts printed are the outputs whose reading changed; the floors hold what is known
// (outputs whose reading rests on where they end: a dangling cue, a repetition loop, a text-only answer
// line), so a change that makes the reader more fragile fails here.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_robustness.test.ts (SHOW=50 lists 50 changed readings per test, not 10)
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../src-main/core/extract/choice'
import { extractionCases, type ExtractionCase } from './helpers/extractionCases'
import { projectRoot } from './helpers/paths'

const files = readdirSync(path.join(projectRoot, 'tests/fixtures/extraction')).filter((f) => f.endsWith('.jsonl'))
const read = (c: ExtractionCase, output = c.output) => extractChoice(output, { options: c.options, multi: c.multi, finishReason: c.finish_reason })
// Cut outputs end where the limit fell: nothing is appended to them.
const whole = files.flatMap((f) => extractionCases(f).map((c) => ({ f, c }))).filter(({ c }) => c.finish_reason !== 'length' && typeof c.output === 'string')
const readRight = whole.filter(({ c }) => read(c).answer === c.expected)
const committed = readRight.filter(({ c }) => c.expected !== '')
const declined = readRight.filter(({ c }) => c.expected === '')

/** The cases whose reading changes once `edit` rewrites their output, each as "file id: expected → got (rule)". */
function changedBy(cases: typeof readRight, edit: (c: ExtractionCase) => string): string[] {
  const changed: string[] = []
  for (const { f, c } of cases) {
    const r = read(c, edit(c))
    if (r.answer !== c.expected) changed.push(`${f} ${c.id}: ${JSON.stringify(c.expected)} → ${JSON.stringify(r.answer)} (${r.rule}, ${JSON.stringify(r.span)})`)
  }
  return changed
}

/** The first option the answer does not hold: the letter a trap remark names. */
const otherOption = (c: ExtractionCase) => Object.keys(c.options).find((k) => !c.expected.includes(k)) ?? 'A'

describe('an answer survives what a model adds after it', () => {
  it('reads most fixture outputs right to begin with', () => {
    expect(committed.length).toBeGreaterThan(15000)
    expect(declined.length).toBeGreaterThan(3500)
  })

  // [suffix, most committed outputs whose reading may change]
  // Hedge set 129's fc017 (stop 40) is one of them for four suffixes: its answer is read from an option's text among the
  // closing sentences ("Treatment: oral griseofulvin, 20–25 mg/kg/day …"), and one more sentence after it pushes that
  // sentence out of reach, so the letter named last is read instead. The reader that met the set read it so too.
  // Hedge set 137's fl012 (stop 41) is another for every suffix: its answer is a short paragraph naming one option ("The
  // ampulla.") before a closing line on its certainty, and a further line puts it out of the closing lines' reach.
  // (Hedge set 141's fp085 and fp032, read right blind only from an option's text a suffix puts out of reach, were admitted
  // when the set was committed and are read by their statements since: "落子：戊，…", "：选项一。")
  const DISCLAIMERS: [string, number][] = [
    ['\n\n我不是医生，以上仅用于学习。', 2],
    ['\n\n我没法保证百分之百正确。', 2],
    ['\n\nI am not a doctor; this is for exam study only.', 2],
    ['\n\nI cannot guarantee this is correct.', 2],
    ['\n\n（说实话我对这题不太有底。）', 2],
    // An app's footer, and an offer to explain more.
    ['\n\n---\n*以上内容由AI生成，仅供参考*', 0],
    ['\n\n内容由AI生成，请仔细甄别。', 0],
    ['\n\n（本回答仅供医学考试复习参考，不构成诊疗建议。）', 0],
    // (and hedge set 129's fc059, whose closing bulleted list is no longer the reply's last paragraph after this line)
    ['\n\n如需进一步解释，请告诉我。', 6],
  ]
  for (const [suffix, floor] of DISCLAIMERS) {
    it(`a committed answer followed by ${JSON.stringify(suffix.trim())}`, () => {
      const changed = changedBy(committed, (c) => c.output + suffix)
      console.log(`${JSON.stringify(suffix.trim())}: ${changed.length} of ${committed.length} committed readings changed\n${changed.slice(0, Number(process.env.SHOW ?? 10)).join('\n')}`)
      expect(changed.length).toBeLessThanOrEqual(floor)
    })
  }

  // A closing remark that names another option as a trap or for another question, with the first option the
  // answer does not hold: "（易错：很多同学会误选B。）", "如果题目问的是最严重的并发症，则应选B。".
  const REMARKS: [string, number][] = [
    ['\n\n（易错：很多同学会误选{X}。）', 1],
    ['\n\n如果题目问的是最严重的并发症，则应选{X}。', 1],
  ]
  for (const [remark, floor] of REMARKS) {
    it(`a committed answer followed by ${JSON.stringify(remark.trim())}`, () => {
      const changed = changedBy(committed, (c) => c.output + remark.replace('{X}', otherOption(c)))
      console.log(`${JSON.stringify(remark.trim())}: ${changed.length} of ${committed.length} committed readings changed\n${changed.slice(0, Number(process.env.SHOW ?? 10)).join('\n')}`)
      expect(changed.length).toBeLessThanOrEqual(floor)
    })
  }

  // A line of courtesy opening the answer text: readings that rest on what opens it read after the line. The
  // one left is a numbered list of bare letters ("1) A\n2) B…") read as its first line only.
  for (const prefix of ['好的，我来看这道题。\n\n', '这道题考查的是临床基础知识。\n\n']) it(`a committed answer, and no answer, after an opening ${JSON.stringify(prefix.trim())}`, () => {
    // A model that thinks first opens its reply after the thought (</think>, ◁/think▷, gpt-oss's final channel), not before it.
    const open = (c: ExtractionCase) => {
      const m = /<\/think>[ \t]*\n*|◁\/think▷[ \t]*\n*|assistantfinal[ \t]*\n*|<\|channel\|>final<\|message\|>[ \t]*\n*/.exec(c.output)
      return m === null ? prefix + c.output : c.output.slice(0, m.index + m[0].length) + prefix + c.output.slice(m.index + m[0].length)
    }
    const a = changedBy(committed, open)
    const b = changedBy(declined, open)
    console.log(`opening courtesy: ${a.length} of ${committed.length} committed, ${b.length} of ${declined.length} no-answer readings changed\n${[...a.slice(0, Number(process.env.SHOW ?? 10)), ...b].join('\n')}`)
    expect(a.length).toBeLessThanOrEqual(1)
    expect(b.length).toBe(0)
  })

  // Line ends as other systems write them: "\r\n", and Markdown's hard break "  \n".
  for (const [name, eol] of [['"\\r\\n"', '\r\n'], ['"  \\n"', '  \n']] as const) {
    it(`reads ${name} line ends as "\\n" ones, the span cut from the output as written`, () => {
      const changed: string[] = []
      for (const { f, c } of readRight) {
        const other = c.output.replace(/\n/g, eol)
        if (other === c.output) continue
        const r = read(c, other)
        expect(other.slice(r.start, r.end), `${f} ${c.id}`).toBe(r.span)
        if (r.answer !== c.expected) changed.push(`${f} ${c.id}: ${JSON.stringify(c.expected)} → ${JSON.stringify(r.answer)} (${r.rule})`)
      }
      expect(changed).toEqual([])
    })
  }

  it('keeps in the span the carriage returns and blanks it covers', () => {
    const r = extractChoice('分析……  \r\n\r\n答案：  \r\nB\r\n解析', { options: { A: '甲', B: '乙', C: '丙', D: '丁' }, multi: false })
    expect(r.answer).toBe('B')
    expect(r.span).toBe('答案：  \r\nB')
  })

  // The disclaimers and remarks above, after an output that gives no answer: neither they nor what comes before
  // them may give one. The five under a disclaimer are the dev-set outputs stopped on a dangling cue or in a loop
  // (as under "Hope this helps!" below); the two under a trap remark are empty outputs, the remark all there is.
  const CLOSINGS: [string, number][] = [
    ['\n\n我不是医生，以上仅用于学习。', 5],
    ['\n\nI am not a doctor; this is for exam study only.', 5],
    ['\n\n（说实话我对这题不太有底。）', 5],
    ['\n\n（易错：很多同学会误选{X}。）', 0],
    ['\n\nA common trap is {X}.', 2],
    ['\n\n---\n*以上内容由AI生成，仅供参考*', 0],
    ['\n\n如需进一步解释，请告诉我。', 6],
  ]
  for (const [closing, floor] of CLOSINGS) {
    it(`no answer gained from ${JSON.stringify(closing.trim())}`, () => {
      const changed = changedBy(declined, (c) => c.output + closing.replace('{X}', otherOption(c)))
      console.log(`${JSON.stringify(closing.trim())}: ${changed.length} of ${declined.length} no-answer readings changed\n${changed.slice(0, Number(process.env.SHOW ?? 10)).join('\n')}`)
      expect(changed.length).toBeLessThanOrEqual(floor)
    })
  }

  it('no answer gained from a closing courtesy line', () => {
    const changed = changedBy(declined, (c) => c.output + '\n\nHope this helps!')
    console.log(`"Hope this helps!": ${changed.length} of ${declined.length} no-answer readings changed\n${changed.join('\n')}`)
    // The five are dev-set outputs stopped on a dangling cue or in a loop, which no model closes politely.
    expect(changed.length).toBeLessThanOrEqual(5)
  })
})
