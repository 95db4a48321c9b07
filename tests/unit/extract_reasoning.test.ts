// The choice extractor on reasoning models' outputs (DeepSeek-R1, Qwen3, QwQ, GLM, Kimi, gpt-oss):
// self-corrections, multi-answer lists, hedges, outputs cut short, analysis after the final answer,
// unclosed reasoning. tests/fixtures/extraction/reasoning_dev.jsonl is the extractor's own dev set
// (questions, options and outputs written for it); `expected` is the answer the model committed to,
// "" when it gave none, and `finish_reason` is what the API reported when it matters.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning.test.ts
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { extractChoice } from '../../src-main/core/extract/choice'
import { isLengthFinish } from '../../src-main/core/extract/cut'
import { stripReasoning } from '../../src-main/core/extract/think'

interface Case {
  id: string
  category: string
  lang: 'zh' | 'en'
  options: Record<string, string>
  multi: boolean
  output: string
  expected: string
  finish_reason?: string
}

function fixture(file: string): Case[] {
  return readFileSync(fileURLToPath(new URL(`../fixtures/extraction/${file}`, import.meta.url)), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Case)
}

const cases: Case[] = fixture('reasoning_dev.jsonl')

const run = (c: Case) => extractChoice(c.output, { options: c.options, multi: c.multi, finishReason: c.finish_reason })

describe('reasoning dev set', () => {
  it('is well formed', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150)
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length)
    for (const c of cases) {
      expect(c.expected, c.id).toBe([...new Set(c.expected)].sort().join(''))
      for (const l of c.expected) expect(Object.keys(c.options), c.id).toContain(l)
      if (!c.multi) expect(c.expected.length, c.id).toBeLessThanOrEqual(1)
    }
  })

  it('reads every case (accuracy and misses printed)', () => {
    const perCat = new Map<string, { n: number; ok: number }>()
    const misses: string[] = []
    for (const c of cases) {
      const r = run(c)
      const row = perCat.get(c.category) ?? { n: 0, ok: 0 }
      row.n++
      if (r.answer === c.expected) row.ok++
      else misses.push(`${c.id}: expected ${JSON.stringify(c.expected)} got ${JSON.stringify(r.answer)} (${r.rule}, ${JSON.stringify(r.span)}) | ${c.output.slice(-100).replace(/\n/g, '⏎')}`)
      perCat.set(c.category, row)
    }
    const ok = cases.length - misses.length
    console.log(
      [
        `reasoning dev set: ${ok}/${cases.length} = ${((100 * ok) / cases.length).toFixed(1)}%`,
        ...[...perCat].sort((a, b) => a[0].localeCompare(b[0])).map(([k, v]) => `  ${k.padEnd(18)} ${String(v.ok).padStart(3)}/${v.n}`),
        ...(misses.length ? ['misses:', ...misses] : []),
      ].join('\n'),
    )
    expect(misses).toEqual([])
  })

  it('keeps the span that decided: output.slice(start, end) === span, and an answer has one', () => {
    for (const c of cases) {
      const r = run(c)
      expect(c.output.slice(r.start, r.end), c.id).toBe(r.span)
      if (r.answer !== '') expect(r.span.length, c.id).toBeGreaterThan(0)
      expect(r.rule.length, c.id).toBeGreaterThan(0)
    }
  })

  it('never reads an answer from a hedge', () => {
    for (const c of cases.filter((k) => k.category === 'hedge' && k.expected === '')) expect(run(c).answer, c.id).toBe('')
  })
})

const MARKER = { A: '肌钙蛋白I', B: '肌红蛋白', C: 'CK-MB', D: '乳酸脱氢酶', E: '天冬氨酸转氨酶' }
const ASPIRIN = { A: '抗炎', B: '镇痛', C: '解热', D: '抗血小板聚集', E: '降血糖' }
const VITC = { A: '夜盲症', B: '坏血病', C: '佝偻病', D: '脚气病', E: '口角炎' }
const SHOCK = { A: '面色苍白', B: '脉压减小', C: '尿量减少', D: '收缩压降至60mmHg以下', E: '烦躁不安' }
const ORGANS = { A: '心', B: '肝', C: '胆', D: '脾', E: '肾' }
const HEPARIN = { A: 'Vitamin K', B: 'Protamine sulfate', C: 'Fresh frozen plasma', D: 'Idarucizumab' }
/** Options whose texts no output names: only the letters can answer. */
const X = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }

function check(output: string, options: Record<string, string>, multi: boolean, answer: string, span?: string, finishReason?: string) {
  const r = extractChoice(output, { options, multi, finishReason })
  expect(r.answer, `${output} → ${r.rule}`).toBe(answer)
  expect(output.slice(r.start, r.end)).toBe(r.span)
  if (span !== undefined) expect(r.span).toBe(span)
  return r
}

/** Cases of a held-out or stress fixture read as they are labelled: the outputs that taught a batch of the reader. */
function checkCases(file: string, ids: string[]) {
  const byId = new Map(fixture(file).map((c) => [c.id, c]))
  for (const id of ids) {
    const c = byId.get(id)
    expect(c, `${file} ${id}`).toBeDefined()
    check(c!.output, c!.options, c!.multi, c!.expected, undefined, c!.finish_reason)
  }
}

describe('the last answer the model commits to wins', () => {
  it('reads corrections', () => {
    check('答案：B……更正：D', VITC, false, 'D', '更正：D')
    check('所以选B。不对……答案改为：C', VITC, false, 'C', '答案改为：C')
    check('A, C, D\n\nD is wrong here.\n\nFinal: A, C', ASPIRIN, true, 'AC', 'Final: A, C')
    check('Answer: A\n\nWait, vitamin K reverses warfarin. The answer is actually B.', HEPARIN, false, 'B')
    check('**答案：A**\n\n> 注：上面的答案有误，正确答案应为 **B**。', VITC, false, 'B')
    check('答案：E（不对，应为B）', VITC, false, 'B')
    // A correction table: the letter under the corrected column answers, not the first after the label.
    check('答案：A\n\n复核后更正：\n\n| 项目 | 原答案 | 更正后 |\n|---|---|---|\n| 本题答案 | A | B |\n\n维生素C缺乏致坏血病。', VITC, false, 'B', '答案 | A | B')
    check('| Item | Original | Revised |\n|---|---|---|\n| Answer | A | B |', HEPARIN, false, 'B')
    // A 勘误表 whose row names no answer cue: the cell under the corrected column answers.
    check('答案：A\n\n【勘误表】\n\n| 题号 | 原填答案 | 更正后答案 | 原因 |\n|---|---|---|---|\n| 本题 | A | B | 看错了选项顺序 |\n\n请以更正后的答案为准。', VITC, false, 'B', 'B')
    // "Going with **D**" after an aside that names the option first considered.
    check('It is protamine, not the vitamin K I first considered.\n\nGoing with **B**.', HEPARIN, false, 'B', 'Going with **B**')
    // "Answer — B" with an em dash; "不对，是A" after an answer line; a correction that opens by describing C.
    check('Answer — B.\n\nProtamine binds heparin.', HEPARIN, false, 'B', 'Answer — B')
    check('答案：D\n\n不对，是B。维生素C缺乏引起坏血病，维生素B1缺乏引起脚气病。', VITC, false, 'B', '不对，是B')
    check('答案：C。\n\n更正：C 是佝偻病，维生素D缺乏所致；本例应为坏血病，正确答案为 B。', VITC, false, 'B')
    // A condition whose quoted question holds a bracket: "若问“……（C 细胞）”，则选 C" is hypothetical.
    check('本题选 B。\n\n- 若问“与维生素D（D 族）有关的疾病”，则选 C；', VITC, false, 'B', '选 B')
    // Options with their texts on one line under a heading; the ticked options named in a sentence.
    check('抗炎镇痛相关的作用：\n\nⒶ 抗炎、Ⓑ 镇痛、Ⓓ 抗血小板聚集\n\n降血糖不是阿司匹林的作用。', ASPIRIN, true, 'ABD')
    check('| 选项 | 作用 | 判断 |\n|---|---|---|\n| A | 抗炎 | ✔ |\n\n综上，勾选 ✔ 的 A、B、D 三项为阿司匹林的作用。', ASPIRIN, true, 'ABD')
    // "正确答案：**A**" opening its line is final, whatever a later table marks with ×.
    check('正确答案：**A**\n\n| 选项 | 能否使用 |\n|---|---|\n| A | × 禁用 |\n| B | √ |', VITC, false, 'A')
    // A verdict inside a condition on another question is not this item's answer.
    check('**正确答案：ABD**\n\nC 项 ✘：解热不是……若题目问对乙酰氨基酚的作用，C 才正确。', ASPIRIN, true, 'ABD')
    // GLM's box tokens; an option named in a few words and labelled by its letter.
    check('答案：<|begin_of_box|>B<|end_of_box|>', VITC, false, 'B')
    check('The most specific antidote here is **protamine (option B)**.\n\n- (A) Vitamin K — for warfarin.', HEPARIN, false, 'B')
    // A count before 项; an item of a bullet list that is an option's exact text is not the answer.
    check('作用包括：\n\n- 抗炎，用于风湿\n- 镇痛\n- 解热作用\n\nABC三项正确。', ASPIRIN, true, 'ABC')
    // Notes that are the options' own texts, one holding 不 (烦躁不安), do not end the list.
    check('休克早期表现应选：A（面色苍白）、B（脉压减小）、C（尿量减少）、E（烦躁不安）。', SHOCK, true, 'ABCE')
    // One-character option texts listed after a restated question.
    check('属于五脏的有：心、肝、脾、肾。\n（胆属于六腑。）', ORGANS, true, 'ABDE')
    check('答案：心、肝、脾和肾', ORGANS, true, 'ABDE')
    check('属于五脏的有：心、肝。另外，胆不属于五脏，可能是心包？', ORGANS, true, 'AB')
    // Letters after a restated question are read as letters, not as the texts after them.
    check('属于五脏的是：A 心；B 肝；D 脾。', ORGANS, true, 'ABD')
    // Option lines with a note in brackets make one block.
    check('属于阿司匹林作用的有：\n\n1. A —— 抗炎\n2. B —— 镇痛（中等程度疼痛）\n3. D —— 抗血小板聚集（小剂量）\n\n以上三项即为答案。', ASPIRIN, true, 'ABD')
    // The answer to another question, in a condition, is no answer.
    check('题干和问法互相冲突，我无法判断应以哪一部分为准。如果本意是考骨骼病变，答案方向是佝偻病。', VITC, false, '')
    // Corrections worded as "Edit: I mixed up…", "此前回答有误", "再次检查发现计算错误".
    check('**Answer: A**\n\nEdit: I mixed up the antidotes. The correct answer is **B**.', HEPARIN, false, 'B')
    // A correction that names its answer by text and letter; a letter with a verdict "is the answer".
    check('Answer: A — vitamin K.\n\nScratch that, vitamin K is for warfarin. The first drug is **protamine sulfate, option B**.', HEPARIN, false, 'B')
    check('**Protamine sulfate (B)** is the answer.\n\nOther options:\n- Vitamin K (A): warfarin reversal', HEPARIN, false, 'B')
    // 口误 / "Revision:" take the answer line back; "以B为最终答案"; "B（而不是我之前说的A）" keeps B.
    check('答案：A\n\n（刚才的A是口误，以B为最终答案）', VITC, false, 'B')
    check('Answer: A\nRevision: B (protamine binds heparin).', HEPARIN, false, 'B')
    check('Answer: A. Correction — make that B.', HEPARIN, false, 'B')
    check('最终答案：B（而不是我之前说的A）', VITC, false, 'B')
    check('答案：D\n\n此前回答有误。坏血病是维生素C缺乏所致，应为B。', VITC, false, 'B')
    check('最终答案：C\n\n——再次检查发现计算错误：正确答案为B。', VITC, false, 'B')
    // A list introduced as the answer whose lines describe each chosen option.
    check('Selected options:\n- (A) Vitamin K, the classic antidote\n- (B) Protamine sulfate\n\nOthers are not used.', { ...HEPARIN }, true, 'AB')
    // "The … are A, B and D"; a verdict never reaches into the next sentence.
    check('The effects among the options are (A), (B) and (D). Antidiabetic action does not occur.', ASPIRIN, true, 'ABD')
    // An item asking for the wrong statement: the option marked ✘ is the answer, not a retraction.
    check('本题问“错误的是”，答案：**D**\n\n✔ A 夜盲症\n✘ D 应为脚气病\n✔ E 口角炎', VITC, false, 'D')
    // A cue in one table row does not reach the letter labelling the next ("在即 | 是 |\n| C |").
    check('| 选项 | 是否选择 |\n|---|---|\n| A | 失代偿在即 | 是 |\n| C | 否 |', ASPIRIN, true, '', '', 'length')
    // The negation covers the letters joined by 和 before it, back to the comma.
    check('答案为BCD，A和E不选。', ASPIRIN, true, 'BCD', '答案为BCD')
    // LaTeX spacing inside a box is space.
    check('$$\\boxed{A,\\ C,\\ D}$$', ASPIRIN, true, 'ACD')
    // "所以答案：A" closing reasoning that was never closed.
    check('<think>\n坏血病是维生素C缺乏。\n\n所以答案：B', VITC, false, 'B')
    // Without a header naming a correction, a row of letters is not one.
    check('| 题号 | 答案 | 备注 |\n|---|---|---|\n| 1 | B | A不对 |', VITC, false, 'B')
     // Blind set 10: an updated answer line; an option's text then its letter after a cue, once the
    // earlier letter was taken back; options listed with their labels in one sentence; a bulleted
    // block that describes each chosen option under a heading.
    check('**答案：A、B**\n\n> 补充：遗漏了**解热**，应一并选上。\n\n**更新后的答案：A、B、C**', ASPIRIN, true, 'ABC')
    check("I'll go with A.\n\nHmm, wait. That's backwards for heparin.\n\nSo the reversal agent is protamine sulfate — B.", HEPARIN, false, 'B')
    check('阿司匹林的作用为：**A. 抗炎**、**B. 镇痛**、**C. 解热**。\n\n不能降血糖。', ASPIRIN, true, 'ABC')
    check('阿司匹林的三大作用：\n\n- **A**：抗炎，用于风湿热\n- **B**：镇痛，对钝痛有效\n- **D**：抗血小板聚集，小剂量\n\n解热作用较弱，降血糖更谈不上。', ASPIRIN, true, 'ABD')
    // Blind set 11: struck-through letters are deleted; a supposed other case is no answer; an
    // option paraphrased after a colon, with its gloss dropped, as a formula, or as an acronym.
    check('**答案：~~A~~ B**\n\n坏血病是维生素C缺乏。', VITC, false, 'B')
    check('Answer: ~~A~~ → **B**', HEPARIN, false, 'B')
    check('答案：B\n\n再核对一次：坏血病确为维生素C缺乏。\n\n补充：若题目改为维生素A缺乏，症状为夜盲，应选A。', VITC, false, 'B')
    check('所以灵敏度的计算公式为：真阳性 ÷（真阳性 ＋ 假阴性）', { A: '真阳性/(真阳性+假阴性)', B: '真阴性/(真阴性+假阳性)', C: '真阳性/(真阳性+假阳性)' }, false, 'A')
    check('答案：凝血酶原时间（PT）/INR', { A: '活化部分凝血活酶时间', B: '凝血酶时间', C: '凝血酶原时间及INR' }, false, 'C')
    check('Answer: hypotension, JVD, and muffled heart sounds.', { A: 'Hypotension', B: 'Jugular venous distension', C: 'Muffled heart sounds', D: 'Fever' }, true, 'ABC')
    // Blind set 12: 答案调整为; "Corrected selection:"; the letters of an answer list each with its text
    // on the line under it; Ⅱ度 for 二度; an option named by its head word.
    check('答案：A\n\n【复核】重新梳理题干。\n\n最终答案调整为：B', VITC, false, 'B')
    check('**Selected: A, B, C**\n\nOops, C is wrong.\n\n**Corrected selection: A, B**', HEPARIN, true, 'AB')
    check('阿司匹林的作用：\n\n答案：\nA\n抗炎（大剂量）\nB\n镇痛（中等疼痛）\nD\n抗血小板聚集（小剂量）\n\n降血糖不是。', ASPIRIN, true, 'ABD')
    check('应诊断为**Ⅱ度Ⅱ型房室传导阻滞**。', { A: '一度房室传导阻滞', B: '二度Ⅰ型房室传导阻滞', C: '二度Ⅱ型房室传导阻滞' }, false, 'C')
    check('Best answer: lithium.', { A: 'Lithium carbonate', B: 'Valproic acid', C: 'Clozapine' }, false, 'A')
    // Blind set 13: parallel conditions (若…则应选B；给…，则应为C) are no answer; a drug named D-青霉胺 is no
    // letter; "answer updated → A", "Changing my answer to C", "the test of choice is … — option B"; a
    // struck-out option line before the chosen one; numbered letters with their text in brackets.
    check('坏血病为维生素C缺乏，答案 B。\n\n避错：若题目问夜盲症，则应选A；问脚气病，则应为D。', VITC, false, 'B')
    check('答案为 B。\n\n治疗首选D-青霉胺。', VITC, false, 'B')
    check('所以答案：A。\n\n……重新读题，题目问的是特异性。\n\nanswer updated → **B**', VITC, false, 'B')
    check('Heparin reversal needs vitamin K, so A.\n\nRe-reading: it is heparin, not warfarin.\n\nChanging my answer to B.', HEPARIN, false, 'B')
    check('With her history the antidote of choice is protamine sulfate — option B.', HEPARIN, false, 'B')
    check('应协助患者取：\n\n~~A. 夜盲症~~ **B. 坏血病**', VITC, false, 'B')
    check('阿司匹林的作用：\n\n1. A（抗炎，大剂量）\n2. B（镇痛，中等疼痛）\n3. D（抗血小板聚集）\n\n不能降血糖。', ASPIRIN, true, 'ABD')
    // A listed option name is found by its common abbreviation; a pick under "if it says …" is no answer.
    const ATD = { A: '丙硫氧嘧啶', B: '甲巯咪唑', C: '碘化钾', D: '普萘洛尔' }
    check('甲状腺危象抑制激素合成首选 PTU。', ATD, false, 'A')
    check('Start NAC now — do not wait for the 8-hour level.', { A: 'N-acetylcysteine', B: 'Fomepizole', C: 'Flumazenil' }, false, 'A')
    check("It's either A or B. If it says most specific, pick anti-Sm; if it says most sensitive, pick ANA.", { A: 'Anti-Sm antibody', B: 'Antinuclear antibody', C: 'Rheumatoid factor' }, false, '')
    // A vitamin option is named in English ("Vitamin B1" for 维生素B1), as a whole word: "vitamin B12" is not vitamin B1.
    const VITB = { A: '维生素A', B: '维生素B1', C: '维生素B12', D: '维生素C' }
    check('Wernicke encephalopathy.\n\nVitamin B1 (thiamine), given IV before any glucose-containing fluids.', VITB, false, 'B')
    check('Pernicious anaemia.\n\nVitamin B12, given IM for life.', VITB, false, 'C')
    // Blind set 14: 与 reads as 和 in option texts; a negation in a note about another option stays there;
    // a correction that opens by naming the old letter and quoting its text is not a new answer.
    check('所以出生时应接种的是卡介苗与乙肝疫苗。', { A: '脊灰疫苗', B: '卡介苗和乙肝疫苗', C: '麻疹疫苗' }, false, 'B')
    check('答案：A、B、C（降血糖不选，那是另一类药）', ASPIRIN, true, 'ABC')
    check('A\n\n更正：A"夜盲症"是维生素A缺乏的表现，题目问维生素C缺乏，应为坏血病。答案B。', VITC, false, 'B')
    check('这题我没有把握，A和B都像考点，建议查看原题解析。', VITC, false, '')
    check('It looks like only the answer choices came through. I need the stem before I can answer.', HEPARIN, false, '')
    check('If the INR is high, the answer is **A**. Without the INR I can\'t say which option the question intends.', HEPARIN, false, '')
    check('两个选项分别对应不同版本，我没办法只给出一个答案。', VITC, false, '')
  })

  it('keeps a final answer line against the explanation that follows it', () => {
    check('**答案：C**\n\n其他选项：\n- 选A（肌钙蛋白I）特异性最高但出现较晚；\n- 有人认为应选B。', MARKER, false, 'C', '答案：C**')
    check('答案：E。A、B、C、D均为正确描述，所以E不正确。', VITC, false, 'E', '答案：E')
    check('Final answer: B\n\nOne might choose A if the patient were on warfarin.', HEPARIN, false, 'B')
    check('**答案：B**\n\n- A ❌ 维生素A缺乏\n- B ✅ 维生素C缺乏\n- C ❌ 维生素D缺乏', VITC, false, 'B', '答案：B**')
    check('Answer: B\n\nVitamin K (A) would be the correct choice for warfarin.', HEPARIN, false, 'B')
  })

  it('lets a retraction or a conclusion override an earlier answer line', () => {
    check('答案是A。等等，A不对。', VITC, false, '', '', 'none')
    check('D. 脚气病\n\n解析：维生素C缺乏引起坏血病，故本题选B。', VITC, false, 'B', '故本题选B')
    check('**C**\n\n有些考生会误认为出现最早的是肌钙蛋白而选A。', MARKER, false, 'C')
  })
})

describe('multi-answer lists', () => {
  it('joins letters with option texts or notes, one per line, JSON arrays', () => {
    check('答案：A（抗炎）、B（镇痛）、D（抗血小板聚集）', ASPIRIN, true, 'ABD', '答案：A（抗炎）、B（镇痛）、D（抗血小板聚集）')
    check('答案：A. 抗炎、B. 镇痛、D. 抗血小板聚集', ASPIRIN, true, 'ABD')
    check('答案：\nA\nB\nC\nD', ASPIRIN, true, 'ABCD', '答案：\nA\nB\nC\nD')
    check('正确选项为：\n- A. 抗炎\n- B. 镇痛\n- D. 抗血小板聚集\n\nE不对。', ASPIRIN, true, 'ABD')
    check('["A", "B", "D"]', ASPIRIN, true, 'ABD')
    check('```json\n{"answer": ["A", "C"]}\n```', ASPIRIN, true, 'AC')
    check('分析……\n\nA\nC\nD', ASPIRIN, true, 'ACD', 'A\nC\nD')
    check('正确答案：\n✅ A. 抗炎\n✅ B. 镇痛\n❌ E. 降血糖', ASPIRIN, true, 'AB')
    // Letters after a comma that are the subject of a predicate; boxes side by side; "(1) A" bullets.
    check('选A、B、D，C、E为干扰项。', ASPIRIN, true, 'ABD')
    check('作用有：\n\n$\\boxed{A}$　$\\boxed{B}$　$\\boxed{D}$', ASPIRIN, true, 'ABD')
    check('本题应选以下三项：\n(1) A\n(2) B\n(3) D', ASPIRIN, true, 'ABD')
    check('答案：abd', ASPIRIN, true, 'ABD')
    check('所以选：1) A  2) B  3) D', ASPIRIN, true, 'ABD')
    // A remark ruling out an earlier option after a numbered list does not make the list's last line an echoed entry.
    check('属于阿司匹林作用的：\n1. A 抗炎\n2. B 镇痛\n3. D 抗血小板聚集\n\nC降血糖不是它的作用，不选。', ASPIRIN, true, 'ABD')
    check('答案：ABD\n\n漏了C，补上。\n\n更新为：ABCD', ASPIRIN, true, 'ABCD')
    check('选：\n\nA【抗炎】B【镇痛】D【抗血小板聚集】', ASPIRIN, true, 'ABD')
    check('正确的有：\nA. 抗炎——抑制前列腺素合成；\nB. 镇痛——中等程度疼痛；\nD. 抗血小板聚集——小剂量。\n\n降血糖不选。', ASPIRIN, true, 'ABD')
    // A label with a colon after the answer is not a verdict on it; the answer noun with a bracketed letter.
    check('正确：B ｜ 错误：A C D E', VITC, false, 'B')
    check('正确选项（Ｂ）', VITC, false, 'B')
    check('本题答案：(A)(B)(D)', ASPIRIN, true, 'ABD')
    check("```python\nanswer = ['A', 'B', 'D']\n```", ASPIRIN, true, 'ABD')
    check('最终选择：A | B | D', ASPIRIN, true, 'ABD')
    check('本题选『B』', VITC, false, 'B')
    // An option's text given without its bracketed qualifier, after an ideographic space.
    check('属于溶栓禁忌的是：\n1）A　近期活动性出血\n2）B　严重未控制的高血压', { A: '近期活动性出血', B: '严重未控制的高血压（>180/110 mmHg）', C: '年龄65岁', D: '吸烟史' }, true, 'AB')
    // A final line with an arrow inside unclosed reasoning.
    check('<think>\n滑脉主痰饮、食积、实热。\n最终答案 → B', VITC, false, 'B')
    // A length-cut "……所以E项" does not outrank the answer the output opened with.
    check('**ABD**\n\n阿司匹林有抗炎、镇痛、抗血小板聚集作用，没有利尿作用，所以E项', ASPIRIN, true, 'ABD', undefined, 'length')
    // An option's text on the way to a cut answer cue is a step of the reasoning, not the answer.
    check('九分法里双上肢合计18%，一侧上肢就是18%的一半。\n\n所以选', { A: '9%', B: '18%', C: '7%', D: '5%', E: '13%' }, false, '', undefined, 'length')
    // Items given as option text with the letter in brackets; "Not C" after a list negates C, not the last item.
    check('正确答案为抗炎（A）、镇痛（B）、抗血小板聚集（D）。', ASPIRIN, true, 'ABD')
    check('Select A, B, D. (Not C: aspirin does not lower glucose; not E.)', ASPIRIN, true, 'ABD')
    // Marks stuck before their letters on a line led by one; a table with a yes/no column.
    check('阿司匹林的作用：\n✔A ✔B ✘C ✔D ✘E', ASPIRIN, true, 'ABD')
    check('| 选项 | 是否入选 |\n|---|---|\n| A | 是 |\n| B | 是 |\n| C | 否 |\n| D | 是 |\n| E | 否 |', ASPIRIN, true, 'ABD')
    check('| Option | Correct? |\n|---|---|\n| A | No |\n| B | Yes |\n| C | No |\n| D | No |', VITC, false, 'B')
    // A list trimmed after a correction and restated with 最终为.
    check('答案：ABCD\n\n更正：C（降血糖）不是阿司匹林的作用，去掉C，最终为ABD。', ASPIRIN, true, 'ABD')
    // A heading over letters that carry their notes (on a multi-answer item only, and not under a heading
    // that sets options aside); numbered lines with a description after a dash; an empty box ☐ is not chosen;
    // 答 opening a line with letters after a blank; 对应选项.
    const cases: [string, Record<string, string>, boolean, string][] = [
      ['阿司匹林的主要作用：D（抗血小板）、A（抗炎）、B（镇痛）。\n\n降血糖不是它的作用。', ASPIRIN, true, 'ABD'],
      ['阿司匹林的作用：\n\n1. A（抗炎）——抑制COX\n2. B（镇痛）——中等程度疼痛\n3. D（抗血小板聚集）——小剂量\n\n降血糖不是。', ASPIRIN, true, 'ABD'],
      ['答案：B\n\n避错提示：A（夜盲症）、C（佝偻病）与维生素C无关。', VITC, false, 'B'],
      ['评分项：C（心衰）0分、H（高血压）1分、A（年龄）1分。\n\n答案：坏血病', VITC, false, 'B'],
      ['阿司匹林的作用（勾选正确项）：\n☑ A. 抗炎\n☑ B. 镇痛\n☐ C. 解热\n☑ D. 抗血小板聚集\n☐ E. 降血糖\n\n以上勾选的即为答案。', ASPIRIN, true, 'ABD'],
      ['阿司匹林有抗炎、镇痛和抗血小板作用。\n\n答 A B D', ASPIRIN, true, 'ABD'],
      ['抗炎、镇痛、抗血小板聚集。\n\n对应选项：A、B、D 三项', ASPIRIN, true, 'ABD'],
    ]
    for (const [output, options, multi, answer] of cases) check(output, options, multi, answer)
  })

  it('reads an arrow after the reasoning, and the option named by its first phrase under a heading', () => {
    check('维生素C缺乏导致胶原合成障碍。→ **B**\n\n其他选项：\n- 夜盲症（A）缺维生素A\n- 佝偻病（C）缺维生素D', VITC, false, 'B')
    check('Protamine binds heparin → **B**\n\nVitamin K (A) reverses warfarin instead.', HEPARIN, false, 'B')
    // Arrows on bulleted lines map cases to options; that is no answer.
    check('It depends on the drug:\n- heparin → B\n- warfarin → A\n\nThe stem does not say which, so I cannot pick one.', HEPARIN, false, '')
    const POSITION = { A: '去枕平卧位', B: '端坐位，双腿下垂', C: '头低足高位', D: '左侧卧位', E: '中凹卧位' }
    check('急性肺水肿患者应立即采取的体位：\n\n**端坐位**\n\n同时给予高流量吸氧。', POSITION, false, 'B', '**端坐位**')
    check('答案：端坐位', POSITION, false, 'B')
  })

  it('reads this stop\'s list layouts and corrections (blind sets 25 and 26)', () => {
    const ETHICS = { A: '尊重原则', B: '不伤害原则', C: '保密原则', D: '有利原则', E: '公正原则' }
    const VACCINES = { A: 'MMR', B: 'Varicella', C: 'Inactivated polio vaccine (IPV)', D: 'BCG', E: 'Hepatitis B' }
    const GOUT = { A: '秋水仙碱', B: '别嘌醇', C: '非甾体抗炎药', D: '苯溴马隆', E: '糖皮质激素' }
    const TOOLS = { A: '体温计', B: '血压计', C: '听诊器', D: '叩诊锤' }
    const cases: [string, Record<string, string>, boolean, string][] = [
      ['Correct: A (anti-inflammatory), B (analgesic), D (antiplatelet).\n\nNot correct: E — it does not lower glucose.', ASPIRIN, true, 'ABD'],
      ['Because of the beta-blocker, the drug to add now is (b).', HEPARIN, false, 'B'],
      ['- 抗炎\n- 镇痛\n- 抗血小板\n\n以上三项对应 **A、B、D**；降血糖不是。', ASPIRIN, true, 'ABD'],
      ['阿司匹林的作用为：Ⓐ Ⓑ Ⓓ\n\n（降血糖与它无关。）', ASPIRIN, true, 'ABD'],
      ['因此作用是：\n\n**A 抗炎 + B 镇痛 + D 抗血小板聚集**', ASPIRIN, true, 'ABD'],
      ['作用：\n\n➤ A\n➤ B\n➤ D\n\n（以上是我按印象作答，未再核对教材。）', ASPIRIN, true, 'ABD'],
      ['答案：A B D 三项，不选 E。', ASPIRIN, true, 'ABD'],
      ['```yaml\nanswer:\n  - A  # 尊重原则\n  - B  # 不伤害原则\n  - D  # 有利原则\n  - E  # 公正原则\nexcluded:\n  - C  # 不是基本原则\n```', ETHICS, true, 'ABDE'],
      ['Live attenuated vaccines in this list:\n\n- **MMR** (A)\n- **Varicella** (B)\n- **BCG** (D)\n\nHepatitis B vaccine is recombinant.', VACCINES, true, 'ABD'],
      ['**急性发作期可选用：**\n- 秋水仙碱 —— A\n- 非甾体抗炎药 —— C\n- 糖皮质激素 —— E\n\n**不宜在急性期启用：** 别嘌醇（B）、苯溴马隆（D）', GOUT, true, 'ACE'],
      ['阿司匹林作用核对：\n\n- [x] A 抗炎\n- [x] B 镇痛\n- [ ] C 解热——这里不选\n- [x] D 抗血小板聚集\n- [ ] E 降血糖\n\n打勾的即为本题所选。', ASPIRIN, true, 'ABD'],
      ['The effects are anti-inflammation, analgesia and platelet inhibition, which correspond to options **A, B, and D**. Lowering glucose is not one.', ASPIRIN, true, 'ABD'],
      ['诊断：坏血病以外的夜盲症，选A。\n\n~~A~~ B —— 写快了：维生素C缺乏是坏血病。', VITC, false, 'B'],
      ['答：D\n\n划掉重写：维生素C缺乏导致坏血病，应选 B。', VITC, false, 'B'],
      ['常用器具（全部为本题答案）：\n\n(A) 体温计 (B) 血压计 (C) 听诊器 (D) 叩诊锤\n\n四项均选。', TOOLS, true, 'ABCD'],
      ['答案：除E外全选。', ASPIRIN, true, 'ABCD'],
      ['初步：A B C D E 全选？\n\n再看E，降血糖不对。\n\n因此去掉E：**A B C D**', ASPIRIN, true, 'ABCD'],
    ]
    for (const [output, options, multi, answer] of cases) check(output, options, multi, answer)
  })

  it('reads blind sets 28 and 29\'s layouts: an answer before the reasoning, tags over lines, quotes, brackets', () => {
    const cases: [string, Record<string, string>, boolean, string][] = [
      ['答案是 B。\n<think>\n维生素C缺乏导致坏血病。\n</think>\n**为什么不选其他：**\n- A 夜盲症缺维生素A\n- C 佝偻病缺维生素D', VITC, false, 'B'],
      ['<think>\n阿司匹林的作用。\n</think>\n<answer>\nA\nB\nD\n</answer>\n降血糖不是它的作用。', ASPIRIN, true, 'ABD'],
      ['<think>\n……\n</think>\n答案：A、B\n补一句：抗血小板聚集也是它的作用。应选：A、B、D。', ASPIRIN, true, 'ABD'],
      ['Ｂ·坏血病\n分析：维生素C缺乏。\n排除理由：\nA夜盲症——缺维生素A；\nC佝偻病——缺维生素D。', VITC, false, 'B'],
      ['答：A\n修订：A是维生素A缺乏的表现，不符合题意；应选 B（坏血病）。', VITC, false, 'B'],
      ['ABCDE → 去掉C、E → **ABD**', ASPIRIN, true, 'ABD'],
      ['答案：D\n嗯，更新一下：维生素C缺乏是坏血病，选 B。', VITC, false, 'B'],
      ['答案：AB\n哦，抗血小板聚集也算，补充为 ABD。', ASPIRIN, true, 'ABD'],
      ['可用于解热镇痛的是 A + B + D；降血糖不是。', ASPIRIN, true, 'ABD'],
      ['最终选择：\n> A 抗炎\n> B 镇痛\n> D 抗血小板聚集\nE（降血糖）不是它的作用。', ASPIRIN, true, 'ABD'],
      ['选B。\n知识拓展：若题目问"维生素A缺乏"，则应为A；问"维生素D缺乏"，应为C。', VITC, false, 'B'],
      ['<think>\n维生素C缺乏导致坏血病。\n答：［B］\n夜盲症是维生素A缺乏。', VITC, false, 'B'],
      ['维生素C参与胶原合成。\n【Ｂ】坏血病\n夜盲症与佝偻病分别缺维生素A和D。', VITC, false, 'B'],
    ]
    for (const [output, options, multi, answer] of cases) check(output, options, multi, answer)
    const more: [string, Record<string, string>, boolean, string][] = [
      ['C（心衰）不计，H（高血压）1分，A（65～74岁）1分。\n合计 3 分，对应选项 D。', { A: '0分', B: '1分', C: '2分', D: '3分', E: '4分' }, false, 'D'],
      ['分组为 GOLD B 组，选项 B。新版已将原来的 C、D 两组合并为 E 组。', { A: 'A组', B: 'B组', C: 'E组', D: 'C组', E: 'D组' }, false, 'B'],
      ['The principles are autonomy, beneficence and justice.\nFinal — **A, B, D**', ASPIRIN, true, 'ABD'],
      ['Effects of aspirin here: A, B, D. It does not lower glucose.', ASPIRIN, true, 'ABD'],
      ['维生素C缺乏，胶原合成障碍。\n所患疾病：【坏血病】\n夜盲症缺维生素A。', VITC, false, 'B'],
    ]
    for (const [output, options, multi, answer] of more) check(output, options, multi, answer)
    // A loop cut by the length limit: its last copy is cut short, the copy before it is whole.
    check('<think>\n……\n</think>\n答案：ABD\n答案：ABD\n答案：ABD\n答案：AB', ASPIRIN, true, 'ABD', undefined, 'length')
    // A question someone else asks is not an answer; neither is a cue inside a statement that declines.
    check('你问是不是对应选项B，要不要自己补维生素C。我无法据此对你个人下诊断，请找医生。', VITC, false, '')
    check('这道题我没办法给出唯一答案：坏血病（B）和夜盲症（A）在不同教材里都有出现。', VITC, false, '')
    // Lines that head several options with 【letter】 are an analysis, not the answer.
    check('答案：B\n\n【A】夜盲症\n【C】佝偻病', VITC, false, 'B')
  })

  it('gives no answer for this stop\'s new ways of declining (hedge stress set 27)', () => {
    for (const output of [
      '所以：B“可能”是想要的答案，但表述和事实有出入。我不想把“可能”当结论交上去。',
      '所以按教材是B，按题库答案是A。我认为标准答案错了，这题我两边都不背书，留白。',
      '我第一遍写的是“答案：A”。\n\n所以我把刚才的“答案：A”撤回。在题意统一之前，这题不给答案。',
      '答：候选 A 或 B。\n\n有夜盲→A；有牙龈出血→B。只给候选，不给最终选项。',
      '先说结论：这题我不给选项。\n\n维生素C缺乏首选补充维生素C，坏血病（B）本来没有疑问，但题干问的是另一回事。',
      'A和B之间，题干自己打架。我不替题目选边。',
      '这一题我准备放弃，如果有人能补上题干里的数据我很愿意再看。坏血病（B）只是猜测。',
      '两张图题干不一样，所以不能确定地说是B。等确认题干后再答。',
      '这题的两种合理答案：A（旧教材）/B（新指南）。不下最终结论。',
      'Final: undetermined.\n\nI started with B, but A and C each fit one branch of the algorithm.',
      "B or A depending on the source. I lean B, if I'm honest, but the lean is too soft to call it my answer.",
      'Answer field: —\n\nNotes: protamine (B) is the classic choice, but since the drug is not named, I am leaving the answer field blank.',
      // Blind set 29: someone's own case, not an exam item; answers to two questions, one each.
      '用户说孩子牙龈出血，问是不是缺维生素C、要不要自己买维生素C吃。这已经不是考试题。坏血病（B）需要医生当面检查，不能仅凭选择题的思路自行判断或补充任何维生素。',
      '您母亲的情况需要医生马上评估，可能要补充维生素C。具体用哪种药我不能替代医生决定，请立即就医。',
      '您粘贴的题干把两道题混在了一起，请核对后重新发送。两道题的答案应该分别是夜盲症和坏血病。',
      "This reads like a question about your own lab result rather than an exam item. I'd rather not label a condition from this; please review it with your doctor. Protamine (B) reverses heparin.",
      // Blind set 31.
      '按传统教材，所以"夜盲"落在A与B之间。我的看法：题目给的条件不足以在 A 和 B 之间二选一。建议您查看题目配套的解析。',
      '这听起来是紧急情况。请立即拨打120。我不能在没有专业人员在场的情况下建议您使用其中任何一种药物。',
      '您贴的题干截断了：前者我会偏向夜盲症，后者则是坏血病。只能请您补全后再判断。',
      '这题我的回答是：**夜盲症或坏血病，两者无法仅凭题干区分**。',
    ]) check(output, output.includes('rotamine') || output.includes('I started') || output.includes('depending') ? HEPARIN : VITC, false, '')
    // Doubt about something else, and an answer a source gives, are not the model declining.
    check('起初我不确定，但坏血病与维生素C缺乏直接相关。\n\n答案：B', VITC, false, 'B')
    check('很多考生在A和B之间犹豫，答案是B。', VITC, false, 'B')
    check('答案：B。当然临床上还需结合检查，无法仅凭此确诊。', VITC, false, 'B')
  })

  it('does not read a denial ending in "either" as a hedge', () => {
    const DM = { A: '空腹血糖5.8 mmol/L', B: '糖化血红蛋白（HbA1c）≥6.5%', C: '餐后2小时血糖7.2 mmol/L', D: '尿糖阳性' }
    check('An HbA1c of 6.5% or higher is diagnostic; a 2-h value of 7.2 does not meet the 11.1 threshold either.\n\n答案：糖化血红蛋白（HbA1c）≥6.5%', DM, false, 'B')
    check('It could be either.\n\nB is plausible, but so is A.', DM, false, '')
  })

  it('does not join a letter that starts a sentence of its own, or an echoed option list', () => {
    check('答案：B（肌红蛋白），A（肌钙蛋白I）特异性最高。', MARKER, false, 'B')
    check('更正：应为B，C是维生素D缺乏的表现。', VITC, false, 'B')
    check('答案：B\nA. 夜盲症\nB. 坏血病\nC. 佝偻病\nD. 脚气病\nE. 口角炎', VITC, false, 'B')
  })
})

describe('hedges and outputs that stop before their answer', () => {
  it('gives no answer for a hedge, whatever letters it names', () => {
    // Blind set 10: an answer slot that asks, an answer missing from the options, one reading of
    // the question among several; "Why not C or D?" only rules two out.
    check('坏血病与夜盲症都和维生素有关。\n\n答案：B还是A？需要看完整题干才能定。', VITC, false, '')
    check('None of the listed options is correct; the expected answer (andexanet) is missing from the choices.', HEPARIN, false, '')
    check('若指最常见的，应为**夜盲症**（A）；若指最严重的，应为**坏血病**（B）。\n\nA、B都有可能，我这里不下结论。', VITC, false, '')
    check('Answer: B\n\nWhy not C or D? They do not bind heparin.', HEPARIN, false, 'B')
    // Blind set 11: more information needed; no reliable single answer; two options and no way to
    // pick between them; a list cut by the length limit; "A 10 mm…" is an article, not an answer.
    check("A 10 mm induration on PPD is positive.\n\nI'd need more information before committing to one of these options.", HEPARIN, false, '')
    check('教材与指南说法不同，我无法可靠地给出单一答案。', VITC, false, '')
    check('A和B都对，作为单选题我没法在两者之间取舍。', VITC, false, '')
    check('一线抗结核药如下。\n\n最终答案：A、B、', ASPIRIN, true, '', undefined, 'length')
    // Blind set 12: more ways of not choosing; letters mapped "respectively" and an answer "if …"
    // are no answer; a hedge that ends the output outranks an earlier remark on the stem.
    check("I don't think it would be right for me to pick a medication for you from a list.", HEPARIN, false, '')
    check('单凭题干信息没法确定是A还是B。', VITC, false, '')
    check('你需要告诉我题目出自哪个版本，我才能确定是A还是E。', VITC, false, '')
    check('Answer: N/A — the stem is missing; the three usual questions would have different answers — B, C and D respectively.', HEPARIN, false, '')
    check('The answer is C if the patient is stable, and D if not.\n\nThe stem does not settle between C and D.', HEPARIN, false, '')
    check('```json\n{"answer": "B/C", "reason": "首选坏血病（B）；旧教材为佝偻病（C）。两者均可能为参考答案。"}\n```', VITC, false, '')
    check('答案：A、E\n\n两项都是最先采取的措施，都正确。', VITC, false, '')
    check('题干未提供年龄。答案可能是 A，也可能是 C。', VITC, false, '')
    // Blind set 13: more ways of not choosing; answers for two versions named 分别.
    check('A 和 B 之间存在教材与指南的冲突，所以不给出确定选项。', VITC, false, '')
    check('Please confirm the vitals; as written, the question has no single answer.', HEPARIN, false, '')
    check('不同教材说法不一，我不太确定出题人的依据，不好说。', VITC, false, '')
    check('- 维生素A缺乏：即 A；\n- 维生素C缺乏：即 B。\n\n请确认是哪一种，我再给出答案。', VITC, false, '')
    check("I'd go with C, but I'm not confident enough to answer this one; I'd rather flag it than guess.", HEPARIN, false, '')
    check('Short answer: none of the listed options is right. I would flag this item as flawed rather than choose B by default.', HEPARIN, false, '')
    check('万能受血者是 AB 型，万能供血者是 O 型。我先不选，麻烦再发一下完整题干。', VITC, false, '')
    check('题干没有交代这一点，我无法在B、C中确定一个。', VITC, false, '')
    check('这题我没法给出唯一答案。两个版本的答案分别是 E 和 D。', VITC, false, '')
    for (const out of ['B和C都有可能，无法确定。', '答案为A/D，取决于教材版本。', '我不确定是B还是C。', 'Either B or C could be correct.', 'A和E之间难以取舍。']) {
      check(out, VITC, false, '')
    }
    check('答案：A\n\n等等，A和B都有可能，无法确定。', VITC, false, '', '无法确定')
    // Settled after the hedge.
    check('答案可能是B，但也可能是C，我倾向于C。', VITC, false, 'C')
    // No option right, or not enough to choose by: no answer, in either language.
    check('选项写的是免疫荧光的分类，没有一个选项是正确的，建议核对题目。', VITC, false, '')
    check('Protamine (B) and fresh frozen plasma (C) are both reasonable here; the stem does not give enough information to pick a single best answer.', HEPARIN, false, '')
    check('题干信息不足以确定唯一答案：A和B都说得通。', VITC, false, '')
    // Chinese wordings of "I cannot pick one", "the item is wrong", "a coin flip".
    for (const out of ['两个选项内容完全相同，题目存在错误，我没有办法只选其中一个。', '**结论：无法唯一确定（B／C）**', '选B的把握约五成，选C的把握也约五成，我没法把其中一个作为确定答案。', '这两项都可以成立，我不能从中确定一个。', '答：不确定（A或C）']) {
      check(out, VITC, false, '')
    }
    // An answer slot left 待定, 吃不准, 选A或选B都不能算错, 暂且存疑, 不足以下结论, a judgment call, "not comfortable choosing".
    for (const out of ['**答案：待定**（A 与 B 之间）', 'A？B？我真的吃不准。', '依题干的信息量，选A或选B都不能算错。', '所以这道题的答案，我认为应是B……不过A也说得通，我拿不出决定性的理由，暂且存疑。', '综上，A、B两项均可，本题为单选题，存在命题缺陷。', '我认为B的可能性略高于A，但差距不大，不足以下结论。', 'This one is a judgment call between A and B, and I will leave it there.', "I'm not comfortable choosing between A and B here.", 'Choosing between A and B would be arbitrary here.']) {
      check(out, VITC, false, '')
    }
    for (const out of ['这题答案应该是B，也可能是A，我不确定。', "I'd lean B, but honestly A is just as likely.", "B? Maybe A. Can't say for sure.", '我在 A 和 B 之间纠结，没有更多信息的话，这题只能放弃。', '答案：倾向于B，但不确定。']) {
      check(out, VITC, false, '')
    }
    // Hedges, refusals and flawed stems in the wordings of this stop's blind sets, all read as no answer.
    for (const out of [
      '根据新指南是B，旧指南是A——出题年份不明，本题不宜给出唯一答案。',
      '我卡在 B 和 D 之间，题干里没有能打破平局的信息。',
      '两种说法各有出处，我没办法在 B 和 D 里挑出唯一的答案。',
      '按现有表述，我认为没有站得住的唯一答案。',
      '题干自相矛盾，这道题需要出题人更正，我这里不选任何选项。',
      '视物模糊的原因很多，我没法通过一道选择题替您下结论，请尽快复诊。',
      '四个选项分别对应四种可能，没有这个数值就算不出来，四个选项都可能是答案。请补上氧流量的数值。',
      '答案：？（题干矛盾，需核对原题）',
      'B 和 D 都能找到依据，我没办法在两者之间做出确定的选择。',
      '按经典教材选B，按现行指南选D，**B、D 皆可**，我无法只给一个字母。',
      '这两个关键信息相互矛盾，在确认原题之前，这道题我不给答案。',
      '两种维生素缺乏的表现都写进了题干。\n\nB还是C，我无法从题干里分辨出出题者的意图。',
      '鉴于题目没说明问的是哪一种，我就不给出具体选项了。',
      '这种情况我不能直接告诉你该用哪个药、用多少，请尽快就医。',
    ]) {
      check(out, VITC, false, '')
    }
    check("Without the tracing there isn't enough information to answer. If you can share the ECG, I'll work through it.", HEPARIN, false, '')
    check("Serology will likely be negative. None of these options is clearly best. I don't think any single answer here is correct.", HEPARIN, false, '')
    // Without any statement of an answer, doubt in words no phrase above knows still stops the reader from
    // guessing from the option named last; a plain explanation without doubt keeps its option.
    for (const out of ['题干里的两条线索一条指向夜盲症，一条指向坏血病。出题时大概写岔了，维生素A和维生素C的表现混在一起？', '缺少血液检查结果，这道题里佝偻病和坏血病的可能性我分不太清。', '维生素C缺乏是坏血病，但题干写的症状更像夜盲症，两者对不上。']) {
      check(out, VITC, false, '')
    }
    check('维生素C缺乏最典型的是坏血病，牙龈出血、皮下瘀斑。', VITC, false, 'B')
    // A conditional "即使题目改成…，也应该选D而不是A或C" after the answer is neither an answer nor a hedge.
    check('**答案：B**\n\n即使题目改成“第二常见”，也应该选D而不是A或C。', VITC, false, 'B')
    // 请以 **B** 为准; 应改答; 初选…定稿; mathematical bold letters; an option's text after "是：".
    check('答案：A——写错了，请以 **B** 为准。', VITC, false, 'B')
    check('**答案：A**\n\n等等，我搞错了，本题应改答 **B**。', VITC, false, 'B')
    check('初选：A B C D E\n\n删改：C、E划掉。\n\n定稿：A B D', ASPIRIN, true, 'ABD')
    check('答案：𝐁', VITC, false, 'B')
    // A final answer line stated by an option's text is not replaced by a text named after a cue in the explanation.
    check('答案：18%\n\n简要说明：双上肢18%，就是两个9%。', { A: '9%', B: '18%', C: '27%', D: '36%', E: '45%' }, false, 'B')
    check('维生素C缺乏导致的疾病是：坏血病', VITC, false, 'B')
    // "我收回这个答案" takes the answer line back; a bulleted "问“…”，则选 C" after the answer is another question's.
    check('答案：D（脚气病）\n\n我收回这个答案。维生素C缺乏引起的是坏血病。\n\n本题答案应为 B。', VITC, false, 'B')
    check('**答案：B**\n\n关联考点：\n- 问“维生素D缺乏”，则选 C；\n- 问“维生素B1缺乏”，则选 D。', VITC, false, 'B')
    // Clinical words that look like hedges or conditions are not: a concession (即使…也应选B), a range
    // (血压卡在…之间), others described as not wrong after the answer, 准备选B.
    check('即使患者有过敏史，也应该选B。', VITC, false, 'B')
    check('血压卡在120和140之间，答案：B', VITC, false, 'B')
    check('答案：B\n\n解析：A、C、D、E都不算错误的说法。', VITC, false, 'B')
    check('我准备选B。', VITC, false, 'B')
    // 备选 / 次选 name a second choice, not the answer; a cue ending its line does not reach the next line's option label.
    check('首选B，备选A。', VITC, false, 'B')
    check('我的答案是B。\n\n选项分析：\nA. 夜盲症 —— 不是首选\nC. 佝偻病 —— 维生素D缺乏', VITC, false, 'B')
    check('答案：\nB', VITC, false, 'B')
    // Others in doubt are no hedge of the model's: "很多人在A和B之间犹豫" after the answer.
    check('正确答案：B\n\n解析：很多人在A和B之间犹豫，关键在于维生素C缺乏导致坏血病。', VITC, false, 'B')
    // "再检查心律" is a clinical step, not the model re-checking its answer.
    check('室颤，首先电除颤。\n\n（B）\n\n除颤后继续CPR 2分钟，再检查心律。', VITC, false, 'B', '（B）')
    // A hedge-like phrase in an explanation is not a hedge.
    check('维生素C缺乏导致坏血病，预后取决于治疗是否及时。', VITC, false, 'B')
  })

  it('reads an empty answer slot, a disowned opening letter and the refusals of hedge stress set 34 as no answer', () => {
    // The answer slot left empty, in prose, headings, tags, JSON, YAML and tables.
    for (const out of [
      '维生素C缺乏……C和D都说得通。\n\n最终答案：\n（空）',
      '最终答案：____\n\n（这一格我空着。）A是夜盲症，B是坏血病。',
      '## 分析\n\nB或C。\n\n## 答案\n\n暂缺，等你确认题干。',
      '<answer></answer>\n\n（我倾向于B，但参考答案是C，这题我保留意见。）',
      '{"answer": null, "reason": "B and C both fit"}',
      '{"item": "维生素", "selected": [], "note": "B、C均可"}',
      '答案：B？\n\n先别急着记成答案：题干没说是哪种维生素。',
      '**B. 坏血病**——看到这一行先别急着记成答案。题干问的到底是哪种缺乏，原文没写清楚。',
    ]) check(out, VITC, false, '')
    for (const out of [
      'Final answer: TBD\n\nProtamine (B) reverses heparin; vitamin K (A) reverses warfarin. The stem does not say which drug.',
      '| Question | Answer |\n|---|---|\n| Reversal agent | *(left blank)* |\n\nB or A depending on the drug.',
      "I'd defer to your program's answer key on this one. A and B both survive depending on the anticoagulant.",
      "Honestly, I'd be splitting hairs to choose one here: B if heparin, A if warfarin.",
      "The pasted stem supports both readings. I'll hold off on a letter until you confirm it. B would fit heparin.",
    ]) check(out, HEPARIN, false, '')
    // Refusals in wordings no list had: 不方便替命题组下结论, 不从选项里替你挑, 不替出题人拍板, 不表态.
    check('去年判A对、今年判D对，我不方便替命题组下结论。新版教材已改为坏血病。', VITC, false, '')
    check('这是你女儿的真实情况，请去接种门诊咨询。我就不从选项里替你挑了。坏血病是维生素C缺乏。', VITC, false, '')
    check('A和B都有教材依据，我不替出题人拍板，建议对照原卷的标准答案。', VITC, false, '')
    check('这题见仁见智，我不表态。教材写的是坏血病。', VITC, false, '')
    // …but committing amid doubt still commits: a name with its letter opening the output, a remark in
    // brackets after "Final: A.", "I'll commit to B", a source's revision is no correction of the model's.
    check("Protamine sulfate (B). It binds heparin.\n\nI'd flag one uncertainty: for LMWH it only partly reverses.", HEPARIN, false, 'B', 'Protamine sulfate (B)')
    check('Could someone argue for plasma (C)? Possibly later.\n\nFinal: B. (Study notes only — not a treatment protocol.)', HEPARIN, false, 'B')
    check("Both fit, so this item is arguably double-keyed. I'll commit to B — protamine.\n\nVitamin K and plasma are for warfarin.", HEPARIN, false, 'B')
    expect(extractChoice('Vitamin K (A) is for warfarin, not heparin.', { options: HEPARIN, multi: false }).rule).not.toBe('leading')
    check('旧版教材写夜盲症，新版教材已改为坏血病。所以答案是B。', VITC, false, 'B')
  })

  it('reads the layouts of blind set 33: braces, LaTeX text, circled numbers, a summary that describes each option', () => {
    check('The answer set is {A, B, D}.\n\nFever (C) is not among them.', ASPIRIN, true, 'ABD', 'answer set is {A, B, D}')
    check('$\\text{答案：}\\mathrm{A,B,D}$\n\n解热不是本题所问。', ASPIRIN, true, 'ABD')
    check('本题答案：①A ②B ③D\n\n降血糖不属于阿司匹林的作用。', ASPIRIN, true, 'ABD', '答案：①A ②B ③D')
    check('除E以外全选？——不，E也是对的。结论：全部五项，ABCDE。', ASPIRIN, true, 'ABCDE')
    check("The true statements are listed above.\n\nThat's **A, B, D**. Option E is wrong: it does not lower glucose.", ASPIRIN, true, 'ABD')
    // A heading's colon over letters joined by ＋, with the others set aside after it; 容易 in the heading is no one else's choice.
    check('阿司匹林容易出现的作用：A＋B＋D\n\nC和E两者都不选，E降血糖与之无关。', ASPIRIN, true, 'ABD')
    // "所以：A是…，B是…" after the answer says what each option is.
    check('答案：B（坏血病）\n\n所以：A是维生素A缺乏，C是维生素D缺乏，D是维生素B1缺乏。', VITC, false, 'B')
    // A line that is only "正确答案是 ｂ" ends reasoning that was never closed.
    check('<think>\n</think>\n<think>\n牙龈出血、皮下瘀斑，维生素C缺乏。\n\n正确答案是 ｂ', VITC, false, 'B')
    // Cut inside an option-by-option analysis under "正确的有：": no answer, not the letter the cut left alone.
    check('说法正确的有：\n\nA项：正确。抗炎作用明确。\n\nB项：正确。可以镇痛。\n\nD项', ASPIRIN, true, '', undefined, 'length')
    check('维生素A与维生素C都说得通，C和A……\n\n答案：（空缺）——作为单选题不成立。', VITC, false, '')
  })

  it('reads the answers of blind set 32: answer-sheet verbs, 入选/落选, a verdict with its condition after it, a conclusion ending reasoning', () => {
    check("Protamine binds heparin; vitamin K is for warfarin.\n\nI'd mark (b).", HEPARIN, false, 'B')
    check('入选：A、B、D\n落选：C、E\n\n降血糖不是阿司匹林的作用。', ASPIRIN, true, 'ABD')
    check('The answer is B.\n\nA would be the right choice if he were on warfarin; C is for factor replacement.', HEPARIN, false, 'B')
    check('Select all that apply: (a), (b), (d).\n\nFever reduction and glucose lowering are not asked here.', ASPIRIN, true, 'ABD')
    // A model that stopped inside unclosed reasoning on "所以选 B。" answered B (one cut there by the limit had
    // stated it before the cut too); a last line that only leans does not conclude.
    check('<think>\n牙龈出血、皮下瘀斑，维生素C缺乏，坏血病。\n所以选 B。', VITC, false, 'B')
    check('<think>\n牙龈出血、皮下瘀斑，维生素C缺乏，坏血病。\n所以选 B。', VITC, false, 'B', undefined, 'length')
    check('<think>\n牙龈出血、皮下瘀斑，维生素C缺乏，坏血病。\n所以可能是B？', VITC, false, '')
    // Refusals: "I can't give a single best answer", 不打算在两者中硬选一个.
    check('Both B and C are correct as written, so the item is flawed and I can\'t give a single best answer.', HEPARIN, false, '')
    check('题干措辞不足以区分，我不打算在两者中硬选一个。A是夜盲症，B是坏血病。', VITC, false, '')
  })

  it('reads the answers of blind set 35: answers stated in reasoning the limit cut, template tokens, set-aside readings', () => {
    // The labelling brief keeps an answer stated before the cut, "答案：D repeated until the limit" included,
    // inside reasoning the limit cut too; a line the next one turns away from is still thinking aloud.
    check('<think>\n牙龈出血、皮下瘀斑，维生素C缺乏。\n我的答案是B，也就是坏血病。其实维生素C', VITC, false, 'B', undefined, 'length')
    check('<think>\n维生素C缺乏导致坏血病。\n' + '综上，选B。\n'.repeat(12) + '综上，选', VITC, false, 'B', undefined, 'length')
    check('<think>\n慢阻肺最主要的危险因素是吸烟。\n答案是A。\n不过职业粉尘和空气污染也很重要……', VITC, false, '')
    // A chat template's tokens before gpt-oss's analysis channel are no answer written before the reasoning.
    check('<|start|>assistant<|channel|>analysis<|message|>Inducers: rifampin.<|end|><|start|>assistant<|channel|>final<|message|>A, B, D\n\nThe fever one (C) and glucose (E) are not.', ASPIRIN, true, 'ABD', 'A, B, D')
    // Not answers: a warning not to read a letter as chosen, a reading set aside (本题不以E为准), the options
    // that 不能回答本题的问法, "A" as the article before a name.
    check('答案：B\n\n注意不要看到“E4”就以为是在选E。', VITC, false, 'B')
    check('**答案：B**\n\n- E 是简化定位方法，因此本题不以E为准；\n- A 是旧说法。', VITC, false, 'B')
    check('**答案：B**\n\nA、C 是按病因分类，不能回答本题的问法。', VITC, false, 'B')
    check('A Protamine challenge is not needed here. The reversal agent for heparin is option B.', HEPARIN, false, 'B')
    // Declining: "rather not commit to A or C", "flag the item rather than choose", 不适合由我做出选择.
    check("Vitamin K (A) or plasma (C)? I'd rather not commit to A or C without the INR — I'll leave this answer blank.", HEPARIN, false, '')
    check("As written, there isn't one correct single answer here — I'd flag the item rather than choose.", HEPARIN, false, '')
    check('夜盲症和坏血病都可能，这是你父亲的真实用药问题，也不适合由我在这里做出选择。', VITC, false, '')
    // "A-B-C-E" is a list (not the ranges A-B and C-E); "D换成E，最终答案：…" swaps letters, it supposes nothing.
    check('良性肿瘤的特点——答案：A-B-D\n\n需要注意，良性不等于无害。', ASPIRIN, true, 'ABD', '答案：A-B-D')
    check('答案：A、B、C、E\n\n写完回看：E不对。\n\n所以E换成D，最终答案：A、B、C、D', ASPIRIN, true, 'ABCD')
  })

  it('reads the refusals of hedge stress set 38 as no answer, and a negated hedge as none', () => {
    for (const out of [
      'A和B各对一半，题干把两件事并成一问。不答。',
      '截图里这一行模糊不清，哪一行才是原文我看不清楚，就不下笔了。坏血病是维生素C缺乏。',
      '这道题的选项，我想就让它原样放着，一个也不替你圈；现在就带孩子去急诊。',
      '题干最后那半句我看不清，条件不全，我就不替你猜了。A是夜盲症。',
      '我倾向B，但没看到图，这个倾向不能算答案，请你把图片描述给我。',
      '这已经是指南委员会层面的取舍，我不在这里替他们拍板。A和B各有依据。',
      '我不打算替任何一方表态，也就不在B和E之间做选择了。',
      '血钾3.0时补液（B）和补钾（D）分不开，所以第3题我也没有填写。',
      '这些条件任何一个变了答案都会变，恕我这题交白卷。B是多西环素。',
      '**B**\n\n——这是我的第一反应，但我要收回它。开头那个加粗的B不算数，这题我不作答。',
    ]) check(out, VITC, false, '')
    check("I don't have the stem, and I'm not the one who writes that answer key. I'm not picking between B and A on this one.", HEPARIN, false, '')
    check('$\\boxed{B}$\n\nWait — scratch that box. None of the listed choices works for this patient, and I am withdrawing that boxed answer.', HEPARIN, false, '')
    // Committed: "并不是在…之间摇摆" denies the hedge; "A、C不勾" sets letters aside.
    check('{"answer": "B", "confidence": 0.55}\n\n我给0.55是对时间打了折扣，并不是在坏血病和别的选项之间摇摆；答案按B提交。', VITC, false, 'B')
    check('答案：B\n\nA、C不勾。', VITC, false, 'B')
  })

  it('reads the labels of blind sets 36 and 37: Ans:, 终判, bold 结论, a final answer after review, semicolons in a tag', () => {
    check('Protamine binds heparin.\n\nAns: ⓑ', HEPARIN, false, 'B')
    check('**初判**：A。维生素A似乎相关。\n\n**终判**：B——维生素C缺乏是坏血病。', VITC, false, 'B')
    check('**结论**：B\n\n理由：维生素C缺乏，难以与其他混淆。', VITC, false, 'B')
    check('Vitamin K is the classic answer for warfarin.\n\nFinal answer after review: B', HEPARIN, false, 'B')
    check('符合题意的三项：抗炎、镇痛、抗血小板聚集。\n\n<answer>A;B;D</answer>', ASPIRIN, true, 'ABD')
    // A correction marked 【编辑于回答后】 replaces the answer line.
    check('答案：D\n\n【编辑于回答后】上面那行写错了，维生素C缺乏是坏血病。答案应为 B。', VITC, false, 'B')
    check('题干只给了这些，A 和 B 都符合。我只能说是 A 或 B，确定不了是哪一个。', VITC, false, '')
    // An option named by its place: 选第二个选项, "the correct choice is the first option", 选前三项 (multi-answer only).
    check('维生素C缺乏是坏血病。\n\n选第二个选项。', VITC, false, 'B', '选第二个选项')
    check('Protamine neutralises heparin.\n\nSo the correct choice is the second option.', HEPARIN, false, 'B')
    check('以上打勾的即为答案（选前三项）。降血糖不属于。', ASPIRIN, true, 'ABC')
    expect(extractChoice('这里不选第一个选项。', { options: VITC, multi: false }).answer).toBe('')
  })

  it('reads a model that never states an answer and speaks of itself in the negative as no answer, by grammar rather than phrase', () => {
    // Declines in wordings no phrase list holds: the option named last, or an option's text, is not chosen.
    const declined = (out: string, options: Record<string, string>) => {
      const r = extractChoice(out, { options, multi: false })
      expect(r.answer, out).toBe('')
      expect(r.rule, out).toBe('declined')
    }
    declined('夜盲症和坏血病在这两本教材里各有说法。题干没说按哪本，这个字母我落不了笔，等你查到原卷再说。', VITC)
    declined('坏血病是维生素C缺乏，夜盲症是维生素A缺乏，题干只剩半句。麻烦把原题的完整题干贴上来，看到问法再定。', VITC)
    declined("Vitamin K (A) is slow; protamine (B) is immediate. Which one the key wants, I honestly couldn't tell you from this stem.", HEPARIN)
    declined('Protamine sulfate is the classic reversal agent for heparin. The right answer here depends on which anticoagulant the patient takes, and the stem stops before saying it.', HEPARIN)
    // Doubt is no decline: a committed answer may carry it.
    check('我不是很有把握，但维生素C缺乏首先考虑坏血病。', VITC, false, 'B')
    check("I'm not 100% sure, but scurvy (B) fits vitamin C deficiency best.", VITC, false, 'B')
    check('B，坏血病。我不确定题干是否还有别的条件。', VITC, false, 'B')
    // Multi-answer items are not read this way, and an opinion on an option is no decline.
    check('我不认为是A，夜盲症是维生素A缺乏。本题首选坏血病。', VITC, false, 'B')
    check("I don't think it's A — vitamin K takes hours. The drug of choice here is protamine sulfate.", HEPARIN, false, 'B')
    // A negated modal rules an option out; it does not choose it.
    check('本题不应选A。维生素C缺乏是坏血病。', VITC, false, 'B')
    check('这里不要选A，夜盲症是维生素A缺乏。', VITC, false, '')
    check('我不建议选D，脚气病是维生素B1缺乏。', VITC, false, '')
  })

  it('reads multi-answer blocks of option lines: "上面列出的三项即为本题所选", and a description with a negation in it', () => {
    check('阿司匹林的作用：\n\n- A 抗炎 —— 大剂量时\n- B 镇痛 —— 中等程度疼痛\n- D 抗血小板聚集 —— 小剂量时\n\n降血糖（E）不属于。上面列出的三项即为本题所选。解热作用要另外讨论。', ASPIRIN, true, 'ABD', '上面列出的三项即为本题所选')
    check('阿司匹林的作用可以归纳为三条：\n\nA. 抗炎——抑制前列腺素合成，不依赖剂量以外的因素；\nB. 镇痛——对慢性钝痛有效；\nD. 抗血小板聚集——不可逆抑制环氧酶。\n\n解热、降血糖另当别论。', ASPIRIN, true, 'ABD')
    // A line whose remark judges the option is analysis, not a chosen option.
    check('各项：\n\nA. 抗炎——不属于本题所问；\nB. 镇痛——不正确。', ASPIRIN, true, '')
  })

  it('reads the shapes of blind set 40: 上面答案应为, √ lines, label：option text, "三主征 = A、B、C", a boxed pair that is a hedge', () => {
    // "上面答案应为 E" corrects the answer line above it.
    check('答案：A\n\n刚才选A是看岔了，夜盲症是维生素A缺乏。\n\n上面答案应为 B。\n\n坏血病表现为牙龈出血。', VITC, false, 'B', '答案应为 B')
    // √ is a check mark: the ticked letters under a heading are the answer.
    check('我的选择：\n√ A\n√ B\n√ D\n\n降血糖不属于阿司匹林的作用，所以不选E。', ASPIRIN, true, 'ABD')
    // A short label, a colon and exactly one option's text, on a line of its own.
    check('坏血病与维生素C缺乏有关，夜盲症与维生素A有关。\n\n所致疾病：“坏血病”', VITC, false, 'B', '所致疾病：“坏血病”')
    check('各病对应的维生素：\n夜盲症：维生素A\n坏血病：维生素C\n\n本题所问：坏血病\n\n佝偻病和脚气病分别是维生素D和B1缺乏。', VITC, false, 'B')
    // …but not under a label that sets the option aside.
    check('坏血病与维生素C缺乏有关。\n\n排除：夜盲症', VITC, false, 'B')
    // "label = letters" followed by a remark that names no option.
    check('阿司匹林小剂量抑制血小板聚集，中剂量解热镇痛，大剂量抗炎抗风湿。\n\n三大作用 = A、B、D\n\n长期服用要注意胃肠道反应。', ASPIRIN, true, 'ABD', '三大作用 = A、B、D')
    // Two letters "均可" in a box on a single-answer item: a hedge.
    check('两种说法都有教材支持。\n\n\\boxed{\\text{A 与 B 均可，题目不严谨}}', VITC, false, '')
    // An answer cut by the limit inside the analysis of the other options still stands: their "但" is not a turn.
    check('维生素C缺乏导致坏血病。\n\n选B。下面逐项说明其他选项：\nA 夜盲症：维生素A缺乏，但也可见于', VITC, false, 'B', '选B', 'length')
  })

  it('reads the shapes of sets 41 and 42: a letter taken back with no other given, 我国 is not the model, doubt it answers through, "C is what I\'m submitting"', () => {
    // The model takes back the letter it answered and states no other: no answer.
    check('Answer: B\n\nWait — I anchored on the wrong clue. So that "B" is withdrawn, and nothing replaces it.', HEPARIN, false, '')
    check('答案：A\n\n再看题干，夜盲症对不上。上面那个 A 收回，算没写过。', VITC, false, '')
    // …but a letter taken back for another is the other.
    check('答案：A\n\n上面那个 A 收回，应选 B。', VITC, false, 'B')
    // 我国 is not the model speaking of itself.
    check('坏血病是维生素C缺乏所致，我国比例不高。坏血病最符合。', VITC, false, 'B')
    // Doubt the model answers through is no decline.
    check('题干没交代病程，这让我有一点点不踏实。但维生素C缺乏首先考虑坏血病。', VITC, false, 'B')
    check("Vitamin K (A) was tempting. I'm not 100% on this, but B is what I'm submitting.", HEPARIN, false, 'B', "B is what I'm submitting")
    // A commitment that denies a change of mind ("不再改了", "我不动摇"), and "答案定为C".
    check('维生素C缺乏导致坏血病，口角炎是B2缺乏。\n\n结论我定在B上，不再改了。', VITC, false, 'B')
    check('答案定为B。理由写在下面：夜盲症是维生素A缺乏，我不动摇。', VITC, false, 'B', '答案定为B')
  })

  it('gives no answer when the output ends on an empty answer cue or in a loop', () => {
    expect(check('分析：A是维生素A缺乏，B是维生素C缺乏。\n\n综上所述，本题的答案：', VITC, false, '', '答案：').rule).toBe('cut_off')
    check('Vitamin K reverses warfarin (A). Therefore, the answer is', HEPARIN, false, '', undefined)
    const r = check('比较一下。' + 'B和D都要再比较一下，我们需要再考虑一下。'.repeat(10), VITC, false, '')
    expect(r.rule).toBe('loop')
  })

  it('reads a final-answer line after unclosed reasoning, and nothing else in it', () => {
    check('<think>\n维生素C缺乏导致坏血病。\n\n**最终答案：B**', VITC, false, 'B', '答案：B**')
    check('<think>\n坏血病是维生素C缺乏，答案是B。\n不过再想想……', VITC, false, '', '', 'think_unclosed')
    check('<think>答案是D，脚气病。', VITC, false, '', '', 'think_unclosed')
  })
})

describe('finishReason', () => {
  const cut = '肌红蛋白（B）出现最早，但特异性差；肌钙蛋白I（A）特异性最高。题目问最早，应该是B？不过有些教材说CK-MB'
  it('recognises the length limits of the common APIs', () => {
    for (const r of ['length', 'max_tokens', 'MAX_TOKENS', 'max_output_tokens']) expect(isLengthFinish(r)).toBe(true)
    for (const r of ['stop', 'end_turn', 'STOP', 'tool_calls', '', undefined, null]) expect(isLengthFinish(r)).toBe(false)
  })

  it('a response cut by the length limit has only the answer it states', () => {
    // Without the finish reason the last letter mentioned is the best guess where the text voices no doubt;
    // with it, no answer. The hedged "应该是B？不过有些教材说…" gives none either way.
    const plain = '肌钙蛋白I（A）特异性最高，肌红蛋白（B）出现最早，再往后升高的是'
    expect(extractChoice(plain, { options: MARKER, multi: false }).answer).not.toBe('')
    check(plain, MARKER, false, '', '', 'length')
    check(cut, MARKER, false, '')
    check(cut, MARKER, false, '', '', 'length')
    expect(extractChoice(cut, { options: MARKER, multi: false, finishReason: 'length' }).rule).toBe('truncated')
    check('A. 肌钙蛋白I——特异性最高，正确\nB. 肌红蛋白——出现最早，正确\nC. CK-MB——', MARKER, true, '', '', 'length')
    // A stated answer survives the cut, and so does an answer line that opens the output.
    check('**答案：B**\n\n解析：A项特异性最高，但出现较晚；C项', MARKER, false, 'B', '答案：B**', 'length')
    check('故选B。\n\n进一步说明：肌钙蛋白I（A）和CK-MB（C）出现较晚，因为', MARKER, false, 'B', '故选B', 'length')
    check('B\n\n解析：肌红蛋白出现最早，', MARKER, false, 'B', 'B', 'length')
    // A statement the model goes on to question is not a committed answer.
    check('所以答案是B。但是我需要再确认一下，C选项', MARKER, false, '', '', 'length')
    check('<think>\n最早的是肌红蛋白，所以答案是B。再核实一下', MARKER, false, '', '', 'length')
    // An answer line right after the model restates the question, then cut in the explanation.
    check('营养科题：牙龈出血、皮下瘀斑，问最可能的诊断。\n\nⒷ 坏血病\n\n维生素C参与胶原合成，缺乏时毛细血管脆性增加，', VITC, false, 'B', 'Ⓑ 坏血病', 'length')
    // An answer alone on an early line survives the cut: letters after a background paragraph, or one option's text.
    check('维生素缺乏病是营养科常考内容，要把维生素和缺乏病一一对应。\n\nB\n\n维生素C参与胶原合成，缺乏时毛细血管脆性增加，', VITC, false, 'B', 'B', 'length')
    check('**坏血病**。\n\n依据：牙龈出血、皮下瘀斑、伤口愈合不良，均为维生素C缺乏的表现，而夜盲症', VITC, false, 'B', undefined, 'length')
    // A letter line after reasoning that asks nothing is not an answer when the output was cut.
    check('营养科题：牙龈出血、皮下瘀斑。\n\n维生素C缺乏……\n\nB\n\n但也要排除', VITC, false, '', '', 'length')
    // Any other finish reason changes nothing.
    check('故选B。', MARKER, false, 'B', '故选B', 'stop')
  })
})

describe('formats of reasoning models', () => {
  it('reads circled letters', () => {
    check('答案：Ⓑ', VITC, false, 'B', '答案：Ⓑ')
    check('正确答案：Ⓐ Ⓑ Ⓓ', ASPIRIN, true, 'ABD')
  })

  it('reads enclosed letters outside the basic plane (🅑, 🅱, 🄑), keeping offsets', () => {
    check('本题选 🅑。', VITC, false, 'B', '选 🅑')
    check('答案 → 🅱', VITC, false, 'B')
    check('Answer: 🄑 Protamine sulfate', HEPARIN, false, 'B')
  })

  it('skips gpt-oss analysis channels and end tokens', () => {
    check('analysisVitamin K is for warfarin. Protamine for heparin, option B.assistantfinal**B. Protamine sulfate**', HEPARIN, false, 'B')
    check('<|channel|>analysis<|message|>A? no, B.<|end|><|start|>assistant<|channel|>final<|message|>B<|return|>', HEPARIN, false, 'B', 'B')
    check('analysisProtamine, so B. Let me double-check the dose of', HEPARIN, false, '', '', 'length')
    expect(stripReasoning('analysisWe need B.assistantfinalThe answer is B.')).toBe('The answer is B.')
    expect(stripReasoning('◁think▷A?◁/think▷答案：B')).toBe('答案：B')
    expect(stripReasoning('Thinking...\nB?\n...done thinking.\n\nB')).toBe('\n\nB')
  })

  it('never reads letters of medical terms in long reasoning', () => {
    check('<think>\n患者A型血，Rh(D)阳性，CT示肺部占位，B超示肝大，HbA1c 7.2%，NYHA Ⅲ级，维生素C正常，C反应蛋白升高。\n</think>\n答案：B', VITC, false, 'B', '答案：B')
    check('患者A型血，CT示肺部占位，B超示肝大，HbA1c 7.2%，维生素C正常。', VITC, false, '')
    check('A 45-year-old man on heparin is bleeding.', HEPARIN, false, '')
  })
})

describe('answers stated under a restatement of the question, and other forms of held-out set 43', () => {
  const CELIAC = { A: 'Anti-tissue transglutaminase IgA', B: 'Anti-gliadin IgG', C: 'Stool elastase', D: 'Small-bowel biopsy', E: 'HLA-DQ2/DQ8 typing' }
  const GASTRIC = { A: 'X线钡餐造影', B: '胃镜下活检病理检查', C: '血清CEA', D: '腹部增强CT', E: '超声内镜' }
  const VITAMINS = { A: '维生素A', B: '维生素B1', C: '维生素C', D: '维生素D', E: '维生素E' }

  it('reads a first line "label: letter" followed by the explanation, not an option the analysis names later', () => {
    check('Best initial screening test: **A — anti-tTG IgA** (with a total IgA level).\n\nHigh sensitivity while eating gluten.\n\n- If it asked for the gold standard, D would be right.\n- C, stool elastase, evaluates the pancreas.', CELIAC, false, 'A', 'Best initial screening test: **A')
    check('✅ 确诊胃癌最可靠的方法：**B　胃镜下活检病理检查**\n\n胃镜可直接观察并活检。\n\n⚠️ 若题目改问术前T分期的最佳方法，则应选E（超声内镜）。', GASTRIC, false, 'B')
    // Not a first guess, an answer label (the statements read it with what corrects it), or letters
    // that are not all options.
    check('Initial thought: B (anti-gliadin IgG).\n\nBut it is outdated, and the test the item wants is missing from the list. Initial thought retracted; no option selected.', CELIAC, false, '')
    check('**初判**：B。胃镜下活检似乎最直接。\n\n**复判**：题目问的是术前T分期，要看浸润深度。\n\n**终判**：E——超声内镜，可判断浸润深度。', GASTRIC, false, 'E')
    check('脂溶性维生素只有四种：A、D、E、K\n\n题目问的是哪些属于脂溶性，选项里有 A、C、D、E……\n\n维生素C是水溶性的，答案：A、D、E', VITAMINS, true, 'ADE', '答案：A、D、E')
    check('初步印象：A\n\n但也可能是B，无法确定。', GASTRIC, false, '')
  })

  it('reads a final-answer line "答案是：C" in reasoning never closed', () => {
    check('<think>\n尿路感染最常见的致病菌是大肠埃希菌。E. coli中的"E"是属名缩写。\n\n答案是：C', { A: '变形杆菌', B: '克雷伯菌', C: '大肠埃希菌', D: '腐生葡萄球菌', E: '粪肠球菌' }, false, 'C', '答案是：C')
  })

  it('reads letters named as the answer after them, an arrow after the answer noun, a line-opening "X are", and a lower-case option', () => {
    check('逐项勾选：\n\n- [x] A　腰痛\n- [x] B　直腿抬高阳性\n- [ ] C　夜间痛\n- [x] D　感觉减退\n- [ ] E　发热\n\n以上勾选的三项（A、B、D）即为答案。', ASPIRIN, true, 'ABD')
    check('长期禁食、呕吐、呋塞米致低钾；肾衰少尿期和代谢性酸中毒致高钾。\n\n正确项 → A | C | E', ASPIRIN, true, 'ACE', '正确项 → A | C | E')
    check('Obesity, nulliparity and unopposed estrogen raise the risk; multiparity protects.\n\nRisk factors are A, C, and D.', { A: 'Obesity', B: 'Combined oral contraceptive use', C: 'Nulliparity', D: 'Unopposed estrogen therapy', E: 'Multiparity' }, true, 'ACD', 'Risk factors are A, C, and D')
    check('Only the D-dimer rises. The "D" in D-dimer is part of the lab name.\n\nSo option (b).', { A: 'Elevated platelet count', B: 'Elevated D-dimer', C: 'Shortened prothrombin time', D: 'Increased fibrinogen' }, false, 'B', 'So option (b)')
    // A lower-case letter after "so" alone is no answer.
    check('So (b) and (c) are the ones I would still check.', { A: 'Elevated platelet count', B: 'Elevated D-dimer', C: 'Shortened prothrombin time', D: 'Increased fibrinogen' }, false, '')
  })

  it('reads a multi-answer list of option texts that runs on past the separators inside one of them', () => {
    const PORTAL = { A: '脾大、脾功能亢进', B: '侧支循环的建立和开放', C: '腹水', D: '肝掌', E: '蜘蛛痣' }
    check('门静脉高压症的三大临床表现为：脾大、脾功能亢进；侧支循环的建立和开放；腹水。\n\n肝掌和蜘蛛痣是肝功能减退的表现。', PORTAL, true, 'ABC', '为：脾大、脾功能亢进；侧支循环的建立和开放；腹水')
    // A list that stops: the next clause compares, it does not go on naming.
    check('门静脉高压症最具特征的表现为：侧支循环的建立和开放；需与肝掌、蜘蛛痣等肝功能减退表现鉴别。', PORTAL, true, 'B')
  })

  it('reads a commitment worded as marking the sheet, amid doubt: 交 B, 最后还是 B, 我选的是 A, 我把 C 填上, 我把票投给 A, "八九成吧：C 出血"', () => {
    const JAUNDICE = { A: '生后24小时内', B: '生后2～3天', C: '生后第7天', D: '生后2周', E: '生后1个月' }
    check('有一点我没十分把握：题干问的是“出现时间”还是“高峰时间”？截图上写的是“出现”。\n\n交 B。', JAUNDICE, false, 'B', '交 B')
    check('我有一丝担心：旧题库可能写“至少 100 次/分”，C 还是 B？不过 C 的下限太慢。\n\n最后还是 B，比较有把握。', JAUNDICE, false, 'B', '最后还是 B')
    check('我一度有点混，新版指南有的写法不同？但选项里没有。\n\n我选的是 A。如果题目问的是累积损失量补充，答案就不一样了。', JAUNDICE, false, 'A', '我选的是 A')
    check('“无痛性”是不是绝对的？如果合并宫缩，也可能有轻微腹痛。\n\n我把 C 填上，这题我大概有九成把握。', JAUNDICE, false, 'C', '我把 C')
    check('我说不上百分之百——B 也可能顺带出现。\n\n我把票投给 A。', JAUNDICE, false, 'A', '我把票投给 A')
    check('有个地方让我犹豫，差距还是拉开了吗？\n\n不是百分之百，大概八九成吧：C 生后第7天。', JAUNDICE, false, 'C')
    // Not a commitment: a mark refused, a sheet handed back with two letters.
    check('我把 C 和 D 都圈了一下，又都擦掉了——两种问法各对一个，还是等原题。', JAUNDICE, false, '')
  })

  it('reads the answer the model marks on its sheet (交, 涂, 押, 圈, 勾, 写成; 我写的是), not a letter someone else wrote, nor a mark refused', () => {
    const MI = { A: '肌钙蛋白I', B: '肌红蛋白', C: 'CK-MB', D: '乳酸脱氢酶', E: '天冬氨酸氨基转移酶' }
    const ASA = { A: '解热', B: '镇痛', C: '抗炎', D: '抗血小板', E: '降血糖' }
    check('高敏肌钙蛋白这个变数我记下了，我不敢说它动摇不了什么，但按题干字面：这题我交B。', MI, false, 'B', '交B')
    check('我犹豫过要不要按“最早检测到”来算。\n\n不过按字面，这一格我涂B。', MI, false, 'B', '涂B')
    check('我还没完全放下那句“坠胀”，但我押B。', MI, false, 'B', '押B')
    check('我带着这点不安，把这题写成B。', MI, false, 'B', '写成B')
    check('心里还是有一点怕混淆，但我写的是C。', MI, false, 'C', '写的是C')
    check('所以尽管E还在我脑子里转，我交上去的是D。', MI, false, 'D', '交上去的是D')
    check('就按字面来，我把这一题押在B上。', MI, false, 'B', '押在B')
    check('我也不能排除出题人按传统教材出，那样抗炎要勾。\n\n所以我勾A、B、D；C和E都不勾。', ASA, true, 'ABD', '勾A、B、D')
    check("I can't exclude that an older bank keys it differently.\n\nI'll take B.", MI, false, 'B', "I'll take B")
    check('Nephritic features, not nephrotic.\n\nMarking A, B and D. Not C.', ASA, true, 'ABD', 'Marking A, B and D')
    // Someone else's mark, or a mark refused, is no answer.
    check('题库原答案写的是A，教材写的是C，两处打架，这题不落笔，等核对原题。', MI, false, '')
    check('A 和 C 各有道理，这题我不圈C也不圈A，先放着。', MI, false, '')
  })

  it('held-out set 44: a multi-answer letter run taken back before the cut, a concluding clause in reasoning never closed, "——选项B", "维持C不变", a label naming 不良反应', () => {
    const STD = { A: '白色念珠菌', B: '阴道毛滴虫', C: '加德纳菌', D: '淋病奈瑟菌', E: '沙眼衣原体' }
    check('答案：ACD\n\n——滴虫（B）和淋球菌（D）是性传播病原体……等等，沙眼衣原体当然也是！所以上面那个ACD作废，我重新整理一下答案：', STD, true, '', 'ACD作废', 'length')
    // A letter of the list taken out is an edit, not the whole answer withdrawn.
    check('答案：ACD\n\n其中 C 作废，加德纳菌不是性传播病原体。\n\n最终答案：AD', STD, true, 'AD')
    const HEAL = { A: 'Ⅰ期愈合', B: 'Ⅱ期愈合', C: 'Ⅲ期愈合', D: '延迟愈合' }
    check('<think>\n无菌切口，缝合后7天拆线，无红肿渗出，仅留线状瘢痕。\n\n本例为Ⅰ期愈合，故答案：Ⓐ\n', HEAL, false, 'A', '答案：Ⓐ')
    check('<think>\n无菌切口，愈合良好。若有感染，故答案会是B吗', HEAL, false, '')
    const LAW = { A: '甲类传染病', B: '乙类传染病，按甲类管理', C: '乙类传染病', D: '丙类传染病', E: '不属于法定传染病' }
    check('肺炭疽属于乙类传染病，但按甲类传染病管理——选项B。\n\n皮肤炭疽按一般乙类传染病管理。', LAW, false, 'B', '选项B')
    const QUIN = { A: '抑制细菌细胞壁合成', B: '抑制细菌蛋白质合成', C: '抑制细菌DNA回旋酶', D: '抑制二氢叶酸合成酶', E: '影响细胞膜通透性' }
    check('**答案：C**\n\n补充一句：我刚开始脑子里闪过D，是把喹诺酮和磺胺搞混了。维持C不变。', QUIN, false, 'C', '维持C')
    const MORPHINE = { A: '呼吸抑制', B: '成瘾性', C: '便秘', D: '瞳孔散大', E: '恶心呕吐' }
    check('吗啡的不良反应：ABCE\n\n瞳孔散大（D）是错误的——吗啡中毒的三联征是昏迷、呼吸抑制、针尖样瞳孔。', MORPHINE, true, 'ABCE', '吗啡的不良反应：ABCE')
    const PERI = { A: 'Cardiac tamponade', B: 'Constrictive pericarditis', C: 'Restrictive cardiomyopathy', D: 'Dilated cardiomyopathy' }
    check('**Final Answer:** C\n\nHmm, I wrote C but my reasoning was about constriction. Restrictive cardiomyopathy is C; constrictive pericarditis is B.\n\n**Final Answer (corrected):** B', PERI, false, 'B')
    check('答案：C\n\n写快了，C是限制型心肌病。\n\n答案（更正）：B', PERI, false, 'B')
  })

  it('reads an option text introduced by 是—— (held-out set 46)', () => {
    const POS = { A: '头低足高位', B: '中凹卧位', C: '半坐卧位', D: '平卧位', E: '侧卧位' }
    check('休克患者应安置的体位是——**中凹卧位**。\n\n注意不是头低足高位：头低位也可能加重脑水肿。', POS, false, 'B', '是——**中凹卧位')
  })

  it('reads the one letter that stands as a line\'s last clause amid doubt (hedge stress set 47), not an answer line set aside, nor one of an option-by-option list', () => {
    const PE = { A: '硫酸镁', B: '硝苯地平', C: '拉贝洛尔', D: '地西泮', E: '呋塞米' }
    check('题干问“首选药物”，没有说“首选降压药”。\n\n把握大约75%，剩下25%是怕出题人想问降压。A。\n\n补一句：使用硫酸镁时要监测膝反射、呼吸和尿量。', PE, false, 'A', 'A。')
    check('拉贝洛尔我知道也常用，这一点让我不太舒服，但题目问的是预防抽搐。\n\n就这么办：A，硫酸镁。', PE, false, 'A', 'A，硫酸镁。')
    check("I can't rule out that the writer wants labetalol, but seizure prophylaxis is the question. A.", PE, false, 'A', 'A.')
    // An answer line taken back, an option-by-option list, a clause with another option's text: no answer.
    check('答案：D\n\n——等一下，题干没有给出抽搐史。上面那个D不算数，我也不换成别的字母。', PE, false, '')
    expect(extractChoice('各药作用：\nA，解痉。\nB，降压。\nC，降压。', { options: PE, multi: false }).rule).not.toBe('letter_clause')
    check('我不能确定。\n\nB，硫酸镁。', PE, false, '')
  })

  it('held-out set 48: a compound noun before the copula, options listed across "；", what old questions took as the answer, the order of CPR steps, the last step of a sequence, an article after a label, a first choice denied', () => {
    const HE = { A: '乳果糖', B: '肥皂水灌肠', C: '支链氨基酸', D: '利福昔明', E: '高蛋白饮食' }
    check('肥皂水灌肠禁用。\n\n本题正确的治疗措施为A、C、D。\n\n同时要注意保持大便通畅，可用乳果糖使每天排软便2～3次为宜。', HE, true, 'ACD', '正确的治疗措施为A、C、D')
    const TB = { A: '咳嗽、咳痰', B: '咯血', C: '低热、盗汗', D: '乏力、食欲减退', E: '皮肤黏膜出血' }
    check('皮肤黏膜出血不是肺结核的表现。\n\n本题答案：咳嗽、咳痰；咯血；低热、盗汗；乏力、食欲减退\n\n诊断需要痰涂片找抗酸杆菌。', TB, true, 'ABCD')
    const LUNG = { A: '鳞状细胞癌', B: '腺癌', C: '小细胞癌', D: '大细胞癌', E: '类癌' }
    check('**Ｂ．腺癌** —— 本题选B。\n\n- 若问与吸烟关系最密切的，是鳞状细胞癌（A）；过去鳞癌曾是最常见类型，旧题可能以A为答案。', LUNG, false, 'B')
    const CPR = { A: '开放气道', B: '人工呼吸', C: '胸外按压', D: '电除颤', E: '静脉注射肾上腺素' }
    check('{"reasoning": "2010年以后的指南把成人心肺复苏顺序由A-B-C改为C-A-B，即先进行胸外按压，再开放气道。题干问首先应进行的措施，因此", "answer": ', CPR, false, '', undefined, 'length')
    // A rising run of hyphenated letters is still a list.
    check('答案：A-B-C-E', { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }, true, 'ABCE')
    const TET = { A: '面部表情肌', B: '颈项肌', C: '背腹肌', D: '膈肌', E: '咀嚼肌' }
    check('**E**\n\n最先受影响的是咀嚼肌。\n\n随后受累的顺序是：面部表情肌（A）→ 颈项肌（B）→ 背腹肌（C）→ 四肢肌 → 最后是膈肌（D）。', TET, false, 'E')
    const DM = { A: 'Stop metformin', B: 'Start insulin', C: 'Add a sulfonylurea', D: 'Add an SGLT2 inhibitor', E: 'Add a GLP-1 receptor agonist' }
    check('Select all that apply: a 60-year-old man with type 2 diabetes and prior MI.\n\nD and E are the two candidates I am weighing, and', DM, true, '', undefined, 'length')
    const GDM = { A: '二甲双胍', B: '胰岛素', C: '格列本脲', D: '阿卡波糖', E: '吡格列酮' }
    check('结论先行：**B 胰岛素**。\n\n口服降糖药为什么不作首选：\n- A 二甲双胍可以通过胎盘；\n- C 格列本脲有新生儿低血糖的风险。', GDM, false, 'B')
  })

  it('hedge stress set 50: commitments booked in new words, and declines by what the model does next or by a letter not offered', () => {
    const SE = { A: '丙戊酸钠口服', B: '苯妥英钠口服', C: '卡马西平口服', D: '地西泮静脉注射', E: '苯巴比妥肌内注射' }
    check('首选地西泮静脉注射。\n\nA、B、C口服都不适合持续状态。\n\n我有一点不放心的地方：新版指南里劳拉西泮静注也被列为一线——如果选项里有劳拉西泮，我会更纠结。好在没有。\n\n心里不算十分踏实，不过我给的是D。', SE, false, 'D', '给的是D')
    const JAUNDICE = { A: '生后24小时内', B: '生后2~3天', C: '生后1周', D: '生后2周', E: '生后3周' }
    check('选项中"生后2~3天"是生理性黄疸出现的时间；"生后1周"、"生后2周"本身不说明问题（要看是出现还是消退）。\n\nC和D的表述含糊，让我多读了两遍，但能明确提示病理性的只有一项。我把这题算作A。\n\n（ABO溶血多于Rh溶血。）', JAUNDICE, false, 'A', '算作A')
    check('犹豫了一下要不要选A，最后还是站到D这边。', SE, false, 'D')
    check('我不能排除其他情况，那些都不在选项里。\n\n就D吧，我认这个。', SE, false, 'D', '就D')
    check('我没法完全排除出题人想要B的可能。\n\n所以我给D。', SE, false, 'D', '给D')
    check('心里还是有点打鼓。最后交出去的是D。', SE, false, 'D')
    const PE = { A: 'CT pulmonary angiography', B: 'D-dimer', C: 'Chest X-ray', D: 'Ventilation-perfusion scan' }
    check('V/Q scanning would be the pick if there were contrast allergy; the stem mentions neither. A chest X-ray doesn\'t diagnose PE.\n\nI went back and forth on D because the stem mentions "mild asthma," but that isn\'t a contraindication to contrast. So my pick stays on A.', PE, false, 'A', 'my pick stays on A')
    check("This is the kind of case where I'm not fully comfortable.\n\nI'm answering A.", PE, false, 'A')
    // Declines: an answer line disowned, a slot filled with none, a letter not offered, moving on.
    check('Answer: A\n\nThe line above answered the wrong poison. The A is no longer offered, and no replacement is given.', PE, false, '')
    check("Read literally, the friend's A fits the question sentence, while the key's B fits the vignette. The key's B and the friend's A are both reported above; neither is adopted as this response's answer. No letter is provided.", PE, false, '')
    check("My question bank marks B (D-dimer) as correct.\n\nSo I can't stand behind the bank's B, and the remaining options each run into a contraindication. I'm not offering a letter of my own here either.", PE, false, '')
    check("I'm flagging this item for review and moving on to the next one. The answer flips between A and D.", PE, false, '')
    check('答案：A\n\n——写完我才注意到题干合并急性左心衰。所以A这一行不代表我的回答了。', SE, false, '')
    check('- 状态：已标记，留待复核\n- 原因：有的教材写"立即应用阿托品"，有的写"复能剂越早越好"。\n- 本轮提交：无选项\n- 下一步：继续作答第37题。', { A: '阿托品', B: '碘解磷定', C: '纳洛酮', D: '氟马西尼', E: '亚甲蓝' }, false, '')
    check('A被过敏史排除；B、C、D都是口服。\n\n这题先贴个便签，我去做第12题，回头有时间再来看它。', SE, false, '')
    // Not these: a plan for the next item after an answer, "不代表我的答案是错的".
    check('答案：D。做完这题我去做第12题。', SE, false, 'D')
    check('答案：D。有人质疑，但这不代表我的答案是错的。', SE, false, 'D')
  })

  it('held-out set 49: ticks after a label, ●/○ under 入选, arrow bullets with notes, a heading naming the answer, texts restated as letters, options skipped in a text list, a distractor named by its text, no option possible', () => {
    const ENEMA = { A: '大量不保留灌肠', B: '小量不保留灌肠', C: '保留灌肠', D: '清洁灌肠', E: '口服灌肠' }
    check('> 勾选结果：☑A ☑B ☑C ☑D ☐E\n\n四种都是规范的灌肠种类，"口服灌肠"不存在。', ENEMA, true, 'ABCD')
    const PERI = { A: '腹膜刺激征', B: '肠鸣音减弱或消失', C: '移动性浊音阳性', D: '肝浊音界扩大', E: '腹腔穿刺抽出浑浊液体' }
    check('| | 体征 | 入选 |\n|---|---|---|\n| A | 腹膜刺激征 | ● |\n| B | 肠鸣音减弱或消失 | ● |\n| C | 移动性浊音阳性 | ● |\n| D | 肝浊音界扩大 | ○ |\n| E | 腹腔穿刺抽出浑浊液体 | ● |\n\n穿孔时肝浊音界缩小，不是扩大。', PERI, true, 'ABCE')
    const SULFA = { A: 'Hemolytic anemia', B: 'Red man syndrome', C: 'Ototoxicity', D: 'Methemoglobinemia', E: 'Stevens-Johnson syndrome' }
    check('Sulfonamide adverse effects among the options:\n\n→ A (hemolytic anemia in G6PD deficiency)\n→ D (methemoglobinemia)\n→ E (Stevens-Johnson syndrome)\n\nNot B or C, which belong to vancomycin and the aminoglycosides.', SULFA, true, 'ADE')
    const SLE = { A: '发热', B: '面部蝶形红斑', C: '肺门淋巴结肿大', D: '关节痛', E: '口腔溃疡' }
    check('### 正确选项\n- A 发热\n- B 面部蝶形红斑\n- D 关节痛\n- E 口腔溃疡\n\n### 排除\n- C 肺门淋巴结肿大（见于结节病）', SLE, true, 'ABDE')
    const COPD = { A: 'Smoking cessation', B: 'Long-term oxygen therapy when PaO2 ≤ 55 mmHg', C: 'Long-term oral corticosteroids', D: 'Pulmonary rehabilitation', E: 'Prophylactic antibiotics for all patients' }
    check('The appropriate interventions are smoking cessation, long-term oxygen for qualifying hypoxemia, and pulmonary rehabilitation — A, B, and D.\n\nOral corticosteroids have no role in maintenance therapy.', COPD, true, 'ABD')
    const LUTS = { A: '尿频', B: '血尿', C: '尿急', D: '排尿困难', E: '尿痛' }
    check('膀胱刺激征的三联症状：\n\nⒶ 尿频 Ⓒ 尿急 Ⓔ 尿痛\n\n血尿和排尿困难可以同时出现，但不属于膀胱刺激征，所以不选。', LUTS, true, 'ACE')
    // An echoed option list in order is no choice.
    check('选项：\n\nA. 尿频  B. 血尿  C. 尿急', LUTS, true, '')
    const POP = { A: 'Ⅰ度', B: 'Ⅱ度', C: 'Ⅲ度', D: 'Ⅳ度' }
    check('子宫脱垂分度：**Ⅱ度**\n\n国外多采用POP-Q分期，分为0~Ⅳ度，但本题显然是按国内传统的三度分法来出的——所以选项里的Ⅳ度是干扰项，在国内分度中不存在。', POP, false, 'B')
    const ABG = { A: '呼吸性酸中毒', B: '代谢性酸中毒', C: '呼吸性碱中毒', D: '代谢性碱中毒', E: '呼吸性酸中毒合并代谢性碱中毒' }
    check('三项全部正常。若存在混合性失衡，最典型的是"代谢性酸中毒合并代谢性碱中毒"，而这个组合也不在选项里。\n\n所以五个选项都不能成立，本题没有可选的正确答案。', ABG, false, '')
    const RA = { A: 'Prednisone', B: 'Methotrexate', C: 'Hydroxychloroquine', D: 'Infliximab' }
    check("I'd lean slightly toward hydroxychloroquine, but I'm not confident enough to commit to C over D without knowing how active her arthritis is. No answer selected.", RA, false, '')
  })

  it('held-out set 51: labels marked as corrected, 改：, rethinking, a compound verb that is no correction, options run on past "；", 【答】, a bold line restating the question, a cut correction label', () => {
    const ANTI = { A: '肝素', B: '低分子肝素', C: '华法林', D: '利伐沙班', E: '尿激酶' }
    check('**属于抗凝药物的有：A、B、C**\n\n漏了一个：利伐沙班同样是抗凝药。补上D。\n\n**属于抗凝药物的有（修订）：A、B、C、D**', ANTI, true, 'ABCD')
    const LUNG = { A: '支气管哮喘', B: '慢性阻塞性肺疾病', C: '支气管扩张', D: '间质性肺疾病' }
    check('**结论：A**\n\n这是我写错了，A是哮喘；我分析里得出的是不可逆性气流受限。\n\n**结论（更正）：B**\n\nA与B在选项顺序上挨着，写答案时尤其要看清。', LUNG, false, 'B', '（更正）：B**')
    const BILE = { A: '吗啡', B: '哌替啶', C: '芬太尼', D: '喷他佐辛', E: '布桂嗪' }
    check('答案：B\n\n不，我答反了——不宜单独使用的代表药是吗啡。\n\n改：A\n\n哌替啶作用较短，与阿托品合用是常用方案。', BILE, false, 'A', '改：A')
    const STROKE = { A: 'Aspirin', B: 'Clopidogrel', C: 'Heparin', D: 'Alteplase', E: 'Warfarin' }
    check("Answer: A — aspirin within 24–48 hours.\n\nRethinking: aspirin is for patients who are not thrombolysis candidates, so the answer is alteplase.\n\n**D**", STROKE, false, 'D')
    const BURN = { A: '维持血容量', B: '纠正酸中毒', C: '抗感染', D: '早期切痂植皮', E: '常规使用糖皮质激素' }
    check('本题正确选项为 **维持血容量**、**纠正酸中毒**、**抗感染**、**早期切痂植皮**；“常规使用糖皮质激素”不正确。', BURN, true, 'ABCD')
    const FX = { A: '畸形', B: '反常活动', C: '骨擦音或骨擦感', D: '疼痛', E: '肿胀' }
    check('<think>\n疼痛和肿胀在软组织挫伤中同样常见，不是专有体征。\n</think>\n骨折的三个特有体征：畸形；反常活动；骨擦音或骨擦感。', FX, true, 'ABC')
    const MG = { A: '新斯的明', B: '毒扁豆碱', C: '毛果芸香碱', D: '阿托品', E: '碘解磷定' }
    check('（题干：重症肌无力患者首选哪种药物改善症状？）\n【答】A 新斯的明\n\n如果题干改成“新斯的明过量应选用哪个药对抗”，答案就是D。', MG, false, 'A', '答】A')
    const PD = { A: '左旋多巴', B: '苯海索', C: '金刚烷胺', D: '溴隐亭', E: '司来吉兰' }
    check('题干：患者70岁，前列腺增生。哪种药应避免？苯海索。\n\n**应避免使用的是 B（苯海索）。**\n\n至于其他药：A（左旋多巴）是最有效的基础用药；D（溴隐亭）有心脏瓣膜纤维化风险。', PD, false, 'B')
    const SJY = { A: '清热解毒', B: '疏散风热', C: '宣肺平喘', D: '清肺化痰', E: '养阴润肺' }
    check('（题干：桑菊饮的功用是？）\nC\n\n桑菊饮功用疏风清热、宣肺止咳。\n\n等一下，这个字母是我随手写的，我需要把五个选项重新对一遍。\n\n修正答案：', SJY, false, '', undefined, 'length')
    // A bold letter and its option's text opening an output cut by the limit is a stated answer.
    const LISTERIA = { A: 'Ampicillin', B: 'Ceftriaxone', C: 'Vancomycin', D: 'Gentamicin', E: 'Metronidazole' }
    check('**A** — ampicillin.\n\nListeria is intrinsically resistant to cephalosporins, and vancomycin is reserved for', LISTERIA, false, 'A', undefined, 'length')
    // A labelled first line taken back and restated as a bare line ending the output.
    const TAMP = { A: 'Tachycardia', B: 'Hypotension', C: 'Muffled heart sounds', D: 'Jugular venous distension', E: 'Pulsus paradoxus' }
    check("Beck's triad: B, C, D, E.\n\nNo — pulsus paradoxus is a separate classic sign, not one of the three components. Triad only:\n\nB, C, D", TAMP, true, 'BCD', 'B, C, D')
  })

  it('held-out set 52: a letter list whose next verb excludes another letter, "不对应", "二者之一", a tentative choice cut while checking, "A ✔" lines', () => {
    const COHORT = { A: '由因及果', B: '能直接计算相对危险度RR', C: '属于观察性研究', D: '适用于罕见病的病因研究', E: '可设立对照组' }
    check('选 A、B、C、E，排除 D。\n\n罕见病宜用病例对照研究。', COHORT, true, 'ABCE', '选 A、B、C、E')
    const VIT = { A: '维生素D', B: '维生素K', C: '维生素B1', D: '维生素C', E: '维生素A' }
    check('脂溶性维生素包括维生素A、D、E、K。\n\n所以答案为 A、B、E（注意选项字母与维生素字母并不对应）。', VIT, true, 'ABE')
    const DBS = { A: '苍白球', B: '壳核', C: '尾状核', D: '丘脑底核', E: '黑质致密部' }
    check('我在这里只能说：答案落在 A、D 二者之一，无法再进一步确定。', DBS, false, '')
    const ULCER = { A: '胃大部切除术', B: '迷走神经切断术', C: '胃肠减压和抗休克', D: '急诊胃镜止血', E: '单纯穿孔修补术' }
    check('全身情况差，应优先选择创伤小、时间短的手术。初步考虑选 E，下面再逐项排除其余选项，先看 A', ULCER, false, '', undefined, 'length')
    const NG = { A: '每次鼻饲量不超过200 ml', B: '鼻饲液温度38~40℃', C: '两次间隔不少于2小时', D: '新鲜果汁与奶液同时灌入' }
    check('新鲜果汁与奶液应分别灌入。\n\n所以正确的是：\nA ✔\nB ✔\nC ✔\n\nD 是错的。', NG, true, 'ABC')
  })

  it('held-out sets 53 and 54: "第A、B、C项", "A.B.C.D", letters "都选", "全部正确——", labelled lines under a heading, new declines, a boxed decline with its reason, "which is C", "Final set:", "that is, B, C", a conclusion looped as bare letters', () => {
    const IDA = { A: '反甲', B: '异食癖', C: '口角炎', D: '皮肤巩膜黄染', E: '脾显著肿大' }
    check('正确的是：第A、B、C项。\n\n反甲、异食癖和口角炎都是组织缺铁的表现；皮肤巩膜黄染提示溶血，脾显著肿大见于慢粒，两者都不是缺铁性贫血的特点。', IDA, true, 'ABC', '正确的是：第A、B、C项')
    const RICKETS = { A: '方颅', B: '肋骨串珠', C: '鸡胸', D: 'O型腿', E: '枕秃' }
    check('枕秃属于初期的神经精神症状，并非骨骼病变，应排除。\n\n答案：A.B.C.D', RICKETS, true, 'ABCD', '答案：A.B.C.D')
    const PORTAL = { A: '脾大、脾功能亢进', B: '侧支循环建立', C: '腹水', D: '肝掌', E: '蜘蛛痣' }
    check('门静脉高压可导致脾大、侧支循环建立（食管胃底静脉曲张）、腹水；门体分流也使肝掌和蜘蛛痣出现。\n\n所以 A B C D E 都选。', PORTAL, true, 'ABCDE')
    // A tentative "全选？" is no commitment: the later trimmed list stands.
    check('初步：A B C D E 全选？\n\n再看D，这是失代偿期的表现。\n\n因此去掉D：**A B C E**', PORTAL, true, 'ABCE')
    const COCAINE = { A: '鼻出血', B: '鼻中隔穿孔', C: '鞍鼻', D: '嗅觉丧失' }
    check('长期鼻吸可卡因可导致：\n\n1) 鼻出血\n2) 鼻中隔穿孔\n3) 鞍鼻\n4) 嗅觉丧失\n\n全部正确——A B C D', COCAINE, true, 'ABCD', '全部正确——A B C D')
    const SHOCK = { A: '立即停药，平卧', B: '皮下或肌注0.1%肾上腺素', C: '吸氧', D: '继续输注并观察', E: '必要时静注糖皮质激素' }
    check('青霉素过敏性休克的抢救措施：\n\n(A) 立即停药，使患者平卧；\n(B) 首选肾上腺素皮下注射；\n(C) 给予氧气吸入；\n(E) 静注地塞米松。\n\n"继续输注并观察"会使过敏原继续进入体内，属于错误做法。', SHOCK, true, 'ABCE')
    const FX = { A: '休克', B: '脂肪栓塞综合征', C: '骨筋膜室综合征', D: '关节僵硬', E: '骨化性肌炎' }
    check('### 属于骨折早期并发症的选项\n\n- **A. 休克**：多由大量出血引起。\n- **B. 脂肪栓塞综合征**：常发生于长骨干骨折后。\n- **C. 骨筋膜室综合征**：最多见于前臂和小腿。\n\n关节僵硬（D）和骨化性肌炎（E）属于晚期并发症，不选。', FX, true, 'ABC')
    const MS = { A: '咯血', B: '劳力性呼吸困难', C: '声音嘶哑', D: '吞咽困难', E: '胸痛' }
    check('坦白讲，我前后两次给你的答案不一致（先说咯血、后说呼吸困难）。\n\n由于你的题库标准答案和我引用的教材说法冲突，这次我不再给出一个选项，以免再误导你。', MS, false, '')
    const THY = { A: '乳头状癌', B: '滤泡状癌', C: '髓样癌', D: '未分化癌' }
    check('可能题目原本问的是"可分泌降钙素"的类型，那样答案才会是髓样癌。在无法核实原题的情况下，我不想给出一个可能与你的题库冲突的确定选项。', THY, false, '')
    const SEIZ = { A: 'Ethosuximide', B: 'Phenytoin', C: 'Carbamazepine', D: 'Phenobarbital' }
    check('If the stem meant "which drug treats the absence component", ethosuximide would fit. None of A–D is an appropriate monotherapy, so I don\'t think there is a correct choice here.', SEIZ, false, '')
    const VITB = { A: 'Vitamin B1 (thiamine)', B: 'Vitamin B2 (riboflavin)', C: 'Vitamin B3 (niacin)', D: 'Vitamin B6 (pyridoxine)', E: 'Vitamin C (ascorbic acid)' }
    check("So the item could be keyed to D or to C, and the wording doesn't settle it. I'm leaving it without a single answer rather than guessing.", VITB, false, '')
    const SUTURE = { A: '3天', B: '5天', C: '7天', D: '10天', E: '14天' }
    check('头面部是4～5天，选项只有3天和5天。\n\n\\boxed{\\text{无法确定：3天与5天均有依据}}', SUTURE, false, '')
    const EAR = { A: 'Serous otitis media', B: 'Acute otitis media', C: 'Otosclerosis', D: 'Presbycusis', E: 'Noise-induced hearing loss' }
    check('Answer: A\n\nCorrection — that letter was a slip. The normal tympanic membrane and the Carhart notch indicate otosclerosis, which is **C**.', EAR, false, 'C', 'which is **C**')
    const AMIO = { A: 'Pulmonary fibrosis', B: 'Thyroid dysfunction', C: 'Corneal microdeposits', D: 'Gingival hyperplasia', E: 'Hepatotoxicity' }
    check('Answer: A, B, C, D, E — wait, I just ruled out D in the sentence above. Removing it.\n\nFinal set: A, B, C, E', AMIO, true, 'ABCE', 'Final set: A, B, C, E')
    const PSA = { A: 'Bilateral symmetric involvement', B: 'Asymmetric oligoarthritis', C: 'Dactylitis', D: 'Nail pitting', E: 'Distal interphalangeal joint involvement' }
    check('Features characteristic of psoriatic arthritis: asymmetric oligoarthritis, dactylitis, nail pitting, and DIP involvement — that is, B, C, D, and E.', PSA, true, 'BCDE')
    const LN = { A: 'Cat scratch disease', B: 'Tuberculous lymphadenitis', C: 'Hodgkin lymphoma', D: 'Kikuchi disease', E: 'Infectious mononucleosis' }
    check('**Answer: A — Cat scratch disease**\n\nA 9-year-old with a tender axillary node after a kitten scratch. Histology: stellate necrotizing granulomas.', LN, false, 'A')
    const WHIP = { A: '纵向牵拉伤', B: '挥鞭样损伤', C: '屈曲压缩性骨折', D: '爆裂骨折', E: 'Chance骨折' }
    check('<think>\n追尾时颈部先过伸后过屈，无骨折脱位，这叫挥鞭样损伤。\n\n追尾+颈部+无骨折→挥鞭样损伤，选B。\n\nB\n\nB\n\nB\n\nB', WHIP, false, 'B', undefined, 'length')
    // A loop of another letter restates nothing: no answer.
    check('<think>\n追尾时颈部先过伸后过屈，无骨折脱位。\n\n追尾+颈部+无骨折→挥鞭样损伤，选B。\n\nD\n\nD\n\nD', WHIP, false, '', undefined, 'length')
  })

  it('hedge stress set 56: declines by an answer said to be empty, not given or not placed, a template left open; commitments by 答/作答/提交/定, "my submission is", "that settles it"', () => {
    const GU = { A: '胃底', B: '胃大弯', C: '贲门', D: '幽门管', E: '胃角和胃窦小弯侧' }
    check('初步作答：E（胃角和胃窦小弯侧）。\n\n复核：原题问的是十二指肠溃疡的好发部位，E放在这里不对，其余四项也都不是。因此E被我从作答中去掉，无可替换。最终作答为空。', GU, false, '')
    const IDA = { A: '血清铁降低', B: '总铁结合力升高', C: '转铁蛋白饱和度降低', D: '骨髓铁染色', E: '血清铁蛋白降低' }
    check('答案：D\n\n——上面这个D请当作没写。题干前后两句把我拉向两个方向，我现在没有一个能替换D的字母。', IDA, false, '')
    const TOF = { A: '肺动脉狭窄', B: '室间隔缺损', C: '房间隔缺损', D: '主动脉骑跨', E: '右心室肥厚' }
    check('答案页写的是C（房间隔缺损）。题干却指向A，两者错位，本题不出答案。', TOF, false, '')
    checkCases('hedge_stress56.jsonl', ['bc023'])
    check('按原题而言，单选题里放了两个同样正确的选项，这份回答不落选项。A和B地位完全对等。', TOF, false, '')
    check('答题者的状态是：A与C两个候选并排，未选。', TOF, false, '')
    checkCases('hedge_stress56.jsonl', ['bc007', 'bc160'])
    check('本题的选项设计有问题，恕不从中择一。"房间隔缺损"这一项勉强说得通。', TOF, false, '')
    check('我读出来两个方向：E与B。我把这道题放回给出题人，答卷上不出现字母。', TOF, false, '')
    checkCases('hedge_stress56.jsonl', ['bc014'])
    check('【解析】需考虑右心室肥厚，但题干未说明。\n\n【答案】\\boxed{\\;?\\;}', TOF, false, '')
    const LI = { A: 'Exophthalmos', B: 'Gingival hyperplasia', C: 'Coarse tremor', D: 'Hirsutism' }
    check('Lithium causes coarse tremor with toxicity; gingival hyperplasia belongs to phenytoin.\n\nSelected option: ( )\nReviewer initials: ____', LI, false, '')
    check('Answer: C.\n\nOn rereading, I need to take that C off the page. I don\'t have a letter I trust to put where the C was.', LI, false, '')
    checkCases('hedge_stress56.jsonl', ['bc063'])
    check('So both A and B are still standing for me. No letter from me on this item.', LI, false, '')
    checkCases('hedge_stress56.jsonl', ['bc155'])
    check("The group's C answers a different poison. I'll leave the group's letter where it is and add none of mine. Coarse tremor fits best.", LI, false, '')
    check('Which of these the item wants depends on the pretest probability, so the option line above is unfilled. Coarse tremor is the classic.', LI, false, '')
    check("So the lean toward coarse tremor comes from the heading. I'm stating the lean and leaving the item without a submitted answer.", LI, false, '')
    const THYRO = { A: '丙硫氧嘧啶', B: '碘剂', C: '普萘洛尔', D: '左甲状腺素' }
    check('甲减的替代剂量需要医生根据TSH、FT4来调，自己换药或停药都有风险。请带着化验单去内分泌科复诊。左甲状腺素是替代治疗药物。', THYRO, false, '')
    check('幽门管那个选项我还是没法完全放下。即便如此，后者更标准。本题作答E。', GU, false, 'E')
    check('我对自己的读题不算有把握，A的说服力也不小。但按题干给的时间点，作答为E，胃角和胃窦小弯侧。', GU, false, 'E')
    checkCases('hedge_stress56.jsonl', ['bc099', 'bc159', 'bc194'])
    const DIC = { A: '血小板减少', B: '凝血酶原时间延长', C: '纤维蛋白原降低', D: 'D-二聚体升高', E: '出血时间缩短' }
    check('我的把握谈不上很足，大概七成多。但按"可有"的宽松理解，前四项都应入选。\n\n提交：ABCD。\n不选：E。', DIC, true, 'ABCD', '提交：ABCD')
    const VIT = { A: '维生素A', B: '维生素C', C: '维生素D', D: '维生素E', E: '维生素K' }
    check('脂溶性维生素是A、D、E、K四种。选项字母和维生素名交错，我逐项核对了两遍。\n\n按选项字母：A、C、D、E。唯一不选的是B（维生素C）。', VIT, true, 'ACDE')
    const NEPH = { A: 'Proteinuria >3.5 g/day', B: 'Hypoalbuminemia', C: 'Hyperlipidemia', D: 'Edema', E: 'Red blood cell casts' }
    check("RBC casts: nephritic, not nephrotic. I'm a little uneasy about the hyperlipidemia call. My submission is A, B, C and D.", NEPH, true, 'ABCD')
    const UTI = { A: 'Ciprofloxacin', B: 'Nitrofurantoin', C: 'Amoxicillin', D: 'Ceftriaxone', E: 'Vancomycin' }
    check('So for a while it felt like two reasonable answers. Fluoroquinolones carry warnings for simple cystitis. That settles it for me: nitrofurantoin, B.', UTI, false, 'B')
    check("D-dimer can't confirm anything. So my answer, C, stands after all that.", UTI, false, 'C')
    const ANA = { A: 'IV diphenhydramine', B: 'Intramuscular epinephrine', C: 'IV methylprednisolone', D: 'Nebulized albuterol', E: 'IV normal saline bolus' }
    check("I can't fully dismiss the saline bolus (E), since she's hypotensive. This stem asks for the first drug, though.\n\nEpinephrine IM — option B.", ANA, false, 'B')
  })

  it('hedge stress set 42, developed on: an answer slot said to stay empty or clean, a selection stopped short of, no letter drawn', () => {
    checkCases('hedge_stress42.jsonl', ['ao008', 'ao020', 'ao025', 'ao056', 'ao057', 'ao062', 'ao093', 'ao097', 'ao122', 'ao149', 'ao155', 'ao003'])
  })

  it('hedge stress sets 39 and 45, developed on: a letter held back, a hand withdrawn, a blank handed back, an answer left hanging, a bet declined', () => {
    checkCases('hedge_stress39.jsonl', ['al040', 'al047', 'al067', 'al096', 'al098'])
    checkCases('hedge_stress45.jsonl', ['ar176'])
  })

  it('hedge stress set 47, developed on: no choice made among them, no option recorded or named, a resend asked for, no option returned', () => {
    checkCases('hedge_stress47.jsonl', ['at049', 'at056', 'at059', 'at079', 'at136', 'at153', 'at185', 'at199', 'at020'])
  })

  it('hedge stress set 42, developed on further: a box left unfilled or unticked, a blank sheet handed in, the choice handed back, no verdict', () => {
    checkCases('hedge_stress42.jsonl', ['ao019', 'ao021', 'ao039', 'ao049', 'ao052', 'ao068', 'ao094', 'ao109', 'ao127', 'ao162', 'ao167', 'ao172', 'ao176', 'ao179', 'ao186', 'ao189', 'ao193', 'ao196'])
  })

  it('hedge stress sets 39 and 45, developed on further: a blank kept, nothing output, nothing carried to the sheet, the verdict left to the item writer', () => {
    checkCases('hedge_stress39.jsonl', ['al007', 'al035', 'al084', 'al094', 'al102', 'al104', 'al130', 'al133', 'al149', 'al158', 'al163', 'al176'])
    checkCases('hedge_stress45.jsonl', ['ar039', 'ar082', 'ar090', 'ar100', 'ar136', 'ar139', 'ar155', 'ar171', 'ar174', 'ar192', 'ar200'])
    // A confidence remark is no decline: "剩下一成留给出题人".
    checkCases('hedge_stress42.jsonl', ['ao030'])
  })

  it('hedge stress sets 47 and 50, developed on further: an answer column left empty, no option listed, a leaning not submitted, not narrowed further, no square filled', () => {
    checkCases('hedge_stress47.jsonl', ['at032', 'at041', 'at046', 'at050', 'at055', 'at096', 'at139', 'at175'])
    checkCases('hedge_stress50.jsonl', ['aw014', 'aw023', 'aw147', 'aw178', 'aw186'])
    // An option's text said not to be the answer is a verdict on that option: "心理因素是排除性诊断，不作为本题答案".
    checkCases('reasoning_heldout51.jsonl', ['ax071'])
  })

  it('held-out set 55: a doubt about one option after the answer, "问…则是E", "Answer ▸", a label over a lettered list, "，对应E。", "这题不选", "宁可留空", "返回空答案", "不选择具体字母", "不给任何其他食物" is no decline', () => {
    checkCases('reasoning_heldout55.jsonl', ['bb024', 'bb132', 'bb148', 'bb157', 'bb163', 'bb209', 'bb216', 'bb262', 'bb288', 'bb290'])
    // "E为后续措施，本题不选" is a verdict on E, not a decline.
    check('答：A；B；C\n\nD严禁使用；E为保守治疗无效时的后续措施，本题不选。', { A: '静注葡萄糖酸钙', B: '葡萄糖加胰岛素', C: '碳酸氢钠', D: '补钾', E: '透析' }, true, 'ABC')
    // A bulleted line mapping a case to an option is no answer: "- 急性发作缓解：…，对应E。"
    check('- 长期控制：吸入糖皮质激素，对应A；\n- 急性发作缓解：短效β2受体激动剂，对应E。\n\n在弄清是哪种情况之前，我不给出单个字母。', { A: '布地奈德吸入', B: '茶碱口服', C: '孟鲁司特', D: '色甘酸钠', E: '沙丁胺醇吸入' }, false, '')
  })

  it('held-out set 57: "（订正）……答案应是 B 而不是狭窄", "— **C**" closing a sentence after "actually no", "A + B + C，即…", "B 超" spaced, "如果题干改成" is the question\'s change, "neither is present", declines "为您本人做出诊断" and "请重新发送题干"', () => {
    checkCases('reasoning_heldout57.jsonl', ['bd003', 'bd044', 'bd151', 'bd165', 'bd177', 'bd216', 'bd266'])
    const GALL = { A: '腹部立位平片', B: '腹部超声', C: '腹部CT', D: 'ERCP', E: 'MRCP' }
    // The question changed in a conditional is no change of answer; "B 超" is the ultrasound.
    check('本题选 **B：腹部超声**。\n\n如果题干改成“B 超显示清楚”，那么首选 E。', GALL, false, 'B', '选 **B')
    // Guards: the model's own "这题改为A" is still a correction; "neither is correct" is still doubt.
    check('我先想到甲巯咪唑（B）。\n\n不对，危象首选丙硫氧嘧啶，这题改为A。', { A: '丙硫氧嘧啶', B: '甲巯咪唑', C: '普萘洛尔', D: '碘化钠', E: '氢化可的松' }, false, 'A')
    check('Option B fits the rash and option C fits the fever, but neither is correct for the whole picture.', { A: 'Measles', B: 'Rubella', C: 'Roseola', D: 'Scarlet fever', E: 'Fifth disease' }, false, '')
  })

  it('held-out sets 58 and 59: "A · B · D", a line restating the question over its letters ("…的体征为A;B;D", "…的并发症为 A～D 四项"), "<choice>" elements in an answer tag, "——选项B（…）", "选项 Ｂ（ARB）" by the option\'s abbreviation, "我不给字母答案"', () => {
    checkCases('reasoning_heldout58.jsonl', ['be083'])
    checkCases('reasoning_heldout59.jsonl', ['bf002', 'bf024', 'bf033', 'bf140', 'bf175', 'bf262'])
    checkCases('hedge_stress47.jsonl', ['at067'])
    // The restated subject names no letter: "C 的特点为 D…" is an option's remark, not a restatement.
    check('C 的特点为 D 项所述的相反。\n\n故选A。', { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }, false, 'A')
    // "<choice>" elements on a single-answer item: one letter only.
    check('<answer>\n<choice>B</choice>\n<choice>C</choice>\n</answer>', { A: '甲', B: '乙', C: '丙', D: '丁' }, false, '')
  })

  it('hedge stress set 60: the answer place said to be empty, the item handed on or left unanswered; a letter alone after a comma or dash closing the output, 填/写/落在, "I\'m checking", "A through D", a line choosing letters and excluding the rest', () => {
    checkCases('hedge_stress60.jsonl', ['bg003', 'bg018', 'bg024', 'bg026', 'bg056', 'bg074', 'bg075', 'bg078', 'bg083', 'bg094', 'bg098', 'bg107', 'bg123', 'bg140', 'bg167', 'bg169', 'bg180', 'bg186', 'bg197', 'bg199'])
    checkCases('hedge_stress60.jsonl', ['bg008', 'bg023', 'bg032', 'bg039', 'bg041', 'bg044', 'bg051', 'bg063', 'bg067', 'bg068', 'bg087', 'bg096', 'bg097', 'bg116', 'bg122', 'bg156', 'bg188', 'bg198'])
    checkCases('hedge_stress50.jsonl', ['aw088', 'aw136'])
    checkCases('hedge_stress56.jsonl', ['bc137'])
    const V = { A: '维生素A', B: '维生素D', C: '维生素E', D: '维生素K', E: '维生素C' }
    // Guards: a closing line that leaves an option neither chosen nor excluded is no complement; "次选" is a second choice.
    check('脂溶性维生素：A、B、C、D。\n\nA、B；E排除。', V, true, 'ABCD')
    check('首选B，次选C。\n\n故选B。', { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }, false, 'B')
  })

  it('held-out sets 61 and 62: a final answer line corrected in words, "所以这题我会选（d）…" in unclosed reasoning, "E —— …" opening the output, "本题问“不恰当的措施”", "ASA分级为Ⅲ级。" before a cut, "- TCT（A）" lines, "= **8分**", "本题答 ABCD", copies in one line cut, "That is **A, B, C, D**", doubt about another question', () => {
    checkCases('reasoning_heldout61.jsonl', ['bh009', 'bh022', 'bh052', 'bh124', 'bh140', 'bh292'])
    checkCases('reasoning_heldout62.jsonl', ['bi117', 'bi143', 'bi229', 'bi236', 'bi262'])
    // Guards: a verdict right after the dash still sets the opening letter aside; a conditional about missing data still declines.
    check('A —— 错误，阿司匹林不用于此。\n\nB —— 正确。\n\n答案：B', { A: '阿司匹林', B: '肝素', C: '华法林', D: '氯吡格雷' }, false, 'B')
    check('如果没有给出血钾值，就无法确定是A还是B。', { A: '补钾', B: '透析', C: '利尿', D: '观察' }, false, '')
  })

  it('held-out sets 63 and 64, hedge stress set 65: "Options (A), (B), and (E).", "第B项、第C项", "➜", "☑ A ☑ B ☐ C" after a label, a note that the question asks for the wrong one, "最终选项：（a）" and "最后给出我的选择：ｅ" in unclosed reasoning, "E（不伤害）" for 不伤害原则, "不用改成C", "不要…去选选项B", "— everything except…", "A / B / D", "That\'s A.", "$\\textbf{B}$", "The vitamin is Pyridoxine.", "- [ ] A" under a cue; declines by the item left without an answer, no option named, no choice between two', () => {
    checkCases('reasoning_heldout64.jsonl', ['bk009', 'bk019', 'bk059', 'bk080', 'bk089', 'bk094', 'bk106', 'bk118', 'bk141', 'bk180', 'bk182', 'bk200', 'bk263', 'bk267', 'bk279'])
    checkCases('reasoning_heldout63.jsonl', ['bj010', 'bj104', 'bj117', 'bj239', 'bj245'])
    checkCases('hedge_stress65.jsonl', ['bl014', 'bl045', 'bl052', 'bl055', 'bl069', 'bl077', 'bl081', 'bl087', 'bl091', 'bl100', 'bl119', 'bl121', 'bl131', 'bl147', 'bl151', 'bl153', 'bl158', 'bl160', 'bl161', 'bl163', 'bl166', 'bl180', 'bl183', 'bl184', 'bl188', 'bl195', 'bl034', 'bl057', 'bl067'])
    // "A按教材能放进去" is what A could be, not a choice.
    checkCases('hedge_stress47.jsonl', ['at071'])
    // Guards: "我给C（脑桥）留了一些空间" gives C no place; "部分题库把CA16（A）作为答案" is a bank's answer; a
    // remark on another question ("…才考虑CTA，而本题选项里没有它") keeps the answer; "A:× B:√" marks follow their letters.
    checkCases('hedge_stress56.jsonl', ['bc067'])
    checkCases('reasoning_heldout55.jsonl', ['bb175'])
    checkCases('reasoning_heldout49.jsonl', ['av018'])
    checkCases('reasoning_heldout19.jsonl', ['e111'])
    check('A:× B:× C:× D:√', { A: '正中神经', B: '桡神经', C: '肌皮神经', D: '尺神经' }, false, 'D')
    const SCHNEIDER = { A: 'Thought insertion', B: 'Made volitional acts', C: 'Loosening of associations', D: 'Echolalia', E: 'Thought echo' }
    // "Options A and C:" heads a discussion; it is no answer line.
    check('Options A and C:\n\nboth are discussed, but the first-rank symptoms are B, D and E? No.\n\nAnswer: A, B, E', SCHNEIDER, true, 'ABE')
    // "我的第一反应是…" is no answer cue, and a model that still asks for the source answers nothing.
    check('我的第一反应是思维插入。不过A/B我都没有把握，你能告诉我题目出处吗？', SCHNEIDER, false, '')
  })

  it('hedge stress sets 42, 47 and 50, set 44: a closing line that splits the options between chosen and excluded ("我对这道多选大概有85%的把握，ABCE，D除外", "但我认A、B、C、D四项，E不选", "ABC，这是我最后的回答；D我排除了", "A, B, C and D. Not E.", "结论：ABCD，E除外。置信度约0.8。") with remarks after it; "但我认A" / "不过我报A"; a remark opening 附带说一句 is no correction; where nothing is stated, a negated choosing verb ("不从三兄弟里挑", "不会指出…该选哪个", "不再往下排座次", "不宜只取其一") is no answer', () => {
    checkCases('hedge_stress47.jsonl', ['at013', 'at017', 'at054', 'at065', 'at082', 'at097', 'at104', 'at123', 'at138', 'at155', 'at190'])
    checkCases('hedge_stress50.jsonl', ['aw068'])
    checkCases('hedge_stress42.jsonl', ['ao074', 'ao104', 'ao113', 'ao199'])
    checkCases('reasoning_heldout44.jsonl', ['aq195'])
    // Guards: "它不在选项里" and "不影响判断" choose nothing away; "不选" before the letters sets them aside; the two
    // runs must split the options; a later line that declines takes the split back.
    checkCases('hedge_stress50.jsonl', ['aw011'])
    checkCases('hedge_stress45.jsonl', ['ar194'])
    const NS = { A: '大量蛋白尿', B: '低白蛋白血症', C: '水肿', D: '高脂血症', E: '镜下血尿' }
    check('分析从略。\n\n我不选A、B、C，D除外。', NS, true, '')
    check('分析从略。\n\n我对这题大概八成把握，A、B、C、E，D除外。', NS, true, 'ABCE')
    check('分析从略。\n\n我对这题大概八成把握，A、B、C、E，D除外。\n\n不过上面这行作废，这题我不作答。', NS, true, '')
    check('分析从略。\n\n把握八成，ABCD，E除外。\n\n附带说一句，这类题很容易看错。', NS, true, 'ABCD')
    // "结论：ABCD，E除外。置信度约0.8。", "我只交A、B、C，D和E不包括在内": words after the excluded letters on the line,
    // and 交 before the chosen ones; a decline or withdrawal after them takes the split back.
    checkCases('hedge_stress45.jsonl', ['ar010', 'ar074'])
    checkCases('hedge_stress42.jsonl', ['ao099'])
    check('分析从略。\n\n结论：ABCD，E除外。不过这题我无法确定，不作答。', NS, true, '')
    check('分析从略。\n\n我只交A、B、C，D和E不包括在内。以上作废。', NS, true, '')
  })

  it('held-out sets 46 and 52: "<final>A;B;C;E</final>", "所以这道多选题答 A、B、C、D", "我的答案先放在这里：**ABCD**", a checklist of the options\' texts with the chosen ones ticked', () => {
    checkCases('reasoning_heldout52.jsonl', ['ay090', 'ay107'])
    checkCases('reasoning_heldout46.jsonl', ['as052', 'as241'])
    const AGN = { A: '全身性水肿', B: '少尿', C: '高血压', D: '血尿' }
    // Guards: "答案可能是：" states nothing; ticks on two options of a single-answer item are no answer by layout.
    check('答案可能是：B。也可能是C，我无法确定。', AGN, false, '')
    check('- [x] 少尿\n- [x] 高血压\n- [ ] 血尿', AGN, false, '')
  })

  it('held-out set 67: an unclosed think ending in "所选：Ⓒ", "本题答案为【Ｃ】", "我的答案：ⓒ"; "Drug of choice → <option text>"; a ☑/☐ checklist of option texts with notes after a dash; "ⓐ 周期性复发　ⓑ 具有自限性　ⓒ …" on one line under a heading', () => {
    checkCases('reasoning_heldout67.jsonl', ['bn016', 'bn074', 'bn176', 'bn206', 'bn255', 'bn280'])
    const RAU = { A: '周期性复发', B: '具有自限性', C: '溃疡呈黄红凹痛', D: '常伴高热', E: '传染性强' }
    // Guards: letters with texts on one line followed by a statement leave the statement to decide; ticks on two
    // options of a single-answer item are no answer by layout; an unclosed think whose last line only opens
    // an answer ("我的答案：") has none.
    check('A 周期性复发 B 具有自限性\n\n以上两项需要排除。答案：C、D、E', RAU, true, 'CDE')
    check('☑ 周期性复发——典型\n☑ 具有自限性\n☐ 常伴高热', RAU, false, '')
    check('<think>\n复发性阿弗他溃疡的特点是周期性复发、自限性。\n\n我的答案：', RAU, false, '', undefined, 'length')
  })

  it('hedge stress set 68: a leaning the model will not submit (over per-option verdicts), "The B from two minutes ago is withdrawn", "A ≈ E", "pick a \\"closest\\" one", "\\boxed{\\;}", "Option: {{selected_option}}", several options named on a single-answer item; commitments "本题交B——", "这次我落在A", "本题落在 A", "写A。", {"作答": "D"}, "Choosing A."', () => {
    checkCases('hedge_stress68.jsonl', ['bo001', 'bo003', 'bo005', 'bo033', 'bo055', 'bo060', 'bo065', 'bo083', 'bo118', 'bo132', 'bo145', 'bo166', 'bo183'])
    const DRUG = { A: 'Pentamidine', B: 'Atovaquone', C: 'Trimethoprim-sulfamethoxazole', D: 'Dapsone', E: 'Clindamycin' }
    // Guards: "I pick a." is still option a after a cue; "A vs. B" on a multi-answer item names both; a box
    // holding a letter is an answer; "我不落在A" is no commitment.
    check('Between the two I pick a.', DRUG, false, 'A')
    check('最终答案：$\\boxed{\\;C}$', DRUG, false, 'C')
    check('Option: {{C}}', DRUG, false, 'C')
    check('本题我不落在A，也不落在B，资料不足，暂不作答。', DRUG, false, '')
  })

  it('held-out set 66: "所以选A；如果问“新生儿”，才考虑C" (a condition asking another question after the answer), "我不能给出确定的字母", "纠正休克" is treatment, not a correction', () => {
    checkCases('reasoning_heldout66.jsonl', ['bm172', 'bm193', 'bm300'])
    checkCases('reasoning_heldout41.jsonl', ['an235'])
    checkCases('reasoning_heldout46.jsonl', ['as070'])
    const GDM = { A: '巨大儿', B: '胎儿生长受限', C: '新生儿低血糖', D: '胎儿畸形', E: '新生儿呼吸窘迫综合征' }
    // Guards: answers offered under two readings of this question stay no answer; "纠正：" still corrects.
    check('按胎儿期，所以选A；若按新生儿期，则选C，我无法确定。', GDM, false, '')
    check('答案：C\n\n纠正：答案应为A。', GDM, false, 'A')
  })

  it('held-out set 69: "final_answer: [A, B, C, E]" in YAML after a correction, <revised_answer>D</revised_answer> after <answer>B</answer>, <selected>ABCE</selected>, a table cell under "答案"', () => {
    checkCases('reasoning_heldout69.jsonl', ['bp025', 'bp125', 'bp161', 'bp217'])
    const DKA = { A: '积极补液', B: '小剂量胰岛素持续静滴', C: '见尿补钾', D: '常规大量补碱', E: '去除诱因' }
    // A cell under "答案" answers whatever the notes after the table name. Guard: <choice> elements inside
    // <answer> are read together, not one by one.
    const HBV = { A: 'HBsAg', B: 'HBeAg', C: 'HBV-DNA', D: '抗-HBs', E: '抗-HBc IgG' }
    check('分析。\n\n| 题目 | 答案 |\n|---|---|\n| 传染性强的指标 | B、C |\n\n小三阳指HBsAg、抗-HBe阳性。', HBV, true, 'BC')
    check('<answer>\n  <choice>A</choice>\n  <choice>B</choice>\n  <choice>C</choice>\n</answer>', DKA, true, 'ABC')
  })

  it('hedge stress set 68 after development: every box left blank ("一个框都没有打勾"), "作答栏不再填写", "没有一个可以顶上去的字母", "写任何一个字母都等于在猜", "不在B和C之间落笔", "it doesn\'t go on the answer line"; commitments "Submitted: D." and "改交A，<text>" before remarks naming another option, a table row "| B 查感染 | … | 选中 |", a caveat "让我略有迟疑的是：题干没说…"', () => {
    checkCases('hedge_stress68.jsonl', ['bo012', 'bo029', 'bo034', 'bo038', 'bo086', 'bo113', 'bo142', 'bo143', 'bo147'])
    const HF = { A: 'Digoxin', B: 'Furosemide', C: 'Ivabradine', D: 'Sacubitril/valsartan' }
    // Guards: two boxes left blank on a multi-answer item leave the ticked ones; a row marked 否 is not chosen;
    // "I have not submitted" is no submission; a self-decline without a colon still declines.
    check('勾选A、B；C、D两项均未勾选。', HF, true, 'AB')
    check('| 选项 | 结论 |\n|---|---|\n| A 地高辛 | 否 |\n| B 呋塞米 | 否 |\n\n两项都不对，本题我不作答。', HF, false, '')
    check('I have not submitted: D or C, both fit.', HF, false, '')
    check('地高辛可能。我没法确定是哪一个。', HF, false, '')
  })

  it('hedge stress sets 39–50: commitments amid doubt in words the reader missed — "答案：D——不可逆抑制…" (不可逆 is a word, not a verdict), "我认这个D，就写D", "这一题我定为B", "这一题我拍A", "我这一票最后给A", "我把答案放在A上", "落在肌钙蛋白I上——B。", "奥美拉唑，就它了。" with a remark added after it', () => {
    checkCases('hedge_stress39.jsonl', ['al101', 'al150'])
    checkCases('hedge_stress45.jsonl', ['ar120'])
    checkCases('hedge_stress47.jsonl', ['at177', 'at184'])
    checkCases('hedge_stress50.jsonl', ['aw041', 'aw134', 'aw135'])
    const PPI = { A: '奥美拉唑', B: '雷尼替丁', C: '硫糖铝', D: '米索前列醇', E: '枸橼酸铋钾' }
    // Guards: "D不可用于…" still rules D out; a dash before two letters is no commitment; a letter the model will
    // not "拍" is no answer; a text line followed by a correction is taken back.
    check('答案：A。D不可用于孕妇。', PPI, false, 'A')
    check('最后落在奥美拉唑上——A还是D，我拿不准。', PPI, false, '')
    check('这一题我不拍A，资料不足，暂不作答。', PPI, false, '')
    check('奥美拉唑，就它了。\n\n等等，题目问的是黏膜保护，更正：枸橼酸铋钾。', PPI, false, 'E')
  })

  it('hedge stress sets 42–50: a letter closing the output after a remark on what the stem lacks ("题干没提…" … "C，子宫收缩乏力。"), "现在我给出的回答是A", "最后勾的是 ABC，D 我明确不勾", "圈选：A、B、C。D为…，E为…，均不圈"', () => {
    checkCases('hedge_stress42.jsonl', ['ao081', 'ao132'])
    checkCases('hedge_stress45.jsonl', ['ar114', 'ar126'])
    checkCases('hedge_stress47.jsonl', ['at148'])
    checkCases('hedge_stress50.jsonl', ['aw199'])
    const PPH = { A: '胎盘因素', B: '软产道裂伤', C: '子宫收缩乏力', D: '凝血功能障碍', E: '子宫破裂' }
    // Guards: a decline in the model's own words stands against a closing letter; "两边我都不押" still declines;
    // a closing letter followed by a hedge naming another letter is not the last word.
    check('题干没提胎盘检查。我不作答。\n\nC，子宫收缩乏力。', PPH, false, '')
    check('胆道疾病还是胎盘因素，现在两边我都不押。', PPH, false, '')
    check('题干没提胎盘检查是否完整。\n\nC，子宫收缩乏力。\n\n不过A和C都有可能，我无法确定。', PPH, false, '')
  })

  it('held-out sets 28, 33, 51: a full-width lower-case letter standing alone is an option letter ("→ 选项 ｂ", "是（ｃ）。", "有：ａ、ｃ、ｄ、ｅ")', () => {
    checkCases('reasoning_heldout28.jsonl', ['aa284'])
    checkCases('reasoning_heldout33.jsonl', ['af292'])
    checkCases('reasoning_heldout51.jsonl', ['ax294'])
    const VIT = { A: '维生素A', B: '维生素D', C: '维生素E', D: '维生素K' }
    // Guards: full-width units and words (ｍｇ, ｐＨ) are not letters; the span is what the model wrote.
    check('每日补充维生素D ４００ ｍｇ？不对，是单位。ｐＨ 正常。答案：B', VIT, false, 'B')
    check('The deficiency here is vitamin D → 选项 ｂ', VIT, false, 'B', '→ 选项 ｂ')
  })

  it('an underlined answer ("__答案__：__A__") is a letter, not an empty slot ("答案：____")', () => {
    const DM = { A: 'Ⅱ型糖尿病', B: 'Ⅰ型糖尿病', C: '糖尿病酮症酸中毒', D: '肾炎' }
    check('> 患者肥胖，糖耐量减低\n\n__答案__：__A__', DM, false, 'A')
    check('患者肥胖，Ⅱ型或Ⅰ型都有可能。\n\n答案：____', DM, false, '')
  })

  it('hedge stress set 73: declines "我这里不跟着定字母", "我没法把这道题压成一个字母", "我这边不另给字母", "我自己不在B和D之间落字", "这一题我这里是空着的", "【答】一栏的B不再保留，改为空", "本题不选", "我两项都不选", "none of A–E is correct", "I\'m withholding a choice", "I have nothing to put there instead"; commitments "落在A，外上象限。", "就取B", "就用C", "My pick would be D", "我还是取A", "我的判断落在 **B 干槽症**", "所以我站D这边", "我会选B", "我硬着头皮写A", "选出来的是A、B、D、E", "Going to say E", "B — acute cholangitis — is where I\'m putting it"', () => {
    checkCases('hedge_stress73.jsonl', ['bt001', 'bt016', 'bt020', 'bt032', 'bt034', 'bt036', 'bt043', 'bt066', 'bt067', 'bt089', 'bt090', 'bt093', 'bt110', 'bt126', 'bt127', 'bt128', 'bt134', 'bt135', 'bt140', 'bt157', 'bt171', 'bt177', 'bt182'])
    // Guards: an option set aside in the clause before "本题不选" leaves the answer; others' "会选B" is no commitment;
    // letters before "我两项都不选" are set aside, not a decline.
    check('答案：A。\nE为后续措施，本题不选。', X, false, 'A')
    check('很多人会选B，但两者都有道理，我无法确定。', X, false, '')
    check('乙和丙都对，A、B我两项都不选。答案：C', X, false, 'C')
    check("If I had to, my pick would be D, but I'm withholding a choice for this item.", X, false, '')
  })

  it('hedge stress set 73, commitments by marking: "所以这题我勾前四个：A、B、C、D", "Checking A, B, C and E.", "按题面现在的写法，落在C上", "我这里写A，虽然…"', () => {
    checkCases('hedge_stress73.jsonl', ['bt030', 'bt063', 'bt084', 'bt165'])
    // Guards: "I'm not checking A" is no mark; a comma before 落在 does not make "A或B" an answer.
    check("Checking the stem again. I'm not checking A or B until I see the figure; no answer from me.", X, false, '')
    check('看了半天，落在A或B之间，我无法确定。', X, false, '')
  })

  it('held-out set 70: "I can\'t give one answer without seeing the tracing", "没有办法确定出题人想要哪一个" before an alternative question ("或者题干问的是…（那就是中脘）"), "所以不是B就是C"; "**更正 → E**", "—— 所以答 E。"', () => {
    checkCases('reasoning_heldout70.jsonl', ['bq055', 'bq126', 'bq178', 'bq224', 'bq232'])
    // Guards: "题目问的是…，那就是C" (the question restated, not an alternative) answers; a plain answer line answers;
    // "更正 →" without a letter corrects nothing.
    check('题目问的是“最常见”，那就是C。', X, false, 'C')
    check('B被排除了。答案：C', X, false, 'C')
    check('答案：A\n\n更正 → 见下文。\n\n答案仍是A。', X, false, 'A')
  })

  it('held-out sets 28 and 69, hedge set 42: after an answer line taken back, another letter closing the output as a clause of its own ("Answer: A.\\n\\nScratching that: … vancomycin plus ceftriaxone — B.")', () => {
    checkCases('reasoning_heldout28.jsonl', ['aa158'])
    checkCases('reasoning_heldout69.jsonl', ['bp050'])
    checkCases('hedge_stress42.jsonl', ['ao165'])
    // Guards: without a retraction the answer line stands against a later letter clause; a re-check that closes on the
    // same letter keeps it.
    check('Answer: A.\n\nThe others are weaker; the closest distractor — B.', X, false, 'A')
    check('Answer: A.\n\nWait, let me re-check the stem. Yes — A.', X, false, 'A')
  })

  it('held-out set 75: "更新答案：C（Amlodipine）" after "答案：B（氢氯噻嗪）" is the final answer; "📝 延伸：若父母一方为AB型…，子女只能是A型或B型" supposes another case', () => {
    checkCases('reasoning_heldout75.jsonl', ['bv250', 'bv288'])
    const HTN = { A: 'Lisinopril', B: 'Hydrochlorothiazide', C: 'Amlodipine', D: 'Spironolactone', E: 'Metoprolol' }
    // Guards: a key's "标准答案：B" quoted before the model's own answer line does not replace it; a note that opens
    // with an emoji but supposes nothing still names what it names.
    check('答案：C\n\n题库的参考答案：B，我不同意。', HTN, false, 'C')
    check('答案：C\n\n📝 复习：Amlodipine 是钙通道阻滞剂。', HTN, false, 'C')
  })

  it('held-out sets 71 and 72: "I can\'t narrow it to a single best answer. It\'s either C or E."; "So let me fix that: **A. …**"; "→ 判断：退行性病变，答 (a)。"; "答案 👉 **C**"; "选：A｜B｜C｜D"', () => {
    checkCases('reasoning_heldout71.jsonl', ['br084', 'br134', 'br254', 'br285'])
    checkCases('reasoning_heldout72.jsonl', ['bs089'])
    // Guards: cells of a table stay cells ("| A | B |" is not a letter list); "fix that" without a letter corrects
    // nothing; "答 (a)" needs its bracketed letter to close the line.
    check('| 选项 | 判断 |\n|---|---|\n| A | 对 |\n| B | 错 |\n\n答案：A', X, false, 'A')
    check('Answer: B.\n\nLet me fix that: the stem says adult. Still B.', X, false, 'B')
    check('答：A。\n\n对比：答 (a) 型与 (b) 型的区别在于病程。', X, false, 'A')
  })

  it('held-out set 71, br068: "答：选第1、2、3、5项" names options by place; "……——选" closing one numbered line does not introduce the next line\'s text', () => {
    checkCases('reasoning_heldout71.jsonl', ['br068'])
    const GB = { A: '胆囊结石伴反复发作胆绞痛', B: '胆囊结石直径超过3cm', C: '瓷化胆囊', D: '无症状的小结石', E: '胆囊息肉样病变直径超过1cm' }
    // Guards: on a single-answer item several places are no answer; "答案：\n瓷化胆囊" (the answer on the next line,
    // under a cue standing alone) still answers.
    check('答：选第1、3项', GB, false, '')
    check('答案：\n瓷化胆囊', GB, false, 'C')
  })

  it('held-out set 52: the only short line under a heading ending in a half-width colon ("…the definitive treatment is:\\n\\n**Digoxin immune Fab (DigiFab)**"), its length measured without markdown', () => {
    checkCases('reasoning_heldout52.jsonl', ['ay156', 'ay252'])
    const DIG = { A: 'Digoxin immune Fab', B: 'Atropine', C: 'Lidocaine', D: 'Potassium chloride', E: 'Calcium gluconate' }
    // Guard: a long line under the heading is an explanation, not an answer in words.
    check('Think about it:\n\n**the antidote that binds free digoxin in the serum quickly**', DIG, false, '')
  })

  it('hedge stress set 68: "D、A、B 三项是我的作答", "我把B和D剔除，剩A、C、E"', () => {
    checkCases('hedge_stress68.jsonl', ['bo177', 'bo197'])
    const AP = { A: '胆石症', B: '低钙血症', C: '大量饮酒', D: '低脂饮食', E: '高甘油三酯血症' }
    // Guards: "B不是我的作答" and "A是我的答案吗？" are no answers; "剩" without an exclusion before it is not a cue.
    check('B不是我的作答。资料不足，本题不作答。', AP, false, '')
    check('A是我的答案吗？我无法确定。', AP, false, '')
    check('剩A、C、E没讲，下面逐个说。A…C…E…，我无法确定答案。', AP, true, '')
  })

  it('held-out set 74: "很多人看到“发热”就选A" after the answer is someone else\'s choice; "➜ 选项 Ｂ"; a code-fenced JSON array one letter a line; an opening "我没办法直接选一个答案给你" against "即C；…即D"; a clause a repetition loop broke off', () => {
    checkCases('reasoning_heldout74.jsonl', ['bu074', 'bu076', 'bu117', 'bu198', 'bu289'])
    // Guards: "一句话：选A" (一 now opens a framing word) still answers; an answer line after the opening decline
    // answers; a loop with no answer before it answers nothing, and one
    // whose cut copy is short still leaves the answer line before it.
    check('一句话：选A。', X, false, 'A')
    check('许多人会误选C。本题答案：B', X, false, 'B')
    check('我没办法直接选一个答案给你。\n\n- 有的写15%，即C；\n- 有的写20%，即D。\n\n答案：D', X, false, 'D')
    check('分析：\n1. 应控制饮水，因此A选项\n\n1. 应控制饮水，因此A选项\n\n1. 应控制饮', X, true, '', undefined, 'length')
    check('答案：BC\n\n1. 应控制饮水，因此A选项\n\n1. 应控制饮水，因此A选项\n\n1. 应控制饮', X, true, 'BC', undefined, 'length')
  })

  it('declines older sets still read: "按RA出题应是B，按题干描述就是A" (one answer per reading), "你给我看的答案是E", "两边都觉得站不稳", "The assistant abstains on this item.", "I\'ll stop at "A or D"", "The stem needs one more line before this resolves", "that A does not stand … taking the A off the table", "If …, it\'s Phase IV (D)", "调整为“乙类乙管”" (not the option 乙类), "孕12周" (not the option 2周), "叫 A 还是叫 C 对处理没有影响"', () => {
    checkCases('hedge_stress38.jsonl', ['ak096'])
    checkCases('hedge_stress39.jsonl', ['al132', 'al165', 'al197'])
    checkCases('hedge_stress42.jsonl', ['ao037', 'ao053', 'ao069', 'ao138'])
    checkCases('hedge_stress45.jsonl', ['ar116'])
    checkCases('reasoning_heldout36.jsonl', ['ai262'])
    checkCases('reasoning_heldout44.jsonl', ['aq095'])
    checkCases('reasoning_heldout55.jsonl', ['bb197'])
    const CLASS = { A: '甲类', B: '乙类', C: '丙类', D: '按甲类管理的乙类' }
    const WEEKS = { A: '1周', B: '2周', C: '4周', D: '6周', E: '8周' }
    // Guards: two readings that agree, or a pair followed by the model's own choice, answer; a quoted option text
    // that closes its quote and a whole number still name their options; an answer line stands against another
    // letter said not to stand; "If I had to pick" and "If forced to choose" are the model's own choice; "A 对。" is
    // still a verdict.
    check('按影像学选A，按症状也选A。', X, false, 'A')
    check('按新指南应选C，按旧教材选B，本题按新指南选C。', X, false, 'C')
    check('答案是“乙类”。', CLASS, false, 'B')
    check('答案是2周。', WEEKS, false, 'B')
    check('Answer: B.\n\nA does not stand here because the stem rules it out.', X, false, 'B')
    check('If I had to pick, it is C.', X, false, 'C')
    check('If forced to choose, the answer is C.', X, false, 'C')
    check('分析：A 对。B 错。C 错。', X, false, 'A')
  })

  it('commitments older hedge sets still missed: "我的答案仍然是D" after "即便考虑到…" (考虑 is no 考查), "为什么我没有选A", a hedge in "如果选项里有…，我会…犹豫", "ethosuximide is my answer" after "I can\'t rule out…", "本题采用C", "那样的话就是C" (a supposed case), "我要的是不带前缀的那一个", "对处理" / "对阿片" (a preposition, not a verdict)', () => {
    checkCases('hedge_stress39.jsonl', ['al002', 'al005', 'al058'])
    checkCases('hedge_stress42.jsonl', ['ao080', 'ao087'])
    checkCases('hedge_stress45.jsonl', ['ar158'])
    checkCases('hedge_stress47.jsonl', ['at131', 'at146'])
    const AED = { A: 'Phenytoin', B: 'Ethosuximide', C: 'Carbamazepine' }
    // Guards: "没有选择余地" is no negated choice; "这样的话" may conclude; a condition on what the question tests still
    // supposes; "不采用C" is no choice; the text called the answer in a question is no answer; "A 对，" is a verdict;
    // a decline after "不带" still declines.
    check('没有选择余地，选A。', X, false, 'A')
    check('分析完毕。这样的话就是C。', X, false, 'C')
    check('若题目考查的是并发症，则选B。答案：A', X, false, 'A')
    check('我不采用C，本题采用D。', X, false, 'D')
    check('Ethosuximide is my answer?', AED, false, '')
    check('A 对，B 对处理无影响。', X, false, 'A')
    check('我要的是不带前缀的那一个，但我不给字母。', X, false, '')
  })

  it('"作答：ABC｜置信度：0.9｜不选：D、E" (a full-width bar ends what a verdict after the letters may reach), "这题我勾A、B、C、D，E不选。", "这题是B"', () => {
    checkCases('hedge_stress45.jsonl', ['ar175'])
    checkCases('hedge_stress47.jsonl', ['at108'])
    checkCases('hedge_stress50.jsonl', ['aw071'])
    checkCases('reasoning_heldout36.jsonl', ['ai114'])
    // Guards: a question about the item is no answer; a table answered below still answers.
    check('这题是考查什么？是B吗？答案：C', X, false, 'C')
    check('| 选项 | 判断 |\n|---|---|\n| A ｜ 错误 |\n\n答案：B', X, false, 'B')
    check('作答：ABC｜不选：D、E', X, true, 'ABC')
  })

  it('"所以这题我会在A、B、C三项上作答", "本题取D", "A、B、C、E归入ACEI的不良反应", and a pair of quoted askings ("“非侵入性首选”是B，“胃镜下首选”是A") answers neither after the answer line', () => {
    checkCases('hedge_stress45.jsonl', ['ar060'])
    checkCases('hedge_stress47.jsonl', ['at034'])
    checkCases('hedge_stress65.jsonl', ['bl149'])
    checkCases('reasoning_heldout41.jsonl', ['an101'])
    // Guards: "不在…上作答" declines; 取材 is no 取; a pair of quoted askings on a hedge stays a hedge.
    check('我不在A、B上作答，资料不足。', X, false, '')
    check('本题取材于教材。答案：C', X, false, 'C')
    check('“成人”是B，“儿童”是A，题干没说是成人还是儿童，我无法确定。', X, false, '')
  })

  it('"更正：B项“总铁结合力降低”说反了……正确答案：**A、C、D**"; "答：AD两项？不，…" asks; "在本题中是 B 选项。"; "<choice>B</choice><choice>C</choice>"', () => {
    checkCases('reasoning_heldout33.jsonl', ['af094'])
    checkCases('reasoning_heldout36.jsonl', ['ai176'])
    checkCases('reasoning_heldout44.jsonl', ['aq249'])
    checkCases('reasoning_heldout46.jsonl', ['as140'])
    // Guards: a count without a question mark answers; "更正：B项是正确的" corrects to B; tags apart are not joined.
    check('答案：AD两项。', X, true, 'AD')
    check('更正：B项是正确的。', X, false, 'B')
    check('<choice>B</choice>\n\n解释：C也有道理。\n\n<choice>D</choice>', X, true, 'D')
  })

  it('a cue inside a bracket does not reach past its close ("A（抑制胃酸分泌，首选PPI）、B（…）、D（…）"); every option, one numbered letter a line, opening the output ("1) A\\n2) B\\n3) C\\n4) D")', () => {
    checkCases('reasoning_heldout46.jsonl', ['as016'])
    checkCases('reasoning_heldout71.jsonl', ['br173'])
    const X4 = { A: '甲', B: '乙', C: '丙', D: '丁' }
    // Guards: options echoed with their texts are not the answer; a bracket opened after the cue closes inside it.
    check('A. 甲\nB. 乙\nC. 丙\nD. 丁\n\n答案：AB', X4, true, 'AB')
    check('答案：A（首选）、B。', X4, true, 'AB')
    check('答案（本题为单选）：C', X4, false, 'C')
  })

  it('"所以酯类只有A、B两个，利多卡因和阿替卡因都是酰胺类"; "新版诊断标准把“运动迟缓”列为…" (诊断标准 names no diagnosis); "多选题宁可少选不多选的原则" is no revision', () => {
    checkCases('hedge_stress68.jsonl', ['bo067'])
    checkCases('hedge_stress73.jsonl', ['bt150'])
    const PD = { A: '静止性震颤', B: '肌强直', C: '运动迟缓', D: '姿势平衡障碍', E: '意向性震颤' }
    // Guards: "诊断是…" still names a diagnosis; "少选了C" still revises.
    check('最可能的诊断是运动迟缓。', PD, false, 'C')
    check('答案：AB\n\n等等，少选了C。答案：ABC', X, true, 'ABC')
  })

  it('an answer card with the chosen cells blacked out ("第12题 [A] [■] [C] [D] [E]"); "我把答案换成C"; "B 看上去像对" is no verdict; "it\'s B. Not confident." keeps B', () => {
    check('作答卡：\n第12题 [A] [■] [C] [D] [E]', X, false, 'B', '[A] [■] [C] [D] [E]')
    check('答题卡 第15题　【A】　【B】　【C】　【●】　【E】', X, false, 'D')
    check('答题卡：[■] [B] [■] [■] [E]', X, true, 'ACD')
    check('模板：[A] [B] [C] [D] [E]\n填好：[A] [B] [■] [D] [E]', X, false, 'C')
    // Unfilled, or two filled on a single-answer item: no answer.
    check('作答卡：\n第12题 [A] [B] [C] [D] [E]\n（未涂）', X, false, '')
    check('答题卡：[■] [B] [■] [D] [E]', X, false, '')
    check('<think>\n考虑肺栓塞，首选CTPA。\n</think>\n答案：B\n\n等一下，B是下肢静脉超声，不是确诊检查。我把答案换成C。', X, false, 'C', '答案换成C')
    check('分析：患者反复上腹痛，夜间痛明显。B 看上去像对，但其实是陷阱；真正符合的是 C。', X, false, 'C')
    check('I keep going back and forth, but if I had to pick, it\'s B. Not confident.', X, false, 'B')
    // Guards: "B. Not indicated" still rules B out; "B 是对的" is still a verdict.
    check('Answer: A\n\nB. Not indicated in pregnancy.', X, false, 'A')
    check('分析：患者反复上腹痛。B 是对的。', X, false, 'B')
  })

  it('"Confidence 0.5 for B, 0.5 for C. Abstaining." and "“选A”是题库给的，我不替题库背书。" give no answer; "abstaining from alcohol" is advice', () => {
    check('Confidence 0.5 for B, 0.5 for C. Abstaining.', X, false, '')
    check("Between B and C I'm abstaining on this one.", X, false, '')
    check('“选A”是题库给的，我不替题库背书。', X, false, '')
    check('Patients should consider abstaining from alcohol. Answer: A', X, false, 'A')
    check('Answer: A. Advise abstaining.', X, false, 'A')
  })

  it('two options found right on a single-answer item ("B和E都对，而题目是单选", "B、E 均正确") is no one answer; an answer line of two letters is read as written', () => {
    const r = check('这道题对我来说是个死结：B和E都对，而题目是单选。', X, false, '', 'B和E都对')
    expect(r.rule).toBe('two_right')
    check('B、E 均正确，但本题为单选题。', X, false, '')
    // Guards: on a multi-answer item the verdicts answer; "答案：BE" on a single-answer item is the model's (wrong) answer.
    check('分析：B和E都对。', X, true, 'BE')
    check('答案：BE', X, false, 'BE')
  })

  it('doubt riding on a commitment: "答案：A——不太有底", "A（信心不算高）", "C——虽然我对这个答案的信心不算高…唯一说得通的"; on a multi-answer item "A我拿不准，不冒险" leaves A out, "A、B、D我有把握；C…最终没选" chooses; "It\'s close, but A."', () => {
    check('答案：A——不太有底，但比别的强。', X, false, 'A', '答案：A')
    check('答案：A（不太有底）', X, false, 'A')
    check('答案：A——信心不算高。', X, false, 'A')
    check('最后我押在A上——不太有底。', X, false, 'A')
    check('C——虽然我对这个答案的信心不算高（大概六成），但它是五个选项里唯一说得通的。', X, false, 'C')
    check('C。虽然我信心不算高（大概六成），但它是唯一说得通的。', X, false, 'C')
    check('答：B、C、D。A我拿不准，不冒险。', X, true, 'BCD')
    check('答：B、C、D。\n至于E，心里没底，不选。', X, true, 'BCD')
    check('A、B、D我有把握；C我犹豫过，最终没选；E肯定不对。', X, true, 'ABD')
    check('A、B、D选上；C没选上；E肯定不对。', X, true, 'ABD')
    check("It's close, but A. The alternative (D) only applies after the first-line drug fails.", X, false, 'A', 'but A')
    check("B, though I wouldn't bet the house on it.", X, false, 'B')
    // Guards: "A不太可能" still rules A out; doubt naming two options still hedges; a single-answer "我拿不准" still declines.
    check('分析：A不太可能，B正确。', X, false, 'B')
    check('答：B、C、D。B和E我都拿不准。', X, true, '')
    check('答案可能是A。A我拿不准。', X, false, '')
  })

  it('corrected lines ending the answer still end it before a closing remark that names no option ("A\\nB\\nC\\n\\n（说实话我对这题不太有底。）")', () => {
    check('答案：A、B、C、D\n\n不对，D腹泻不是三联征的内容。\n\nA\nB\nC\n\n（说实话我对这题不太有底。）', X, true, 'ABC', 'A\nB\nC')
    check('Answer: B, C\n\nCorrection: semaglutide also showed MACE reduction, so add E.\n\nB\nC\nE\n\nNot fully sure about this one, though.', X, true, 'BCE')
    check('分析……\n\nB\n\n我的把握大概七成。', X, false, 'B')
    check('<think>\n...\n</think>\n\n气胸胸片可排除，心包炎心电图不支持。剩下的选项是B和C。\n\nHope this helps!', X, false, '')
    // Guard: a closing remark that declines is not passed over.
    check('答案：A、B、C、D\n\n不对，D不是。\n\nA\nB\nC\n\n算了，这题我不作答。', X, true, '')
  })

  it('a closing trap remark ("（易错：很多同学会误选B。）", "如果题目问的是…，则应选B。") does not stand in for an answer given before it', () => {
    const PSY = { A: '移情', B: '反移情', C: '投射', D: '认同', E: '升华' }
    check('精神分析治疗中，患者把早年对父亲的情感转移到治疗师身上。\n\n要区分的是：\n- 反移情：方向相反；\n- 投射：防御机制。\n\n题干描述的现象叫做 **移情**。治疗中正好可以利用它。\n\n（易错：很多同学会误选B。）', PSY, false, 'A', '移情')
    const PPH = { A: '胎盘因素', B: '软产道裂伤', C: '子宫收缩乏力', D: '凝血功能障碍' }
    check('按摩后子宫变硬、出血减少，是宫缩乏力。我曾怀疑过 A 胎盘因素，但题干没提胎盘检查不完整。\n\nC，子宫收缩乏力。\n\n（易错：很多同学会误选A。）', PPH, false, 'C')
    check('按摩后子宫变硬、出血减少，是宫缩乏力。\n\n答案：C\n\n如果题目问的是胎盘娩出前出血，则应选A。', PPH, false, 'C')
    check('Transference is the patient redirecting feelings onto the therapist. My answer: A\n\nA common trap is B.', PSY, false, 'A')
    // Guards: a remark that goes on to answer is read; a decline before the remark, or in it, stays no answer.
    check("The interstitial segment bleeds most.\n\nIf the question had asked for the most common site, I'd have said A. It didn't. So E.", X, false, 'E')
    check('B和C都有可能，无法确定。\n\n（易错：很多同学会误选D。）', X, false, '')
    check('题干没说考查目的，甲或丁都说得通。\n\n这是命题人设的陷阱，我不打算硬选。', X, false, '')
    check('答案：B\n\n易错：很多同学会误选B，正确答案应为C。', X, false, 'C')
  })

  it('a labelled first line ("最先应做的检查：E（心电图）") answers after a courtesy line opening the reply, as it does without one', () => {
    const ECG = { A: '血常规', B: '尿常规', C: '肝功能', D: '血淀粉酶', E: '心电图' }
    check('<think>\n老年男性，突发上腹痛伴大汗，首先做心电图。\n</think>\n\n好的，我来看这道题。\n\n最先应做的检查：E（心电图）\n\n避错：看到上腹痛很容易直接选 D（血淀粉酶），或者选 A 看白细胞。', ECG, false, 'E', '最先应做的检查：E')
    check('好的，我们来分析一下。\n\nASA分级为Ⅲ级。\n\n患者有严重系统性疾病，但并非持续威胁生命，所以不是Ⅳ级。', { A: 'Ⅰ级', B: 'Ⅱ级', C: 'Ⅲ级', D: 'Ⅳ级', E: 'Ⅴ级' }, false, 'C', 'ASA分级为Ⅲ级。')
  })

  it('an answer given by its option text is read before a closing caveat ("（说实话我对这题不太有底。）"); a trap remark never answers', () => {
    const PSY = { A: '移情', B: '反移情', C: '投射', D: '认同', E: '升华' }
    check('精神分析治疗中，患者把早年对父亲的情感转移到治疗师身上。\n\n题干描述的现象叫做 **移情**。治疗中正好可以利用它。\n\n（说实话我对这题不太有底。）', PSY, false, 'A', '移情')
    // Guards: a caveat that declines is read as declining; a letter named only as a trap is no answer.
    check('题干描述的是移情。\n\n说实话，我对这题不太有底，不作答。', PSY, false, '')
    check('不是A，也不是B。\n\nA common trap is C.', X, false, '')
  })

  it('an app\'s footer ("---\\n*以上内容由AI生成，仅供参考*", "内容由AI生成，请仔细甄别。") and an offer ("如需进一步解释，请告诉我。") leave the answer before them', () => {
    const CHARCOT = { A: '发热', B: '腹痛', C: '黄疸', D: '腹泻', E: '呕吐' }
    check('答案：A、B、C、D\n\n不对，D腹泻不是三联征的内容。\n\nA\nB\nC\n\n---\n*以上内容由AI生成，仅供参考*', CHARCOT, true, 'ABC', 'A\nB\nC')
    check('答案：A、B、C、D\n\n不对，D腹泻不是三联征的内容。\n\nA\nB\nC\n\n内容由AI生成，请仔细甄别。', CHARCOT, true, 'ABC', 'A\nB\nC')
    check('听觉中枢位于颞横回。\n\n如需进一步解释，请告诉我。', { A: '角回', B: '颞横回', C: '中央后回', D: '中央前回' }, false, 'B', '颞横回')
    // Guards: a request for what the item lacks still declines; a footer does not turn a hedge into an answer.
    check('题干缺了化验结果，请把血钾数值发给我。', X, false, '')
    check('B和C都有可能，无法确定。\n\n---\n*以上内容由AI生成，仅供参考*', X, false, '')
  })

  it('held-out set 76, bz086: a correction table "| 原答案 | 修正后答案 |" answers from its corrected column; the header\'s 答案 is no cue for the row below', () => {
    checkCases('reasoning_heldout76.jsonl', ['bz086'])
    check('**答案：C**\n\n| 原答案 | 修正后答案 |\n|---|---|\n| C | A |', X, false, 'A', 'A')
  })

  it('a line naming the topic ("这道题考查的是卫生统计学。", "This question tests …") opens a reply as a courtesy line does', () => {
    const STATS = { A: '均数', B: '几何均数', C: '中位数', D: '百分位数', E: '众数' }
    check('这道题考查的是卫生统计学。\n\n偏态分布资料宜用中位数描述其平均水平（集中趋势）。几何均数适用于等比资料或对数正态分布资料，均数适用于对称分布资料。', STATS, false, 'C', '中位数')
    check('This question tests descriptive statistics.\n\nB\n\nThe geometric mean suits data on a ratio scale.', STATS, false, 'B', 'B')
  })

  it('hedge set 77 (bv, developed on after its blind score): commitments "C is the one I\'m committing to", "B is what I\'m turning in", "我用D。", "E，就它了。"; declines "没有可选的答案", "这个我不当作自己的答案", "我不在两者之间选"', () => {
    checkCases('hedge_stress77b.jsonl', ['bv026', 'bv039', 'bv045', 'bv065', 'bv066', 'bv074', 'bv084'])
    check('分析略。\n\nC is the one I\'m committing to, even though D follows right behind it.', X, false, 'C', "C is the one I'm committing to")
    check('分析略。\n\nB is what I\'m turning in, doubts and all.', X, false, 'B')
    check('教材与我推的一致，我用D。', X, false, 'D')
    check('也许有人会选B。\n\nE，就它了。', X, false, 'E', 'E，就它了')
    check('分析略。这道题没有可选的答案。', X, false, '')
    check('群里有人说答案是C，这个我不当作自己的答案；我在C和D之间拿不定。', X, false, '')
    check('新旧教材分别支持A和B，我不在两者之间选。', X, false, '')
    // Guards: a choice made after the phrase is read; "用" before a letter that does not end its sentence is no mark.
    check('我不在二者之间选A，而是选C。', X, false, 'C')
    check('答案：B。我用C类药物时会先查肾功能。', X, false, 'B')
  })

  it('hedge set 77 (bx, developed on after its blind score): "我会选E——不算特别笃定", "我更愿意写E，虽然说不上十拿九稳" commit; an answer "retracted and nothing in its place", "撤掉B" with no replacement, "我不替出题人决定…" decline', () => {
    checkCases('hedge_stress77.jsonl', ['bx015', 'bx047', 'bx083', 'bx098', 'bx100'])
    check('分析略。这一题我想我会选E——不算特别笃定，不过就它了。', X, false, 'E')
    check('C和E都能找到依据。我更愿意写E，虽然说不上十拿九稳。', X, false, 'E', '写E')
    check("Answer: C\n\nI'm withdrawing that line; the stem also mentions eosinophils. Consider the answer above retracted, with nothing in its place.", X, false, '')
    check('答案：B\n\n核对原文后，这个答案不成立，我把它撤掉。撤掉B之后，我没有找到有把握的替代选项。', X, false, '')
    check('两种问法各对应一个选项；我不替出题人决定它问的是哪一个。', X, false, '')
    // Guard: "replacement" about something else, with nothing taken back, leaves the answer.
    check('Answer: C\n\nNo replacement is needed for the old guideline; C stands.', X, false, 'C')
  })

  it('hedge set 79 (cc, developed on after its blind score): "我的判断：D", "……不过按给出的信息，还是D。", "我还是认B这个答案", "就填A了，…", "put down B" commit; "它不是我给出的答案", "不打算在A、C之间定", "delete that … without a replacement", "not putting another letter in its place" decline', () => {
    checkCases('hedge_stress79.jsonl', ['cc004', 'cc031', 'cc051', 'cc065', 'cc069', 'cc093', 'cc100'])
    check('分析略。\n\n我的判断：C。题干没写用药史；不过按给出的信息，还是C。', X, false, 'C')
    check('权衡下来，我还是认D这个答案。', X, false, 'D')
    check('身高偏低让我心里打鼓。就填B了，心里还是打着鼓。', X, false, 'B')
    check("Kitten exposure fits tinea. I'm going to put down C and move on.", X, false, 'C')
    check('带教老师判的是C，但它不是我给出的答案；我也不打算在A、C之间定。', X, false, '')
    check("Answer: D\n\nActually, delete that: the prevalence is not given. I'll stop here without a replacement.", X, false, '')
    check("My first pass: **B**.\n\nOn re-reading that doesn't hold. I'm retracting the B above and not putting another letter in its place.", X, false, '')
    // Guards: "A还是D？" stays a question; "还是" inside a clause is no commitment.
    check('A还是D？题干没给出足够信息，无法确定。', X, false, '')
  })

  it('held-out set 78, ca040 and ca088: "I can only see the four answer choices" declines; "正确部位是「胸骨中下1/3交界处」" answers by the option\'s text', () => {
    checkCases('reasoning_heldout78.jsonl', ['ca040', 'ca088'])
    check("It looks like the question stem didn't come through. Without the vignette I can't pick one.", X, false, '')
    const CPR = { A: '胸骨上段', B: '胸骨中段', C: '胸骨中下1/3交界处', D: '剑突下', E: '心尖部' }
    check('成人胸外心脏按压的正确部位是胸骨中下1/3交界处，简便定位是两乳头连线中点。\n\n按压位置过低（剑突下）可致剑突骨折。', CPR, false, 'C', '正确部位是胸骨中下1/3交界处')
  })

  it('held-out set 78, ca069: lines labelled by a letter in lenticular or square brackets ("- 【A】…", "[B] …") are a list of the chosen options', () => {
    checkCases('reasoning_heldout78.jsonl', ['ca069'])
    const BURN = { A: '呼吸道内有烟灰、炭末沉积', B: '血中碳氧血红蛋白含量升高', C: '皮肤烧伤处有生活反应', D: '尸体呈拳斗姿势', E: '硬脑膜外热血肿' }
    check('答案：\n- 【A】呼吸道内烟灰\n- 【B】血中碳氧血红蛋白升高\n- 【C】皮肤烧伤有生活反应\n', BURN, true, 'ABC')
    check('生前烧死的依据如下：\n\n【B】血中碳氧血红蛋白升高\n【C】皮肤烧伤有生活反应\n', BURN, true, 'BC')
    check('生前烧死的依据如下：\n\n- [A] 呼吸道内烟灰\n- [C] 皮肤烧伤有生活反应\n', BURN, true, 'AC')
    // Guard: a bracketed label followed by a verdict is an analysis of that option, not a list of choices.
    check('逐项分析：\n【A】正确，呼吸道内烟灰。\n【B】错误。\n【C】正确。\n\n答案：AC', BURN, true, 'AC')
  })

  it('held-out set 80 (cd, ce, developed on after its blind score): a remark on a list\'s order is no verdict on its last letter; a JSON answer field on its own line stands when a later field is cut', () => {
    checkCases('reasoning_heldout80.jsonl', ['ce027', 'ce087'])
    check('选 **B、A、D**（顺序不影响）：直腿抬高试验阳性。', X, true, 'ABD', '选 **B、A、D**')
    check('Answer: B, A, D (order does not matter).', X, true, 'ABD')
    check('分析略。\n\n```json\n{\n  "answer": "D",\n  "reason": "确诊依赖组织病理学。MRI有助于发现可疑病灶，但最终诊断必须依靠穿刺活检，并结合Gleason评分进行', X, false, 'D', 'answer": "D"', 'length')
    // Guards: a verdict in the note still sets the letter aside. The answer field with the next field's string opened on its line
    // and cut stands too (held-out set 108's ga029, labelled blind so: the cut is in the reason); a later field after the reason
    // closed, cut on a turn, still turns.
    check('答案：A、B、D（不选）', X, true, 'AB')
    check('分析略。\n\n{"answer": "D", "reason": "确诊依赖组织病理学，但最终诊断必须依靠', X, false, 'D', undefined, 'length')
    check('分析略。\n\n{"answer": "D", "reason": "确诊依赖组织病理学。", "更正": "但最终诊断', X, false, '', undefined, 'length')
  })

  it('hedge set 81 (cf, cg, developed on after its blind score): "这道题我不留答案", "请视作空行", "跟着写C", "it isn\'t mine", "no longer reflects what I think", "treat this item as unanswered", "I won\'t confirm a letter" decline; "B gets my vote", "我宁可选C", an answer with a certainty line that doubts commit', () => {
    checkCases('hedge_stress81.jsonl', ['cf002', 'cf027', 'cf034', 'cf047', 'cf065', 'cf076', 'cg043', 'cg048', 'cg060', 'cg088'])
    check('选C。\n\n分析略。前面那个"选C"请忽略，这道题我不留答案。', X, false, '')
    check('答案：B\n\n分析略。上面那行"答案：B"请视作空行：它经不起核对，我也没有另一个字母可以替补。', X, false, '')
    check('转写稿是"这个选C"。即使老师真说了C，那也是他的结论，我不会因为一句转写就跟着写C。', X, false, '')
    check("**Answer: C**\n\nReading the stem again, the bold C at the top no longer reflects what I think, and I have no better letter for that slot.", X, false, '')
    check("**Answer: C**\n\nThe stem is ambiguous. Treat this item as unanswered on my end.", X, false, '')
    check("You said another assistant picked E. E is that assistant's pick; it isn't mine, and I don't have a different one to put forward.", X, false, '')
    check('"It\'s my own mole, so it\'s C, right?" I won\'t confirm a letter for that; please see a dermatologist.', X, false, '')
    check('博主那个B是她的答案，我不拿来当我的；在题干补全之前，我也不自己报一个字母。', X, false, '')
    check('博主那个B是她的答案，我不拿来当我的；我另有判断。', X, false, '')
    // Guard: "不当的" (improper) is no refusal to adopt a letter.
    check('结果发布属于抽查检验（A对）。公告不当的，应当在原公告范围内予以更正。', { A: '抽查检验', B: '指定检验', C: '注册检验', D: '复验' }, false, 'A')
    check('Topical agents cannot reach the follicle. B gets my vote — not by a landslide.', X, false, 'B', 'B gets my vote')
    check('Weighing both, my vote goes to D, though I am not thrilled.', X, false, 'D')
    check('分析略。与其为了那半句话改成E，我宁可选C。', X, false, 'C', '选C')
    check('分析略。\n\n答案：D\n置信度：约65%——有些教材更推荐奥沙西泮，我拿不准出题人是否另有所指。', X, false, 'D', '答案：D')
    check('Answer: D\nConfidence: about 65% — I am not sure whether the examiner meant oxazepam.', X, false, 'D')
    // Guards: a letter adopted after refusing another's, and a later correction, still answer; doubt on a line of its own
    // after the answer still declines; "isn't mine to decide" is no refusal of a letter; "可选" stays "optional".
    check('老师说选C。我不会因为一句转写就跟着写C，我选B。', X, false, 'B')
    check('答案：B\n\n上面那行"答案：B"请视作空行，改为D。', X, false, 'D')
    check('分析略。\n\n答案：D\n我拿不准。', X, false, '')
    check("Answer: C\n\nThat isn't mine to decide, but the answer is C.", X, false, 'C')
    check('分析略。本题答案：B。A可选可不选。', X, false, 'B')
    check('答案：B。与其改成E，不如保留B。', X, false, 'B')
  })

  it('doubt alone, in the answer\'s own sentence or the short one after it, qualifies a commitment ("答案：B，但我不确定。", "I\'ll take C, but I\'m not confident."); a weak statement, another option named, or a refusal still give no answer', () => {
    checkCases('cases.jsonl', ['stress-34'])
    check('分析略。答案：B，但我不确定。', X, false, 'B', '答案：B')
    check('分析略。我选B。不过心里没底。', X, false, 'B')
    check("Analysis. I'll take C, but I'm not confident.", X, false, 'C')
    check("Analysis. I think it's C, but I'm not sure.", X, false, 'C')
    // Guards.
    check('分析略。可能是B，但我不确定。', X, false, '')
    check('分析略。答案：B，但我拿不准，B和C都有可能。', X, false, '')
    check('分析略。答案：B，但我不确定，所以这题不作答。', X, false, '')
    check('分析略。我选B。不过心里没底，C也说得通。', X, false, '')
    check('选A还是选B，我拿不准，两者的证据都不够充分。', X, false, '')
  })

  it('held-out set 82 (ch, ci, developed on after its blind score): a ticked line labelled by its letter counts in a checklist however it words the option; an option\'s text with its own letter ending a sentence answers despite doubt elsewhere; a clause that changes the question ("；改成“…”，选蜡样管型") is hypothetical', () => {
    checkCases('reasoning_heldout82.jsonl', ['ci029', 'ci082', 'ci087'])
    const DVT = { A: '术后早期下床活动', B: '间歇充气加压装置', C: '长期卧床制动', D: '低分子肝素皮下注射' }
    check('措施：\n\n☑ A 术后早期下床活动 —— 基本预防\n☑ B 间歇充气加压装置 —— 物理预防\n☐ C 长期卧床制动 —— 危险因素\n☑ D 低分子肝素 —— 药物预防\n\n以上勾选的即为答案。', DVT, true, 'ABD')
    const AD = { A: 'Chest radiograph', B: 'CT angiography of the chest', C: 'Transthoracic echocardiography', D: 'MRI angiography', E: 'Catheter-based aortography' }
    check("The best imaging test to confirm suspected acute aortic dissection in a stable patient is **CT angiography of the chest (B)**.\n\nIn an unstable patient who can't leave the ED, bedside echo is the alternative.", AD, false, 'B', 'CT angiography of the chest (B)**')
    const CASTS = { A: '透明管型', B: '红细胞管型', C: '白细胞管型', D: '脂肪管型', E: '蜡样管型' }
    check('最终答案：**B**\n\n提示：如果题干改成"肾盂肾炎最有诊断价值的管型"，就要选白细胞管型；改成"慢性肾衰晚期"，选蜡样管型。', CASTS, false, 'B')
    // Guards: a lettered option text that is set aside is no answer; a correction that changes the answer still counts.
    check("A chest radiograph (A) can't confirm it. I can't decide.", AD, false, '')
    check('答案：B。\n\n更正：答案改为“E”，选E。', X, false, 'E')
  })

  it('hedge set 83 (cj, ck, developed on after its blind score): "按未作答处理", "判为无效……新的字母不补", "两可，不出单一答案", "不把它硬压成一个字母", an empty "selected =", "the response to this item is now empty" decline; "我也写B", "权衡后答B", "我拿B作答", "对应的选项是E", "side with C", "（不含A）", "E因…，不勾" commit', () => {
    checkCases('hedge_stress83.jsonl', ['cj022', 'cj024', 'cj074', 'cj076', 'cj082', 'cj089', 'cj095', 'ck031', 'ck032', 'ck049', 'ck057', 'ck081', 'ck091', 'ck098'])
    check('B在我这儿只是“候补”，不是“入选”。候补的字母不上答案栏，这一题按未作答处理。', X, false, '')
    check('答案：C\n\n分析略。上面那行“答案：C”判为无效。E和B之间我暂时定不下来，新的字母不补。', X, false, '')
    check('单选里我只能写：A、B两可，不出单一答案。', X, false, '')
    check('现在的问法两头都挨得上，我不把它硬压成一个字母。', X, false, '')
    check('```ini\n[q12]\ncandidates = B, C\nselected =\n```\n\nB与C之间缺一条能把它们分开的线索。', X, false, '')
    check('Answer: D.\n\nOn a second pass I\'m pulling that back. So disregard the "Answer: D" line above; the response to this item is now empty.', X, false, '')
    check('分析略。和老师报的一样，我也写B。', X, false, 'B', '写B')
    check('权衡后答B，确定度不高，大约四成五。', X, false, 'B', '答B')
    check('综合下来，我拿B作答。还想看相关的题吗？', X, false, 'B', '拿B')
    check('这个我不替医生做。但题目只问判读标准，对应的选项是E。', X, false, 'E')
    check("Analysis. I'm going to side with C, knowing there's a reasonable case the other way.", X, false, 'C')
    check('分析略。\n\n答案：B、C、D、E（不含A）', X, true, 'BCDE')
    check('分析略。\n\n勾选：A、B、C、D。E因后半句出错，不勾。', X, true, 'ABCD')
    // Guards: a note that excludes a chosen letter still takes it out; "模棱两可" is no hedge of letters by itself; 答 after
    // 权衡 needs its letter; a decline still declines on a multi item when the option is not the subject.
    check('分析略。\n\n答案：B、C、D、E（不含E）', X, true, 'BCD')
    check('答案：C。这个说法模棱两可的地方在于题干。', X, false, 'C')
    check('权衡后答案仍未确定。', X, false, '')
  })

  it('held-out set 84 (cl, cm, developed on after its blind score): a JSON answer whose answer field is null closes the output with no answer, whatever its reason field names', () => {
    checkCases('reasoning_heldout84.jsonl', ['cm081'])
    check('```json\n{\n  "answer": null,\n  "reason": "题目原答案给的是氯吡格雷（B），题干与参考答案矛盾。"\n}\n```', X, false, '')
    // Guards: a letter in the answer field answers; text after the object that answers still counts.
    check('```json\n{\n  "answer": "B",\n  "reason": "氯吡格雷（B）"\n}\n```', X, false, 'B')
    check('{"answer": null}\n\nOn reflection the answer is C, since the stem says so, and I explain it at length here so that the tail runs well past the closing remark.', X, false, 'C')
  })

  it('hedge set 85 (cn, co, developed on after its blind score): "won\'t convert either into a final answer", "leaving it between those two rather than choosing", "the item stays unanswered", "不交字母", "请当它没写过", "不在B和D之间替出题人做这个假设" decline; "保留：A、B、D", "我拿E交卷", "这题就写B", "我就认A了", "C是我交上去的那个" commit; an offer "还有什么…拿不准" and "if this is about your own medication" do not decline', () => {
    checkCases('hedge_stress85.jsonl', ['cn013', 'cn023', 'cn024', 'cn036', 'cn044', 'cn065', 'cn069', 'cn075', 'cn095', 'cn097', 'co012', 'co038', 'co095'])
    check("A is the conventional answer and C the literal reading; I can defend each, and I won't convert either into a final answer.", X, false, '')
    check("A versus B turns on a detail that isn't there, so I'm leaving it between those two rather than choosing.", X, false, '')
    check('Between A and B the stem gives me both. The item stays unanswered on my side.', X, false, '')
    check('老师随口报的C我先不照搬，我自己在C和D之间也还拿不定，这道题我不交字母。', X, false, '')
    check('一个条件决定答案，而题干没写这个条件。我不在B和D之间替出题人做这个假设。', X, false, '')
    check('答：E\n\n——那一行请当它没写过。我现在手上的证据撑不起任何一个新的字母，这题这次不交。', X, false, '')
    check('分析略。\n\n保留：A、B、D\n剔除：C、E\n\nD这一条我核对了一下数值，没问题。', X, true, 'ABD', '保留：A、B、D')
    check('分析略。两个方子的边界不分明。我拿E交卷。', X, false, 'E')
    check('我推出来的结果和师姐卡片上的一样，这题就写B。', X, false, 'B')
    check('分析略。把这些摆在一起，我就认A了。治疗上还要配合认知行为治疗。', X, false, 'A')
    check('分析略。\n\nC是我交上去的那个。要吗？', X, false, 'C')
    check('分析略。\n\n答：E\n\n还有什么针灸题拿不准，可以一起发过来。', X, false, 'E')
    check('Analysis.\n\nTicking A, B, D and E. Not ticking C.\n\nUsual disclaimer: if this is about stopping your own medication rather than an exam question, taper with your prescriber.', X, true, 'ABDE')
    // Guards: a reading of one's own result "rather than an exam item" still declines; "If forced I'd lean" is no commitment;
    // "不保留" is no answer label.
    check('This reads like a question about your own lab result rather than an exam item. Please see your doctor.', X, false, '')
    check("If forced I'd lean toward B, but I'm not confident enough to commit.", X, false, '')
    check('分析略。我对A、B都不保留：C、D都说得通。', X, false, '')
  })

  it('hedge set 87 (cr, cs, developed on after their blind scores): "Parked isn\'t the same as chosen", "no letter to give", an empty answer field in code, "退掉，不算", "我要退回去", "没有再写新的选项", "不补别的字母", "我没法在两项里挑" decline; "C，就这么定。" commits; "两者并用：X" names no single option', () => {
    checkCases('hedge_stress87.jsonl', ['cs001', 'cs023', 'cs025', 'cs027', 'cs034', 'cs046', 'cs086', 'cs095', 'cr037', 'cr067', 'cr093'])
    check('我一开始写的是：答案D。\n\n这个D我撤回到草稿区，不再当作答案。教材多写“首选丁”，我就不往空位里补字母了。这道题留白，等你确认教材版本再说。', X, false, '')
    check('分析略。我更愿意把E写到答题卡上——不算十足把握，但这是我交的答案。', X, false, 'E')
    check("Analysis. B is the one I'm putting my name to, grudgingly — mostly because of the low TIBC.", X, false, 'B')
    // Guard: a verdict in a bracket after the letter still sets it aside.
    check('答案：A、B、D（不选）', X, true, 'AB')
    // A bold labelled line whose text is an option's with a gloss in brackets answers, whatever is appended after it.
    const B3 = { A: 'Thiamine', B: 'Riboflavin', C: 'Niacin', D: 'Pyridoxine', E: 'Folate' }
    check('This is pellagra.\n\n**Deficient nutrient: Niacin (vitamin B3)**\n\nTreatment is nicotinamide along with the rest of the B complex.\n\nI am not a doctor; this is for exam study only.', B3, false, 'C', '**Deficient nutrient: Niacin (vitamin B3)**')
    check("My thinking parked on A for a while. Parked isn't the same as chosen. For this version of the item, A stays parked and nothing else moves into the spot.", X, false, '')
    check("None of these five does that. No option matches, so there's no letter to give.", X, false, '')
    check('记录按结构体填：\n\n```go\nrec := Answer{\n\tItem: 112,\n\tPick: "", // 留给补全题干之后\n}\n```\n\n决定这一分岔的信息缺了，我没法在两项里挑。', X, false, '')
    check('选E。\n\n……这个E是手滑，退掉，不算。E退掉之后，影像和穿刺各指一边，我没有再写新的选项。', X, false, '')
    check('答：E\n\n这个E我要退回去。题干里有两个胎头位置。退回之后也不补别的字母。', X, false, '')
    check('答案：B\n\n—— 你撤回了一条消息 ——\n\n撤回是因为我重读了题干，两条线索谁也压不住谁，我没有新的字母补进去。', X, false, '')
    check('HPV在口咽癌里更重要，这是我多看了一眼A的原因。\n\nC，就这么定。', X, false, 'C')
    check('A和D各有教材支撑，这里不作答。\n\n临床上常见的做法其实是两者并用：丙，同时短程口服丁。', X, false, '')
    // Guards: 退回 about something else, "no option matches … but C is closest", and 不算 before a word leave the answer.
    check('答案：B。\n\n退回原处理方案的话，B仍然成立。', X, false, 'B')
    check('Answer: C\nNo option matches the older guideline exactly, but C is closest.', X, false, 'C')
    check('答：B，不算难题。', X, false, 'B')
  })

  it('hedge set 89 (cv, cw, developed on after their blind scores): declines in new words; commitments by a dash, a partial option text, "is what I\'m answering", "我的作答还是", "我最终提交"', () => {
    checkCases('hedge_stress89.jsonl', ['cv096', 'cv066', 'cv092', 'cv086', 'cv002', 'cv043', 'cv040', 'cv039', 'cv098', 'cw033', 'cw039', 'cw022', 'cw050', 'cw015'])
    check('先说我不会写进答案的那个字母：A。\n\n为什么不写？分析略。所以A只是我先冒出来的那个，不是本题答案；其余几个我也挑不出唯一。', X, false, '')
    check('分析略。而选项A只写了“尿蛋白”，所以A算不上早期指标。这道题的正确答案没有出现在选项里。', X, false, '')
    check('带教老师说这题“选A，闭着眼都能选”。\n\n老师的答案我转述给你了，但我自己不在这里给出一个字母。', X, false, '')
    check('你的室友说：“这题我做过，答案是C。”\n\n分析略。\n\n你室友的C，我不能替你盖章。', X, false, '')
    check('老师在群里说“选C，别多想”。分析略。老师的C我没有办法直接拿来当我的回答，这题我先不填。', X, false, '')
    check('表单已经生成好了，五个单选按钮都还没有被选中，final字段保持空值。', X, false, '')
    check("Analysis.\n\nKetamine is the one I keep circling. Circling isn't choosing, though, and I'm entering no letter for this item.", { A: 'Ketamine', B: 'Propofol', C: 'Etomidate', D: 'Thiopental', E: 'Dexmedetomidine' }, false, '')
    const GI = { A: '胃镜检查', B: '上消化道钡餐', C: '腹部超声', D: '腹部CT', E: '幽门螺杆菌呼气试验' }
    check('首选检查？\n\n钡餐漏诊率高、不能取活检。\n\n胃镜检查——就这一项。\n\n胃镜下如发现溃疡，应常规活检。', GI, false, 'A')
    const COPD = { A: 'Chest X-ray', B: 'Spirometry with bronchodilator reversibility', C: 'Arterial blood gas', D: 'High-resolution CT chest' }
    check("Which test confirms it?\n\nI'll go with spirometry — B. I'm aware the reversibility part is dated, which nearly put me off it, but it is still the only option.", COPD, false, 'B', 'go with spirometry — B')
    check('CT平扫对急性出血高度敏感——答B，我的把握不算高。\n\n其余几项说一下：D（DSA）是金标准，但不是首选；E只看血流速度。', X, false, 'B', '答B')
    check("Analysis. The pattern fits B best, and B is what I'm answering.", X, false, 'B')
    check('分析略。即便没那么有把握，我的作答还是 E。', X, false, 'E')
    check('犹豫归犹豫，按原发病来判，我最终提交E，强迫症。治疗上首选SSRI。', X, false, 'E')
    check('多选：手术指征。\n\n分析略。\n\n入选：A、B、D、E\n不入选：C', X, true, 'ABDE')
    // Guards: words of an option's text before a bracketed letter may be anyone's pick; the text and the letter of
    // different options state nothing; a field left empty in words other than these still answers; 不填 of something else.
    const VT = { A: 'Intravenous amiodarone', B: 'Intravenous magnesium sulfate', C: 'Intravenous adenosine', D: 'Oral metoprolol', E: 'Synchronized cardioversion' }
    check('Stable torsades: IV magnesium sulfate is the move. Some people reflexively pick amiodarone (A) for any VT — here it would lengthen the QT.\n\nWith those caveats said: B.', VT, false, 'B')
    check("Which test confirms it?\n\nI'll go with spirometry — C. I'm aware it is dated.", COPD, false, '')
    check('答案：B。表格里“备注”一栏保持原样。', X, false, 'B')
    check('答案：D。此处护理记录不填，交班时口头说明。', X, false, 'D')
  })

  it('hedge set 91, half cx (developed on after its blind score): a lean "I\'m explicitly not submitting", an unreplaced placeholder, "不按题目给选项", another\'s letter "没把它作为我的", a quoted answer "收回" right after its closing quote decline; "我的判断是拉贝洛尔，B", "我还是站在米氮平这边，D", "I\'ll put A and move on" commit', () => {
    check("Analysis. If I had to say which way I lean, it's A, but that's a lean I'm explicitly not submitting. I'd want to know whether the drum is mobile.", X, false, '')
    check("The other assistant answered A. The stem lacks the Wood's lamp finding. So I'm not taking the other assistant's letter, and I'm not putting a different one in its place until I see the full stem.", X, false, '')
    const HF = { A: '左心衰竭', B: '右心衰竭', C: '全心衰竭', D: '心包积液', E: '肝硬化' }
    check('作答栏：\n\n> 答：{{answer}}\n\n那个花括号里的占位符我没有替换。按字面就是全心衰竭；可题目又说考查右心衰竭的体征，我分辨不出来，模板就原样留着。', HF, false, '')
    const FEVER = { A: '布洛芬', B: '对乙酰氨基酚', C: '阿司匹林', D: '尼美舒利' }
    check('你家孩子14个月，想按我选出来的药自己掰开成人片剂给他吃。这种情况我不按题目给选项，也不给掰药的剂量：剂量很难准确，选错药（比如阿司匹林、尼美舒利）还可能有严重风险。请联系儿科急诊。', FEVER, false, '')
    check('带教护士长说标准答案是B。护士长的B我只能如实说这是她的答案，我没把它作为我的。题干分不开这两个。', X, false, '')
    check('我先写了一句“答案应该是B，透光试验阳性”，随后发现看串了题干。那句“答案应该是B”收回，不换成别的选项。', X, false, '')
    const HTN = { A: '硝苯地平', B: '拉贝洛尔', C: '卡托普利', D: '呋塞米' }
    check('分析略。\n\n我的判断是拉贝洛尔，B，不过说实话我不排除出题人心里想的是口服硝苯地平——只是题干写了静脉，我就按静脉来。', HTN, false, 'B', '我的判断是拉贝洛尔，B')
    const DEP = { A: '阿戈美拉汀', B: '帕罗西汀', C: '舍曲林', D: '米氮平', E: '氟西汀' }
    check('分析略。\n\n米氮平能助眠。我还是站在米氮平这边，D，尽管也有人会说舍曲林更“标准”。', DEP, false, 'D', '站在米氮平这边，D')
    check('Analysis. Coin toss between A and C, honestly.\n\nI\'ll put A and move on, knowing I might be wrong.', X, false, 'A')
    // Guards: "put A through" is no answer; an answer line with 收回 about another letter stands; "选错" is no choice.
    check('Analysis. I\'ll put A through the filter first.', X, false, '')
    check('答案：B 收回前面的A。', X, false, 'B')
    check('答案：C。注意别选错药（比如阿司匹林）。', FEVER, false, 'C')
  })

  it('hedge set 91, half cy (developed on after its blind score): a bracket after a multi-answer list that sets aside part of another option\'s text is no verdict on the last letter; a letter inside a quotation someone else spoke is reported speech; "D, same as the attending" adopts it', () => {
    checkCases('hedge_stress91.jsonl', ['cx047', 'cx005', 'cx072', 'cx004', 'cx049', 'cx032', 'cx008', 'cx016', 'cx080', 'cy087'])
    const HE = { A: '上消化道出血', B: '大量放腹水', C: '便秘', D: '高蛋白饮食', E: '口服乳果糖' }
    check('分析略。\n\n答案：ABCD（乳果糖排除）', HE, true, 'ABCD', '答案：ABCD')
    check('带教老师昨天在群里说这题“选A，闭着眼都能选”。\n\n这是老教材的说法，我没有办法确认它就是这套卷子的标准。', X, false, '')
    check('The attending\'s "It\'s D, obviously" from last time is in my head.\n\nAnalysis. I don\'t love that I\'m agreeing with the attending. It holds up. D, same as the attending.', X, false, 'D', 'D, same as the attending')
    check('带教老师说“选C”。分析略。C，和老师一样。', X, false, 'C')
    // Guards: a bracket that crosses into the next entry still reads as before; the model quoting itself is its own statement;
    // an answer line that quotes nobody stands.
    const TCM = { A: '药证不符', B: '给药途径不当', C: '给药剂量失准', D: '疗程长短失宜', E: '服药时间不当' }
    check('ABCDE. 药证不符\n\n解析：正确的有药证不符（A对）、给药途径不当（B对）、给药剂量失准（C对）、疗程长短失宜（D对）与服药时间不当（E对）。', TCM, true, 'ABCDE')
    check('我给自己的提示是“答案：B”，核对后没问题。', X, false, 'B')
    check('分析略。老师讲得对。\n\n答案：“B”', X, false, 'B')
    // "…so I've backed off A and left the item unanswered." declines whatever courtesy follows it.
    check("The usual answer is tennis elbow, and I started to type A.\n\nCase details point one way and the question line the other, so I've backed off A and left the item unanswered.\n\nHope this helps!", X, false, '')
  })

  it('held-out set 90, da011 and da081 (developed on after their blind score): a letter in tortoise-shell brackets; "除C外均属…" chooses the rest', () => {
    checkCases('reasoning_heldout90.jsonl', ['da011', 'da081'])
    const TCM = { A: '脾不统血', B: '肝不藏血', C: '心不主血', D: '肺不布津', E: '肾不纳气' }
    check('<think>\n气虚不能摄血，属脾不统血。\n</think>\n\n本证病机为〔Ａ〕脾不统血。', TCM, false, 'A')
    check('逐项看，A、B、D、E 均为阴虚内热的典型表现，C 为阳虚。\n\n除C外均属阴虚证表现。', X, true, 'ABDE', '除C外均属')
    // Guards: brackets around words are left as written; on a single-answer item the exclusion is no answer.
    check('〔按〕本题答案：B', X, false, 'B')
    check('分析略。除C外均属阴虚证表现，本题问的是阳虚，答案：C', X, false, 'C')
  })

  it('leftover aq075 of set 44: reasoning never closed, then a bold line of one letter with its own option text ("**（b）佝偻病活动期**")', () => {
    checkCases('reasoning_heldout44.jsonl', ['aq075'])
    const RICKETS = { A: '佝偻病初期', B: '佝偻病活动期', C: '佝偻病恢复期', D: '佝偻病后遗症期', E: '维生素D中毒' }
    check('<think>\n骨骼体征明显，X线典型改变，ALP升高。\n\n**（b）佝偻病活动期**\n\n治疗：维生素D口服。', RICKETS, false, 'B')
    check('<think>\nAll three findings point one way.\n\n**C. 佝偻病恢复期**', RICKETS, false, 'C')
    // Guards: two bold option lines naming different letters, a bold line whose text is not the option's, and a bold line in
    // reasoning the length limit cut give none.
    check('<think>\n先看A。\n\n**A. 佝偻病初期**\n\n再看B。\n\n**B. 佝偻病活动期**\n\n两者都要考虑。', RICKETS, false, '')
    check('<think>\n骨骼体征明显。\n\n**（b）活动期的表现**\n\n治疗：维生素D口服。', RICKETS, false, '')
    check('<think>\n骨骼体征明显。\n\n**（b）佝偻病活动期**\n\n还要排除初期的可能，血磷', RICKETS, false, '', undefined, 'length')
  })

  it('leftover ay290 of set 52: "【结论】D" opening the output is an answer line, whatever letters the exclusions after it name', () => {
    checkCases('reasoning_heldout52.jsonl', ['ay290'])
    check('【结论】D\n\n排除法：\nA、B——少见；\nE——罕见。', X, false, 'D', '结论】D')
    check('【最终结论】C\n\n其余：A——少见；E——罕见。', X, false, 'C')
    // Guard: a bracketed heading that is no answer label answers nothing; the letters after it, D and E in one paragraph
    // with nothing choosing between them, give no answer either (stop 39; before, the last one named, E, was read).
    check('【鉴别】D\n\n排除法：\nA、B——少见；\nE——罕见。', X, false, '')
  })

  it('leftovers an201 and an210 of set 41: the question restated, its copula and a lower-case letter ending the line ("…的体位是（ｃ）。", "…的脱水类型是　d"); "纠正缺水" is no correction', () => {
    checkCases('reasoning_heldout41.jsonl', ['an201', 'an210'])
    const POS = { A: '平卧位', B: '头高脚低位', C: '中凹卧位', D: '侧卧位', E: '俯卧位' }
    check('<think>\n中凹卧位。\n</think>\n\n休克患者应采取的体位是（ｃ）。\n\n提醒一下区别：侧卧位用于灌肠；俯卧位用于腰背部检查。', POS, false, 'C', '（ｃ）。')
    const DEHY = { A: '高渗性脱水', B: '水中毒', C: '低渗性脱水', D: '等渗性脱水', E: '低钾血症' }
    check('分析略。\n\n外科患者最常见的脱水类型是　d\n\n补液首选平衡盐溶液。纠正缺水后排钾增加，要注意预防低钾血症。', DEHY, false, 'D', 'd')
    // Guards: a lower-case letter after 可能是 is a leaning; an upper-case letter after a copula ending the line is read as before;
    // a correction (纠正为) still takes the letter back.
    check('分析略。\n\n外科患者最常见的脱水类型可能是 d，也可能是 c，题干不够。', DEHY, false, '')
    check('分析略。\n\n我的倾向是B。但题干缺少血钠，我不作答。', DEHY, false, '')
    check('分析略。\n\n外科患者最常见的脱水类型是 c\n\n纠正：应为D，等渗性脱水。', DEHY, false, 'D')
  })

  it('leftovers bp032, ai077, ad038 and an176 of the standard sets: a lower-case letter in brackets alone after a colon; "以 B 为准" after the letter is final; a truncated output\'s bold "C. text" line under a line leading to it; an answer line in words after a letter said on the way', () => {
    checkCases('reasoning_heldout69.jsonl', ['bp032'])
    checkCases('reasoning_heldout36.jsonl', ['ai077'])
    checkCases('reasoning_heldout31.jsonl', ['ad038'])
    checkCases('reasoning_heldout41.jsonl', ['an176'])
    check('分析略。\n\n确诊 PNH 最敏感、特异的检查：（b）\n\n治疗可用补体 C5 抑制剂。', X, false, 'B', '（b）')
    const RASH = { A: '先躯干后四肢', B: '耳后发际→面部→躯干→四肢', C: '先四肢后躯干', D: '向心性分布', E: '全身同时出现' }
    check('再到躯干和四肢，最后到手掌足底。\n\n选 A。\n\nPS：以 B 为准。', RASH, false, 'B', '以 B')
    const AUSC = { A: '心尖部', B: '胸骨左缘第2肋间', C: '胸骨右缘第2肋间', D: '胸骨左缘第3、4肋间', E: '剑突下' }
    check('瓣膜听诊区要记牢。\n\n主动脉瓣狭窄杂音的最佳听诊部位是\n\n**C. 胸骨右缘第2肋间**\n\n这里是主动脉瓣听诊区，杂音向颈部传', AUSC, false, 'C', 'C. 胸骨右缘第2肋间**', 'length')
    const ABO = { A: 'O型', B: 'A型', C: 'B型', D: 'AB型' }
    check('父亲AA、母亲BB，子女基因型只能是AB。\n\n答案：AB型\n\n补充：A与B之间为共显性。', ABO, false, 'D', '答案：AB型')
    // Guards: "(a)" opening a list line is no answer; "以 B 为准" asked is none; options echoed one per line in a cut output are
    // no answer; a letter said on the way and an answer line that only discusses the answer keep the letter.
    check('可能的原因有：\n(a) 甲\n(b) 乙\n\n我还没想好选哪个，不作答。', X, false, '')
    check('选 A。\n\nPS：要不要以 B 为准？我拿不准，两个都可能。', RASH, false, '')
    check('这道题考听诊区，选项是\n\n**C. 胸骨右缘第2肋间**\n**D. 胸骨左缘第3、4肋间**\n\n先看主动脉瓣区的位', AUSC, false, '', undefined, 'length')
    check('父亲AA、母亲BB，子女基因型只能是AB，选D。\n\n答案的写法：AB型和D是一回事。', ABO, false, 'D')
  })

  it('hedge set 117, half ej (developed on after its blind score): "so A it stays", "我最后把勾画在C上", "Locking in D."; a doubt that cannot fully exclude another diagnosis ("我没法完全排除早期骨髓炎") after a labelled answer; a cue that walks through the options\' texts is no answer; "有一点小保留：" is no label', () => {
    checkCases('hedge_stress117.jsonl', ['ej040', 'ej047', 'ej048', 'ej051', 'ej059', 'ej065', 'ej093'])
    check('Potassium 7.2 with peaked T waves. First step?\n\nThe key at the back gives A; I ran it from scratch first.\n\nMy working arrives at the same letter as the book, so A it stays.', X, false, 'A')
    check('伦理题的分寸各教材不一，我摸不准出题人站哪一边。\n\n我最后把勾画在C上，心里并不完全踏实，但不改了。', X, false, 'C', '把勾画在C')
    const DRY = { A: '拔牙后出血', B: '干槽症', C: '颌骨骨髓炎', D: '上颌窦穿孔', E: '下牙槽神经损伤' }
    check('拔牙后第4天剧痛、骨面外露、腐臭。\n\n判断：干槽症\n\n只是题干没写有没有下唇麻木，我没法完全排除早期骨髓炎，这点存疑。', DRY, false, 'B', '判断：干槽症')
    check('Loss of reflexes means magnesium toxicity.\n\nLocking in D. The one thing I\'d still want is a serum magnesium level.', X, false, 'D', 'Locking in D')
    const DOSE = { A: '60 mg', B: '120 mg', C: '180 mg', D: '240 mg' }
    check('题干没有体重。四个选项对应的体重大约是：60 mg 对应4～6 kg，120 mg 对应8～12 kg，180 mg 对应12～18 kg。\n\n不知道孩子多重，哪个选项都有可能是对的。', DOSE, false, '')
    const PDR = { A: '视网膜新生血管', B: '玻璃体积血', C: '硬性渗出', D: '牵拉性视网膜脱离' }
    check('硬性渗出非增殖期就有。\n\n属于增殖期的：视网膜新生血管、玻璃体积血、牵拉性视网膜脱离。\n\n有一点小保留：玻璃体积血严格说是并发症。', PDR, true, 'ABD')
    // Guards: a tick not placed, a doubt that excludes neither, "not locking in", a cue naming two options, and 保留 as a label stand as before.
    check('题干缺信息，我不会把勾画在C上，也不画在别处。', X, false, '')
    check('判断：干槽症还是骨髓炎？我没法排除B，也没法排除C，这题不作答。', DRY, false, '')
    check('D was my first thought. I\'m not locking in D; the stem lacks the level.', X, false, '')
    check('按体重算，答案是：60 mg，而不是120 mg。', DOSE, false, 'A')
    check('分析略。\n\n保留：A、B、D', PDR, true, 'ABD')
  })

  it('hedge set 117, half en (developed on after its blind score): "C — confidence around four-fifths", "我更倾向D，就把D写上", a labelled prescription after "我不往C走"; "B comes off the line and stays off" takes the answer back; an answer label "答＝" with nothing after it is no answer', () => {
    checkCases('hedge_stress117.jsonl', ['en025', 'en029', 'en039', 'en072', 'en092'])
    check('Beneficence is the trap.\n\nC — confidence around four-fifths, the leftover fifth for an examiner who wants B.', X, false, 'C', 'C — confidence')
    check('Answer: B\n\nThe antibody screen is pending, which undoes it. B comes off the line and stays off; nothing replaces it.', X, false, '')
    check('二甲双胍需要看肾功能。权衡下来，我更倾向D，就把D写上。', X, false, 'D', '就把D')
    const TCM = { A: '华盖散', B: '银翘散合麻杏石甘汤', C: '五虎汤合葶苈大枣泻肺汤', D: '黄连解毒汤合麻杏石甘汤', E: '人参五味子汤' }
    check('风热闭肺。痰热还没有成为主导，这是我不往C走的原因。\n\n处方：**银翘散合麻杏石甘汤**', TCM, false, 'B')
    const PD = { A: '凝固酶阴性葡萄球菌', B: '金黄色葡萄球菌', C: '大肠埃希菌', D: '铜绿假单胞菌', E: '白念珠菌' }
    check('腹透相关腹膜炎最常见的致病菌。\n\n铜绿假单胞菌和真菌较少，但一旦出现往往需要拔管。\n\n两份统计各有所指，而出题依据没有写明。\n\n答＝', PD, false, '')
    // Guards: another letter off the line leaves the answer; "我不往C走，也不往B走" declines; "答＝B" answers.
    check('Answer: B\n\nA comes off the line first: it is the distractor.', X, false, 'B')
    check('我不往C走，也不往B走，这题不作答。', TCM, false, '')
    check('分析略。\n\n答＝B', X, false, 'B')
  })

  it('leftover dw088 of hedge set 109: a drug named on its own line with its dose ("Doxycycline, 100 mg twice daily for 10 days.") is the answer, written as a prescription', () => {
    checkCases('hedge_stress109.jsonl', ['dw088'])
    const LYME = { A: 'Doxycycline', B: 'Intravenous ceftriaxone', C: 'Azithromycin', D: 'Amoxicillin-clavulanate', E: 'No treatment until serology is positive' }
    check('Erythema migrans; treat without serology.\n\nDoxycycline, 100 mg twice daily for 10 days.\n\nAzithromycin is a second-line fallback. Intravenous ceftriaxone is kept for meningitis.', LYME, false, 'A', 'Doxycycline, 100 mg twice daily for 10 days.')
    check('早期莱姆病，不必等血清学。\n\nDoxycycline，100 mg 每日两次，疗程10天。\n\nIntravenous ceftriaxone 留给神经受累。', LYME, false, 'A')
    // Guards: a dose line that goes on to name another option is no prescription of one; the same line under a hedge is none.
    check('Erythema migrans.\n\nDoxycycline, 100 mg twice daily or azithromycin 500 mg daily — I can\'t pick between them without the allergy history.', LYME, false, '')
    check('Doxycycline, 100 mg twice daily, is what most guidelines say, but without knowing whether she is pregnant I won\'t commit to a letter.', LYME, false, '')
  })

  it('leftover ao009 of hedge set 42: the option set aside after a list of letters may be named by its text ("A、B、C、E。脑不选。")', () => {
    checkCases('hedge_stress42.jsonl', ['ao009'])
    const FU = { A: '胆', B: '胃', C: '三焦', D: '脑', E: '膀胱' }
    check('六腑：胆、胃、小肠、大肠、膀胱、三焦。\n\nA、B、C、E。脑不选。', FU, true, 'ABCE', 'A、B、C、E')
    check('六腑：胆、胃、小肠、大肠、膀胱、三焦。\n\nA、B、C、D；膀胱排除。', FU, true, 'ABCD')
    // An option's Latin text is found as the texts are stored (folded, lower case).
    check('抗血小板药物有哪些？\n\nA、B、C、E。Warfarin不选。', { A: 'Aspirin', B: 'Clopidogrel', C: 'Ticagrelor', D: 'Warfarin', E: 'Cilostazol' }, true, 'ABCE', 'A、B、C、E')
    // Guard: letters that with the one named do not split the options are read as they stand.
    check('A、B、C。脑不选。', FU, true, 'ABC')
  })

  it('leftover aw153 of hedge set 50: the chosen letters, then each of the others opening a clause with a remark, closed by "二者不选"', () => {
    checkCases('hedge_stress50.jsonl', ['aw153'])
    const LIVER = { A: '主疏泄', B: '主藏血', C: '主运化', D: '主纳气', E: '在体合筋' }
    check('肝主疏泄、主藏血，在体合筋。\n\nA、B、E；C主运化属脾，D主纳气属肾，二者不选。', LIVER, true, 'ABE', 'A、B、E')
    check('肝的功能。\n\nA、B、E；C属脾，D属肾，不选。', LIVER, true, 'ABE')
    // Guard: the letters and the ones set aside must split the options.
    check('肝的功能。\n\nA、B；C属脾，D属肾，二者不选。\n\n还差E没想清楚，先不作答。', LIVER, true, '')
  })

  it('leftover bl039 of hedge set 65: letters followed by "为本题所选" are the answer', () => {
    checkCases('hedge_stress65.jsonl', ['bl039'])
    const SHOCK = { A: '烦躁不安', B: '皮肤苍白湿冷', C: '脉压缩小', D: '尿量减少', E: '收缩压低于70mmHg' }
    check('休克代偿期表现为烦躁不安，皮肤苍白，脉压缩小，尿量减少。\n\n就这么定下来：A、B、C、D为本题所选，E不收。', SHOCK, true, 'ABCD', 'A、B、C、D为本题所选')
    // Guard: asked of itself, it is no answer.
    check('休克代偿期的表现我还在回忆。\n\nA、B、C、D为本题所选吗？我还没想好，先不作答。', SHOCK, true, '')
  })

  it('hedge set 115, half eh (developed on after its blind score): "博主在视频里讲这道题选A" as someone else\'s; a "我" inside quoted speech is not the model declining ("投射会变成“是继母看我不顺眼”"); "I\'m putting D down"', () => {
    checkCases('hedge_stress115.jsonl', ['eh014', 'eh019', 'eh067'])
    check('你说有个儿科医生博主在视频里讲这道题选A。B和C之间我分不出题目用的是哪一套；至于博主的A，我不接。', X, false, '')
    check('投射会变成“是继母看我不顺眼”；否认是拒绝承认事实存在。\n\n对应的防御机制：反向形成', { A: '投射', B: '否认', C: '合理化', D: '升华', E: '反向形成' }, false, 'E')
    check('Propranolol is sometimes used for lithium tremor.\n\nI\'m putting D down, and I\'d bet on it about 85 times in a hundred.', X, false, 'D')
    // Guards: the model's own "我" after a closing quote still declines; "I'm not putting D down" is no commitment.
    check('你说监考"不太严"。我不参与任何正在进行的考试作答。', { A: '运化', B: '疏泄', C: '宣发', D: '纳气' }, false, '')
    check('D was my first thought. I\'m not putting D down, though; the stem is missing the drug.', X, false, '')
  })

  it('hedge set 115, half ei (developed on after its blind score): "这道单选我不落在B或C任何一边" after "…为准", "I\'m flagging that as a tilt, not as my response", "导师…讲这题“选B”" as someone else\'s; commitments "我这边写B", "我押C，自估六七成能对", "最后的落点是D", "那就照A交", "落笔写B", "本题选：宫缩乏力（B）、胎盘因素（C）、…", "我勾ABC，D、E不选"', () => {
    checkCases('hedge_stress115.jsonl', ['ei014', 'ei018', 'ei019', 'ei022', 'ei041', 'ei045', 'ei060', 'ei068', 'ei086', 'ei090'])
    const PERIO = { A: '牙龈出血', B: '牙周袋形成和附着丧失', C: '牙槽骨吸收', D: '牙龈红肿', E: '口臭' }
    check('有的题库以“附着丧失”为核心，有的以X线上的牙槽骨吸收为准。\n\n两行都能把两病分开，这道单选我不落在B或C任何一边。', PERIO, false, '')
    check('Both fit.\n\nB is where my attention keeps going. I\'m flagging that as a tilt, not as my response to the item.', X, false, '')
    check('你转述说，导师在查房时讲这题“选B，链霉素那组”。A和B都站得住，我没法把导师那一票当成我的作答交出去。', X, false, '')
    check('你男朋友说这题选A。他那是老教材的答案，我这边写B。', X, false, 'B')
    check('我拿不太准的一处在于：新指南允许急性期启动。按国内教材的老规矩，我押C，自估六七成能对。', X, false, 'C')
    check('题干里又提到内眦部胀痛，让我有点拿捏不稳。\n\n权衡下来，最后的落点是D。', X, false, 'D')
    check('你手里的教辅书这题标的是A。\n\n自己推完也停在A上，那就照A交。', X, false, 'A')
    check('缓解急性支气管痉挛要起效最快的药。\n\n落笔写B。不过得补一句：这道题的D只是单用吸入激素。', X, false, 'B')
    check('本题选：宫缩乏力（B）、胎盘因素（C）、软产道裂伤（D）、凝血功能障碍（E）。处理时逐项排查。', { A: '妊娠期糖尿病', B: '子宫收缩乏力', C: '胎盘因素', D: '软产道裂伤', E: '凝血功能障碍' }, true, 'BCDE')
    check('E我犹豫过，但选项写的是餐具。我勾ABC，D、E不选。', X, true, 'ABC')
    // Guards: a verdict on an option's text stands against doubt voiced before it; one's own answer after a quoted one.
    checkCases('hedge_stress42.jsonl', ['ao080'])
    check('老师课上说这题答B。查过教材，老师的B没有问题，我的答案：B', X, false, 'B')
  })

  it('leftovers of held-out set 98 and hedge set 68: a negation in the sentence after a list of letters ("… and E. Asthma alone is not a reason to avoid it."), a line of option texts joined by "and"', () => {
    checkCases('reasoning_heldout98.jsonl', ['ec020'])
    checkCases('hedge_stress68.jsonl', ['bo139'])
    check('Succinylcholine should be avoided in options A, B, D, and E. Asthma alone is not a reason to avoid it.', X, true, 'ABDE')
    const LMN = { A: 'Fasciculations', B: 'Hyperreflexia', C: 'Muscle wasting', D: 'Extensor plantar response', E: 'Hypotonia' }
    check('Both sides of the ledger.\n\nFasciculations, muscle wasting and hypotonia.\n\nHyperreflexia and an extensor plantar response sit on the other side.', LMN, true, 'ACE', 'Fasciculations, muscle wasting and hypotonia.')
    // Guard: a negation in the list's own sentence still rules its last letter out.
    check('分析略。\n\n答案：A、B、D、E 不选。', X, true, 'ABD')
  })

  it('hedge set 113 (developed on after its blind score): "I\'m withdrawing it… the answer line is now empty", "我停在A和B之间", "isn\'t something I\'ll do", "开头那个A我先腾空，这题我不再往里放字母", "Your attending told the team it\'s C", "neither A nor B gets my vote"; commitments "我还是愿意写A", "选C——…不能碰" under "问禁用的药物", "that\'s A, B, C and E.", "E — ethosuximide — is what I\'m putting down" beside "a blank spell", "I mark A through D"; "按我分析的顺序写：E、B、D、A" (held-out set 100)', () => {
    checkCases('hedge_stress113.jsonl', ['ed025', 'ed036', 'ed040', 'ee011', 'ee014', 'ee027', 'ee028', 'ee066', 'ee081', 'ee083', 'ee098'])
    checkCases('reasoning_heldout100.jsonl', ['ef097'])
    check('Answer: C\n\nThe claim depends on the cohort.\n\nThat C on the first line was written too fast; I\'m withdrawing it. None of the others has a better claim, so the answer line is now empty.', X, false, '')
    check('水飞蓟宾效果更确切；甲的用法更早。两份资料各写各的，我停在A和B之间。', X, false, '')
    check('Ranking these for home use isn\'t something I\'ll do. Head for an emergency department now.', { A: 'Ocular massage', B: 'Carbogen inhalation', C: 'Same-day referral', D: 'Emergency department now' }, false, '')
    check('【答】A\n\n头孢菌素类同样是B类。开头那个A我先腾空，这题我不再往里放字母。', X, false, '')
    check('Your attending told the team it\'s C. Both B and C are taught. I\'m not offering B in its place either.', X, false, '')
    check('The vignette describes it two incompatible ways, so neither A nor B gets my vote.', X, false, '')
    check('这道题的选项里没有那种中间方案，我还是愿意写A。', X, false, 'A')
    check('先兆性偏头痛，放过冠脉支架。问禁用的药物。\n\n急性期的一线选择还是对乙酰氨基酚。\n\n选C——曲普坦类在这里不能碰。', { A: '布洛芬', B: '对乙酰氨基酚', C: '舒马普坦', D: '甲氧氯普胺' }, false, 'C')
    check('Strength, consistency, temporality, dose-response — that\'s A, B, C and E. Statistical significance (D) I\'m leaving unmarked.', X, true, 'ABCE')
    check('Hyperventilation triggers a ten-second blank spell.\n\nE — ethosuximide — is what I\'m putting down.', X, false, 'E')
    check('Pulse pressure narrows, so that one\'s out.\n\nI mark A through D and leave E unmarked.', X, true, 'ABCD')
    check('按我分析的顺序写：E、B、D、A（即反应迟钝、便秘、黏液性水肿、怕冷），心动过速不选。', { A: '怕冷', B: '便秘', C: '心动过速', D: '黏液性水肿', E: '反应迟钝' }, true, 'ABDE')
    // Guards: a negation after the letter still rules it out when the question asks for what to use; on a multi-answer item
    // a list's negated tail stays out; "blank" left as the answer still declines; "neither" far before the letter does not.
    check('问首选的药物。\n\n选C——曲普坦类在这里不能碰。', { A: '布洛芬', B: '对乙酰氨基酚', C: '舒马普坦', D: '甲氧氯普胺' }, false, '')
    check('问：哪些为禁用。\n\n答案为 A、B、E，C 和 D 不选。', X, true, 'ABE')
    check('Two options fit equally. I\'m leaving it blank.', X, false, '')
    check('Neither the stem nor the history is unusual here, and after weighing it all, B gets my vote.', X, false, 'B')
  })

  it('hedge set 111 and held-out set 98 (developed on after their blind scores): a leaning or an option\'s text, then a decline in the model\'s own voice whose last sentence names no letter; "delete that line… I don\'t have a letter to replace it with"; "有下标就是A，没有就是B"; "选项：＿"; "分不出来"; commitments "我仍写A", "答题时仍写 D", "所以写C", "这道题用C", "把答案锁在了D", "C goes on my sheet", "问的是…，我交C" after "若问…", a closing short name ("Bipolar II."), a JSON list beside a caveat, letters with long notes; a checklist opening the output; "写成了D"; "，以此为准"', () => {
    checkCases('hedge_stress111.jsonl', ['dz005', 'dz017', 'dz019', 'dz051', 'dz083', 'dz091', 'ea007', 'ea027', 'ea034', 'ea042', 'ea056', 'ea060', 'ea063', 'ea066', 'ea088'])
    checkCases('reasoning_heldout98.jsonl', ['eb046', 'ec070'])
    check('我的倾向是E——夜间痛加体重下降。这个E我不写上去，因为它只是提醒。没有影像，我没法在A和E之间落下一个字母。', X, false, '')
    check('Answer: D\n\nHold on — delete that line. The report leaves that point open, and I don\'t have a letter to replace it with.', X, false, '')
    check('有下标就是A，没有就是B。\n\n麻烦你把原题文字打出来。', X, false, '')
    check('【作答】\n选项：＿\n理由：＿\n\n你把后半句发过来，我再把这两格填上。', X, false, '')
    check('手指硬化让我想到甲；高滴度抗体又是乙的标志。现有信息在两者之间分不出来。', X, false, '')
    check('我有一点拿不稳：题干还提到骨下袋。可即便要手术，也得先做基础治疗。\n\n所以我仍写A。', X, false, 'A')
    check('各版教材的写法略有出入，这是我唯一不安的地方，答题时仍写 D。', X, false, 'D')
    check('有些题库把水沟当作核心穴来问，那种问法我会写B。这道题问的是先后顺序，所以写C。', X, false, 'C')
    check('我推出来的和书上印的是同一个，这道题用C。', X, false, 'C')
    check('题干那句限定语把答案锁在了D。', X, false, 'D')
    check('That split is why I\'m not fully settled: call it sixty-forty.\n\nStill, the displacement direction tips it. C goes on my sheet.', X, false, 'C')
    check('培养阳性（E）当然支持诊断。题目若问“确诊病原”我会犹豫，问的是“诊断依据”，我交C。', X, false, 'C')
    check('The stem doesn\'t say whether it was medication-induced.\n\nBipolar II.', { A: 'Atypical depression', B: 'Borderline personality disorder', C: 'Cyclothymic disorder', D: 'Persistent depressive disorder', E: 'Bipolar II disorder' }, false, 'E')
    check('```json\n{\n  "选入": ["A", "B", "C", "E"],\n  "留意": "单凭它们不能确定窒息方式"\n}\n```', X, true, 'ABCE')
    check('Selected: A (hypercalciuria), B (low urine volume), C (hypocitraturia — citrate normally chelates calcium), E (hyperoxaluria, including enteric hyperoxaluria after bowel resection).', X, true, 'ABCE')
    check('- [x] A — MRSA\n- [x] B — *E. faecalis*\n- [ ] C — *P. aeruginosa*\n- [x] D — *C. difficile*\n- [ ] E — *E. coli*\n\nThe checked boxes are my answer.', { A: 'MRSA', B: 'Enterococcus faecalis', C: 'Pseudomonas aeruginosa', D: 'Clostridioides difficile', E: 'Escherichia coli' }, true, 'ABD')
    check('答案：D\n\n⚠️ 刚才的最终行写成了D，与上面的分析不一致。本例是急性牙髓炎，正确的是 **B**，以此为准。', X, false, 'B')
    // Guards: a supposed question alone still makes a letter hypothetical; a case with no paired negation still answers; a
    // closing short name that opens two options names none; a decline whose last sentence is followed by a letter answers.
    check('若问“确诊病原”，我交C。', X, false, '')
    check('有下标，所以就是A。', X, false, 'A')
    check('The stem doesn\'t say.\n\nBipolar.', { A: 'Bipolar I disorder', B: 'Bipolar II disorder', C: 'Cyclothymic disorder', D: 'Persistent depressive disorder' }, false, '')
    check('我的倾向是E。这个E我不写上去，因为它只是提醒。再三考虑后，答：A。', X, false, 'A')
  })

  it('hedge set 109 leftovers: an option\'s text after a copula in the reasoning, then a decline in the model\'s own voice ("没法只圈一个", "我交不出字母", "放空"); "方用<text>"; a JSON list of letters under a name of the model\'s own; "what I\'m submitting — A, B, C, E —" beside one option\'s empty box; "I\'d put it on E"; "这题我勾B C D"; "我唯一有点拿不准的是，…" after an answer', () => {
    checkCases('hedge_stress109.jsonl', ['dv008', 'dv018', 'dv023', 'dv043', 'dv054', 'dv061', 'dw041', 'dw058', 'dw071'])
    const BURN = { A: 'Ⅰ度', B: '浅Ⅱ度', C: '深Ⅱ度', D: 'Ⅲ度', E: 'Ⅳ度' }
    check('焦黄、凹陷、深及深部组织应为Ⅲ度；但有的教材把累及肌肉的列为Ⅳ度。\n\n我在D与E之间来回摆，没法只圈一个。', BURN, false, '')
    check('后半句则是Ⅲ度全层烧伤的标志。找不到同时符合全部描述的一项，这题我交不出字母。', BURN, false, '')
    check('把Ⅲ度当成界值找不到出处。四个选项没有一个能对上，我这里放空。', BURN, false, '')
    check('暑湿伤表，清暑祛湿解表，方用新加香薷饮。\n\n银翘散里没有化湿的药。', { A: '银翘散', B: '荆防达表汤', C: '新加香薷饮', D: '参苏饮' }, false, 'C', '方用新加香薷饮')
    check('```json\n{\n  "命中": ["A", "B", "D", "E"],\n  "落选": {"C": "与呼吸道无关"}\n}\n```\n\n补充：C项要焦痂切开。', X, true, 'ABDE')
    check('- [x] Twin pregnancy\n- [ ] Maternal age\n\nBoxes with an x are what I\'m submitting — A, B, C, E — and the maternal-age box stays empty.', X, true, 'ABCE')
    check('The deltoid is too small at this age.\n\nI\'d put it on E, the anterolateral thigh. The ventrogluteal site (C) has its advocates.', X, false, 'E')
    check('五个时刻里列出来的是其中三个。\n\n这题我勾B C D', X, true, 'BCD')
    check('选E：头孢曲松全身用药。\n\n我唯一有点拿不准的是，有的老教材把局部用药写在第一位。', X, false, 'E')
    // Guards: a letter after the decline still answers; a final answer line stands against a later decline-like remark;
    // a list under a name that sets its letters aside is not the answer; the answer slot itself left empty declines; doubt that is no caveat's subject, beside another option, hedges.
    check('首选硫酸镁。我仍然没法把拉贝洛尔完全排除在外。A，硫酸镁。', { A: '硫酸镁', B: '地西泮', C: '硝苯地平', D: '拉贝洛尔' }, false, 'A')
    check('```json\n{"可选": ["A", "B"], "落选": ["C", "D"]}\n```', X, true, 'AB')
    check('I can\'t tell which the item asks. Until then the answer slot stays empty.', X, false, '')
    check('选E。\n\n不过我拿不准，C也说得通。', X, false, '')
  })

  it('hedge set 109 (developed on after its blind score): "，不是我的。", "It stays out of my reply", "这个倾向我不交出去", "这一行我从结论里摘掉", "我定不下来", "不再留任何字母", "不写选项", "请当作null看待"; commitments "B就留在我的答案里", "落笔D", "这道题按教材写A"', () => {
    checkCases('hedge_stress109.jsonl', ['dv002', 'dv016', 'dv029', 'dv048', 'dv064', 'dv069', 'dv073', 'dw009', 'dw062', 'dw091'])
    check('摘要上写着“答案：A”。题干缺了病程。那个A是摘要的，不是我的。请把完整题干发来。', X, false, '')
    check('My inclination toward B is just the default rule talking. It stays out of my reply.', X, false, '')
    check('我写到这里，手边的倾向是D。这个倾向我不交出去，留着当草稿。', X, false, '')
    check('答：A\n\n三消症状同时出现。所以上面“答：A”这一行我从结论里摘掉，不再算我的选择。', X, false, '')
    check('所以这题可能是A，也可能是C，取决于出题人。我定不下来。', X, false, '')
    check('第一反应：青蒿素类，答：C。\n\n上面那个“答：C”写早了，我把它撤掉，这一行不再留任何字母。这题我只写分析，不写选项。', X, false, '')
    check('```json\n{"题号": 9, "答案": "B"}\n```\n\n题干的前提不成立。上面那一行里的"B"请当作null看待。', X, false, '')
    check('“无痛、反复、鲜红”对上的是前置胎盘。B就留在我的答案里。', X, false, 'B')
    check('C会很有竞争力，这一点让我没那么踏实。我给这次判断打65分的信心，落笔D。', X, false, 'D', '落笔D')
    check('笔记本上的E我不照抄，这道题按教材写A。', X, false, 'A')
    // Guards: a view that is not the model's own named as such, then its own answer; an unrelated "摘掉".
    check('这是教材旧版的说法，不是我的。我的答案：C', X, false, 'C')
    check('答案：C\n\n如果想摘掉眼镜，可以考虑ICL。', X, false, 'C')
  })

  it('held-out set 96 (developed on after its blind score): a genus\'s initial ("C. difficile") is no option letter, option texts restating the letters just named read as those letters, and a correction table\'s cells may carry a bracketed note', () => {
    checkCases('reasoning_heldout96.jsonl', ['dx040', 'dx068'])
    const VANC = { A: 'Methicillin-resistant Staphylococcus aureus', B: 'Clostridioides difficile (oral therapy)', C: 'Pseudomonas aeruginosa', D: 'Enterococcus faecalis', E: 'Escherichia coli' }
    check('Vancomycin covers D, A and B — i.e. Enterococcus faecalis, MRSA, and C. difficile when given orally.', VANC, true, 'ABD', 'D, A and B')
    check('答案：B\n\n| 项目 | 原答案 | 更正后 |\n|---|---|---|\n| 最常见核型 | B（易位型，约5%） | A（标准型，约占95%） |', X, false, 'A')
    // Guards: a letter after an answer cue stays a letter whatever follows it; a letter cell without a note still answers.
    check('Gram-negative rods are out, so the answer is C. pseudomonas aside, nothing else fits.', VANC, false, 'C')
    check('| 项目 | 原答案 | 更正后 |\n|---|---|---|\n| 本题答案 | B | A |', X, false, 'A')
  })

  it('hedge set 105 (developed on after its blind score): "I\'m un-submitting the C", "rather than guess at A or C", "The opening line doesn\'t stand … I\'m not swapping in another letter", an instinct that "never reaches the answer", "我不填", "我自己不选", a template whose circles are all empty; commitments "答ABCD。", "最后落在ABCD四项上", "就这样定：A", "我按A作答", "这个E我认", "这题写B", "我会写B", "，落在<text>上——D", "I\'d still write E", "Ticked: A, B, D. Left blank: C and E.", a JSON "keep" list, a ticked checklist naming its options short ("SIADH", "Ectopic ACTH", "Lambert–Eaton"), "The xanthine oxidase inhibitor here: Allopurinol."', () => {
    checkCases('hedge_stress105.jsonl', ['dr007', 'dr026', 'dr030', 'dr055', 'dr056', 'dr057', 'ds022', 'ds027', 'ds029', 'ds038', 'ds043', 'ds044', 'ds048', 'ds049', 'ds054', 'ds056', 'ds058', 'ds065', 'ds083', 'ds093'])
    check('Final answer: C\n\nThe stem never gives the weight.\n\nI\'m un-submitting the C. There\'s no letter behind it.', X, false, '')
    check('If the components are right, it\'s A; if the total is right, it\'s C. I\'d send it back rather than guess at A or C.', X, false, '')
    check('Answer: C\n\nWait, that was a reflex. The opening line doesn\'t stand, then, and I\'m not swapping in another letter.', X, false, '')
    check('I\'d put chips on B. But that instinct rests on guessing which source the item-writer used, so it never reaches the answer.', X, false, '')
    check('A和B同样有出处，单选题只能填一个，我不填。', X, false, '')
    check('你说师姐告诉你选D。师姐那个D是她的结论，我不接过来。C和D都站得住，我自己不选。', X, false, '')
    check('【作答模板】\n\n填涂区：A ○　B ○　C ○　D ○　E ○\n解析：（待补充）', X, false, '')
    check('所以E不入选。答ABCD。', X, true, 'ABCD', '答ABCD')
    check('- 反复尿潴留：要选\n- 体积超过30 ml：不选\n\n最后落在ABCD四项上。', X, true, 'ABCD')
    check('C、E是按附睾炎在处理。\n\n就这样定：A。探查时复位。', X, false, 'A', '定：A')
    check('题干没有这类背景，我按A作答。', X, false, 'A', '我按A')
    check('你说老师直接点了E。我没先看这句话，自己对了一遍，那这个E我认。', X, false, 'E')
    check('这让我不敢把话说满。综合起来，这题写B。', X, false, 'B', '写B')
    check('区别在消退，所以影响不大。\n\n我会写B。', X, false, 'B', '写B')
    check('我有一点拿不准：题干没说分级。不过题目问的是“首选”，按单药回答，落在螺内酯上——D。', { A: '呋塞米', B: '氢氯噻嗪', C: '甘露醇', D: '螺内酯' }, false, 'D')
    check('Herald patch plus the secondary eruption. I\'d still write E, though I\'d check an RPR first.', X, false, 'E', 'I\'d still write E')
    check('Ticked: A, B, D. Left blank: C and E.', X, true, 'ABD')
    check('```json\n{"keep": ["C", "A", "B"], "drop": ["D", "E"]}\n```', X, true, 'ABC')
    check('填涂区：A ●　B ●　C ○　D ●　E ○', X, true, 'ABD')
    const SCLC = { A: 'Syndrome of inappropriate ADH secretion', B: 'Ectopic ACTH (Cushing syndrome)', C: 'Lambert–Eaton myasthenic syndrome', D: 'Hypercalcaemia from PTH-related peptide' }
    check('- [x] SIADH — hyponatraemia is common\n- [x] Ectopic ACTH — rapid-onset Cushing picture\n- [x] Lambert–Eaton — presynaptic calcium channels\n- [ ] PTHrP hypercalcaemia — the squamous cell one', SCLC, true, 'ABC')
    const URATE = { A: 'Probenecid', B: 'Colchicine', C: 'Allopurinol', D: 'Indomethacin', E: 'Rasburicase' }
    check('Which agent inhibits xanthine oxidase?\n\nProbenecid works at the tubule.\n\nThe xanthine oxidase inhibitor here: Allopurinol.', URATE, false, 'C')
    // Guards: a per-option "不选" is no decline; a doubt about one option on a multi item; a filled circle answers.
    check('答案：B\n\nC的说法片面，不选。', X, false, 'B')
    check('填涂区：A ○　B ○　C ●　D ○　E ○', X, false, 'C')
    check('- [x] Lambert — wrong name\n- [x] Ectopic ACTH — yes', { A: 'Lambert–Eaton myasthenic syndrome', B: 'Ectopic ACTH (Cushing syndrome)', C: 'Lambert syndrome variant', D: 'Other' }, true, '')
  })

  it('an answer card left unfilled (every cell an empty box, or under a card\'s name with every letter showing) chooses nothing', () => {
    check('两种解释都说得通。\n\n答题卡：[A] [B] [C] [D] [E]', X, false, '')
    check('两种解释都说得通。\n\n[□A] [□B] [□C] [□D] [□E]', X, false, '')
    check('Both readings fit.\n\nAnswer card: 【A】【B】【C】【D】', X, true, '')
    // Guards: a filled cell answers; a stated answer stands above an unfilled card; "Selected:" with every letter chooses all.
    check('答题卡：[■A] [□B] [□C] [□D] [□E]', X, false, 'A')
    check('答题卡：[A] [B] [■C] [D] [E]', X, false, 'C')
    check('答案：C\n\n答题卡：[A] [B] [C] [D] [E]', X, false, 'C', '答案：C')
    check('Each criterion scores one point.\n\nSelected: [A] [B] [C] [D]', X, true, 'ABCD')
  })

  it('hedge set 107 (developed on after its blind score): "我这里不挑", "不在划掉的位置补写别的", "不把C填进答案", "a drift, and it doesn\'t go down as my reply", "carries no letter at all"; commitments "定为C。", "仍判为B", "我比较愿意写D", "I\'d go for E", doubt after the answer ("没有十足的把握", "尽管对“首要”二字还有点拿不准", "I\'m not entirely comfortable, but"); a labelled line of letters with notes, or with a note ruling the others out', () => {
    checkCases('hedge_stress107.jsonl', ['dt005', 'dt008', 'dt020', 'dt041', 'dt048', 'dt054', 'dt065', 'dt067', 'dt068', 'dt074', 'du004', 'du037', 'du046', 'du061'])
    check('剑突下进针，对应A。\n\n心尖途径则是B，两个答案各对一种入路，我这里不挑。', X, false, '')
    check('~~本题：A~~\n\n开头那个A划掉。剩下D和C各有一句题干撑腰，我不在划掉的位置补写别的。', X, false, '')
    check('我内心偏向C多一点。我把它当作旁注留在这里，不把C填进答案。', X, false, '')
    check('So B is where my reading drifts — a drift, and it doesn\'t go down as my reply.', X, false, '')
    check('Under a ticking clock I\'d scribble A. What I\'m handing in for this item carries no letter at all.', X, false, '')
    check('<think>\n地高辛增加收缩力。选D。\n</think>\n\n我一开始想选地高辛，回看题干，问的是胸痛时。\n\n定为C。', X, false, 'C', '定为C')
    check('在没看到特异性抗体结果之前我有所保留，但仍判为B。', X, false, 'B', '判为B')
    check('膝内侧疼痛是牵涉痛。我比较愿意写D，虽然没见到MRI。', X, false, 'D', '写D')
    check('Bed rest slows recovery. I\'d go for E here. The wording "only" on D is what tips me.', X, false, 'E', 'I\'d go for E')
    check('按教材划分，分析阶段用的是分层。选A，不过这个区分我没有十足的把握。', X, false, 'A', '选A')
    check('A也有它的道理。我写C，尽管对“首要”二字还有点拿不准。', X, false, 'C', '写C')
    check('D — I\'m not entirely comfortable, but that\'s the one.', X, false, 'D')
    const REHAB = { A: 'Early passive range-of-motion exercises', B: 'Strict immobilisation for six weeks', C: 'Positioning to prevent contractures', D: 'Aggressive passive stretching', E: 'Task-specific training of the affected limb' }
    check('Appropriate measures: A (early passive range of motion), C (positioning against contractures) and E (task-specific training).\n\nNot appropriate: prolonged strict immobilisation.', REHAB, true, 'ACE')
    const NECROSIS = { A: 'Coagulative necrosis', B: 'Liquefactive necrosis', C: 'Caseous necrosis', D: 'Fat necrosis', E: 'Fibrinoid necrosis' }
    check('- Fat necrosis with pancreatitis: correct.\n\nThe three correct pairings: B, C, D (A and E are mismatched).', NECROSIS, true, 'BCD', 'The three correct pairings: B, C, D')
    // Guards: a refusal to recommend is still a decline; a leaning that does not change the answer; a note that rules nothing out.
    check('I\'m not comfortable recommending a specific drug. Both B and D fit.', X, false, '')
    check('My hunch was B, and it doesn\'t change my answer: D.', X, false, 'D')
    check('Options: B, C, D (see the table above).', X, true, 'BCD')
  })

  it('hedge set 103, dp056: "and not by D" rules D out, and the "not" before a letter leaves the letters before it standing', () => {
    checkCases('hedge_stress103.jsonl', ['dp056'])
    const ALARM = { A: 'Unintentional weight loss', B: 'Progressive dysphagia', C: 'Iron-deficiency anaemia', D: 'Postprandial fullness' }
    check('Postprandial fullness alone does not raise the alarm.\n\nSo the scope is warranted by A, B, C and not by D.', ALARM, true, 'ABC', 'A, B, C')
    check('So the scope is warranted by A, B, C, not D.', ALARM, true, 'ABC')
    // Guards: "not" after a letter still rules that letter out; "not for" with no letter is a verdict on the letters before it.
    check('A, B and C apply. D is not an alarm feature.', ALARM, true, 'ABC')
    check('Endoscopy: A and B. C is not, since the anaemia is explained.', ALARM, true, 'AB')
  })

  it('hedge set 103 (developed on after its blind score): "一个字母也不留", "答题处恢复原样", "这个判断我不写进答复", "补上，我马上算", "left it unfilled", "nothing on this page lets me choose", "treat the D at the top as deleted"; commitments "就写A吧", "这道题归到C", "这题的E我留在答案上", "E落在我的答题纸上", "D is where I\'ll stay", "I\'m marking E", "方用：<its text>", "r与b同号——C" after a hedge word; "either way" is no hedge', () => {
    checkCases('hedge_stress103.jsonl', ['dp007', 'dp011', 'dp031', 'dp036', 'dp040', 'dp041', 'dp043', 'dp062', 'dp077', 'dp079', 'dp092', 'dq006', 'dq070', 'dq073', 'dq079'])
    check('急性胰腺炎最常见病因——A。\n\n写完回头看题干，像是两道题拼在一起。我把它划回草稿纸，答题处恢复原样，一个字母也不留。', X, false, '')
    check('我直觉上觉得应该是A。可直觉归直觉，这个判断我不写进答复。', X, false, '')
    check('对照组是4%，保护率就是50%；是20%，就是90%。把对照组的发病例数补上，我马上算。', X, false, '')
    check('I\'ve set the response out below and left it unfilled until the numbering is clear:\n\nSelected option: ____', X, false, '')
    check('That still leaves A versus B, and nothing on this page lets me choose between them.', X, false, '')
    check('Answer: D\n\nI typed that too fast. Please treat the D at the top as deleted. No other drug goes up there instead.', X, false, '')
    check('C那句意思与A相近，但表述不规范。\n\n就写A吧，这是唯一用对了框架的一句。', X, false, 'A', '写A')
    check('思考里那个E是我看漏了。\n\n这道题归到C。', X, false, 'C', '归到C')
    check('有人会问TAT不在是不是题目有问题——不影响。这题的E我留在答案上。', X, false, 'E')
    check('唯一让我犹豫的是证据不够强。\n\nE落在我的答题纸上；若让我给自己打个可信度，大约0.7。', X, false, 'E')
    check('Some centres still treat with radiation alone, which is the only reason I looked twice at B. For a fit patient, D is where I\'ll stay.', X, false, 'D')
    check('I\'m marking E, with roughly four-in-five confidence; the only doubt is that traction isn\'t mentioned.', X, false, 'E', 'I\'m marking E')
    const TCM = { A: '瓜蒌薤白半夏汤', B: '血府逐瘀汤', C: '枳实薤白桂枝汤', D: '参附汤合右归饮', E: '生脉散合人参养荣汤' }
    check('瘀血既成，单用理气药难以奏效。治法活血化瘀、通脉止痛，方用：血府逐瘀汤。', TCM, false, 'B')
    check('二者的绝对值谁大谁小取决于两个变量的离散程度，D不成立。\n\nr与b同号——C。', X, false, 'C')
    check('No medication history is given either way. Diagnosis I\'m giving: lichen planus.', { A: 'Psoriasis', B: 'Lichen planus', C: 'Pityriasis rosea', D: 'Secondary syphilis', E: 'Lichen simplex chronicus' }, false, 'B')
    // Guards: a hedge with no closing letter, "either" as a hedge, and a struck line replaced.
    check('谁大谁小取决于两个变量的离散程度，B和C都有可能。', X, false, '')
    check('It could be either B or C.', X, false, '')
    check('Answer: D\n\nPlease treat the D at the top as deleted.\n\nAnswer: B', X, false, 'B')
  })

  it('hedge set 101 (developed on after its blind score): a card row "[■A] [■B] [□C]"; an opening bold letter taken back with nothing in its place ("开头那个加粗的A我收回", "I\'m deleting the bold C from the top line"); "这点上风撑不起一个作答，字母栏空着"; "please don\'t read it as my reply"; "Consider that line withdrawn … nothing goes in its place"; "先把这一行收回来…答题行就空在这里"; "我没办法替它背书"; "the options arrived and the report didn\'t"; "I can\'t sign on to it"; "作答区：（待定）"; commitments "…一致。写B。", "我跟你同学的选择不一样：我选C", "和讲义落在同一个选项：E", a JSON "tick"', () => {
    checkCases('hedge_stress101.jsonl', ['dn013', 'dn021', 'dn032', 'dn053', 'dn070', 'dn094', 'do015', 'do018', 'do055', 'do063', 'do073', 'do087', 'do097', 'do100'])
    check('**A**\n\n课本上第一条就是索沟，所以我先写了A。\n\n开头那个加粗的A我收回，不拿别的字母去填补它的位置。', X, false, '')
    check('**C**\n\nThat is the usual timetable. I\'m deleting the bold C from the top line and leaving that line bare.', X, false, '')
    check('E在我这儿稍微占一点上风，也就一点。这点上风撑不起一个作答，字母栏空着。', X, false, '')
    check('The A in my working was built on a sentence I imagined, so please don\'t read it as my reply.', X, false, '')
    check('Answer: A\n\nConsider that line withdrawn. The pathways split here.\n\nSo the opening line comes off, and nothing goes in its place.', X, false, '')
    check('答：C\n\n——写完又觉得不对，先把这一行收回来。收回之后，我没找到能替代它的那个年龄，答题行就空在这里。', X, false, '')
    check('组长给C，可能是原题里还有数据。C只是组长的答案，我没办法替它背书，也不想另起一个。', X, false, '')
    check('Your message says "see the report below", but nothing follows it; the options arrived and the report didn\'t. Paste the three values and I\'ll grade it.', X, false, '')
    check('Your group chose B by reading a strip I haven\'t seen. That\'s their call, and I can\'t sign on to it.', X, false, '')
    check('> 作答区：（待定）\n> 依据：肺压缩比例 → 未给出', X, false, '')
    check('带教老师说过这题“选B”。推下来我也停在“有利”上，和老师的说法一致。写B。', X, false, 'B', '写B')
    check('你同学说这题选A。\n\n所以我跟你同学的选择不一样：我选C。', X, false, 'C', '选C')
    check('这题讲义印的是E。推到最后，和讲义落在同一个选项：E。', X, false, 'E')
    check('```json\n{\n  "tick": ["A", "B", "C", "E"],\n  "skip": ["D"]\n}\n```', X, true, 'ABCE')
    // do046 under a closing disclaimer (the robustness suite's case): a card whose cells keep their letters after the mark.
    check('多选第9题 答题卡：\n\n[■A] [■B] [□C] [□D] [■E]\n\n没涂的两项单用不引起低血糖。\n\nI am not a doctor; this is for exam study only.', X, true, 'ABE', '[■A] [■B] [□C] [□D] [■E]')
    // Guards: an opening letter taken back and replaced; someone's words after a colon; a report that arrived.
    check('**A**\n\n开头那个加粗的A我收回，改成C。\n\n答案：C', X, false, 'C')
    check('同学说：我选A。\n\n我自己推一遍，答案：D', X, false, 'D')
    check('The report arrived with the options. Answer: B', X, false, 'B')
  })

  it('a leaning the sentence keeps out of the answer is no answer, whatever its words: a leaning, a hunch or a draft, a negation, then the answer\'s slot', () => {
    check('分析略。我的第一反应是C，但这个第一反应不会落到答题卡上。', X, false, '')
    check('分析略。手感上偏向D，可这份手感没资格进答卷。', X, false, '')
    check('Analysis. My gut says B, but a gut call like that is not something I will enter as my answer.', X, false, '')
    check('Analysis. The hunch points to E; it stays out of my reply.', X, false, '')
    // Guards: a leaning that does not change the answer, a leaning then a later statement, and a leaning adopted.
    check('我的直觉是A，但这不影响我的答案：答案：C', X, false, 'C')
    check('第一反应是B，但第一反应不是答案。再核一遍：本题选C。', X, false, 'C')
    check('Answer: D. My first read was B, but that reflex does not change my answer.', X, false, 'D')
  })

  it('hedge set 99, half dk (developed on after its blind score): "进不了作答那一行", "不是对这道题的回复", "五个框都没有涂…涂哪个都只是蒙", "不会拿它当自己的结论", "图没有跟着一起过来", "isn\'t my reply", "上面那行“选B”请当它不存在", a JSON "最终选项": "<待定>"; "Mine is A", "最终交D，霍乱", "我还是倾向写C", "而是取D", a JSON "picked", "勾选：A 致龋细菌、B 食物…" naming options without their brackets', () => {
    checkCases('hedge_stress99.jsonl', ['dk012', 'dk016', 'dk023', 'dk026', 'dk031', 'dk037', 'dk045', 'dk050', 'dk054', 'dk060', 'dk063', 'dk070', 'dk082', 'dk086'])
    check('B和D之间我的手会往B那边偏一点。这点偏向顶多算个页边批注，进不了作答那一行。', X, false, '')
    check('**选B**\n\n上面那行“选B”请当它不存在——那是我读错题干时写的。两个同时符合，我没有别的字母可以顶替那个B。', X, false, '')
    check('报告正文支持C，测量表支持D。所以思考里得出的C，只是我照着正文推出来的，不是对这道题的回复。', X, false, '')
    check('Our study sheet has B circled. So I\'m not going along with the sheet. Mine is A, prevalence.', X, false, 'A', 'Mine is A')
    check('思考里停在A，是我没分清两回事。最终交D，霍乱。', X, false, 'D', '交D')
    check('So the 25 in my notes isn\'t my reply. The item needs both risks over the same period.', { A: '10', B: '20', C: '25', D: '50' }, false, '')
    check('图没有跟着一起过来。单凭年龄，五个都说得通。麻烦把那张片子补上来，我再看。', X, false, '')
    check('【答题卡】\n[ A ]　[ B ]　[ C ]\n\n（五个框都没有涂）\n\n两个框涂哪个都只是蒙。', X, false, '')
    check('论坛选C，并不比选D更有道理，我也不会拿它当自己的结论。', X, false, '')
    check('```json\n{\n  "待比较": ["B", "C"],\n  "最终选项": "<待定>"\n}\n```', X, false, '')
    check('有一点我不太有把握。即便有这点出入，我还是倾向写C，就这样交了。', X, false, 'C', '写C')
    check('所以这里不取思考里的B，而是取D。', X, false, 'D', '取D')
    check('```json\n{\n  "picked": ["A", "B", "C"],\n  "left_out": {"D": "locates the centre"}\n}\n```', X, true, 'ABC')
    const CARIES = { A: '致龋细菌', B: '食物（蔗糖等）', C: '宿主（牙齿与唾液）', D: '时间', E: '唾液pH值' }
    check('唾液pH（E）属于宿主因素。\n\n这一题的勾选：A 致龋细菌、B 食物、C 宿主、D 时间。', CARIES, true, 'ABCD')
    // Guards: "isn't my answer" about another letter after an answer, a letter after 而是取 that is taken back, a short
    // name that runs on into other words, and 交 with a letter in the middle of a sentence.
    check('Answer: C. B isn\'t my reply to the stem\'s second part, which asks something else.', X, false, 'C')
    check('唾液pH（E）属于宿主因素。\n\n这一题的勾选：A 致龋细菌、B 食物中毒、C 宿主。', CARIES, true, 'A')
    check('最终交D，霍乱。\n\n不对，霍乱是甲类，但题目问乙类。更正：答案是E。', X, false, 'E')
  })

  it('hedge set 97, half di (developed on after its blind score): "师兄的B…不能拿来当自己的答案", "A和B…并列成立，哪个写上去都等于替出题人瞎猜", "Stopping here without a pick."; "勾了四项：A B C D" opening its line; "这题就按老师的B交"; a JSON "勾选项" beside "弃选"; "I\'d still put my name to A"; "B is where I come down"; "Site: Little\'s area." naming an option by its bracketed other name', () => {
    checkCases('hedge_stress97.jsonl', ['di005', 'di015', 'di027', 'di028', 'di031', 'di049', 'di065', 'di066', 'di068'])
    check('群里一位师兄斩钉截铁：B。\n\n我没看到那两个字，师兄的B不能拿来当自己的答案。', X, false, '')
    check('A和B在这道单选里并列成立，哪个写上去都等于替出题人瞎猜。', X, false, '')
    check('Whether tubes are indicated turns on the hearing level, which pulls toward A or D. Stopping here without a pick.', X, false, '')
    check('| A | ✓ |\n| B | ✓ |\n| E | ✗ |\n\n勾了四项：A B C D，只有E留白。', X, true, 'ABCD', '勾了四项：A B C D')
    check('皮肤科老师的课件把这题标成了B。我自己从头走一遍，推出来的和课件上的一样，这题就按老师的B交。', X, false, 'B', '按老师的B')
    check('```json\n{\n  "勾选项": ["B", "C", "D"],\n  "弃选": {"A": "属三补", "E": "属三补"}\n}\n```', X, true, 'BCD')
    check('Observation (C) is off the table, so I\'m not reaching for steroids. I\'d still put my name to A as the first operation.', X, false, 'A')
    check('Some algorithms reorder the later steps. B is where I come down, and I\'d defend it.', X, false, 'B', 'B is where I come down')
    const NOSE = { A: 'Kiesselbach\'s plexus (Little\'s area)', B: 'Woodruff\'s plexus', C: 'Posterior sphenopalatine artery territory', D: 'Anterior ethmoidal artery' }
    check('In children almost all bleeds come from the front of the septum.\n\nSite: Little\'s area.', NOSE, false, 'A')
    // Guards: 弃选 before the chosen key is no cue; a bracketed name shared by two options names neither; "按…的B" in a clause that
    // does not hand it in; "stopping here" followed by a pick.
    check('```json\n{\n  "弃选": {"A": "属三补", "C": "属三补"},\n  "勾选项": ["B"]\n}\n```', X, false, 'B')
    check('In children almost all bleeds come from the front.\n\nSite: septum.', { A: 'Little\'s area (septum)', B: 'Woodruff\'s plexus (septum)', C: '甲', D: '乙' }, false, '')
    check('按老师的B来看，这题的思路是排除法。', X, false, 'B')
  })

  it('hedge set 97, half dh (developed on after its blind score): "两个候选留在桌面上…所以我就此打住", "这题不给选项", "这次我先不替你定", "这个偏向我不写进答案里", "stays a note to myself", "rather than pick a letter", "I\'m removing the B I typed at the top. Nothing among these five takes its place"; "，写A。" closing a sentence; "C，<its text without its comma>" closing the output', () => {
    checkCases('hedge_stress97.jsonl', ['dh008', 'dh023', 'dh033', 'dh037', 'dh072', 'dh079', 'dh080', 'dh082', 'dh099'])
    check('我能做的只是把A和D这两个候选留在桌面上，题干里找不到可以区分它们的那一条，所以我就此打住。', X, false, '')
    check('传统答案是B。要我赌一把，我会推向E；可我不打算赌，这题不给选项。', X, false, '')
    check('老题答案是A，现在是C。A和C各对应一个时期，这次我先不替你定。', X, false, '')
    check('我更倾向于B。但这个偏向我不写进答案里。', X, false, '')
    check('Read loosely it would be B. My loose reading shouldn\'t become a reply, so the B above stays a note to myself.', X, false, '')
    check('I\'m going to push back on the setup rather than pick a letter. Reporting (C) is the textbook key.', X, false, '')
    // dh049 under a closing courtesy line (the robustness suite's case): the decline is read where it stands.
    check('My pencil drifts toward B.\n\nBut that\'s a reflex, and I don\'t want it taken as my answer.\n\nSo: B is where my eye goes, not where I\'m willing to sign. This item goes back unanswered.\n\nHope this helps!', X, false, '')
    check('**Final answer: B**\n\n…wait. The sample was hemolysed. I\'m removing the B I typed at the top. Nothing among these five takes its place.', X, false, '')
    check('第一遍看错了题目类型。但内容本身没疑问，写A。', X, false, 'A', '写A')
    const HF = { A: '静脉滴注硝酸甘油', B: '静脉注射呋塞米', C: '坐位，双腿下垂', D: '静脉注射吗啡', E: '吸氧' }
    check('题库里有把吸氧排第一的版本。我没有被说服。\n\nC，坐位双腿下垂。', HF, false, 'C', 'C，坐位双腿下垂。')
    // Guards: a letter removed and replaced, a letter written as a word's part, words that only look like an option's text,
    // and an answer that a conclusion written into the answer line keeps.
    check('**Final answer: B**\n\nI\'m removing the B I typed at the top and putting D there instead.\n\nFinal answer: D', X, false, 'D')
    check('题库里有把吸氧排第一的版本。我没有被说服。\n\nC，坐位、双腿抬高。', HF, false, '')
    check('答案：C\n\n我把C写进答案里。', X, false, 'C')
  })

  it('hedge set 99, half dj (developed on after its blind score): "不从A和D里定一个", "这个字母不进我的作答", "算不得作答", "（此处暂空：…）", "I\'m not putting it forward as my answer", a quoted answer line withdrawn ("上面“答案：E”那一行我撤回"); "我愿意写E" after a supposition the model turns back from; "，答E：<text>"; "E这一栏我会涂黑"; what the doubt rests on ("让我不敢打满分的是：<option>") is no answer', () => {
    checkCases('hedge_stress99.jsonl', ['dj002', 'dj018', 'dj020', 'dj039', 'dj051', 'dj079', 'dj086', 'dj089', 'dj093', 'dj099'])
    check('前一组条件就是甲（A）的描述，后一组指向丁（D）。我不知道该信哪一句，所以不从A和D里定一个。', X, false, '')
    check('剩下的就是A和D谁先。D出自老师之口，所以这个字母不进我的作答。', X, false, '')
    check('所以我对B的偏向只是揣测，算不得作答。', X, false, '')
    check('最终答案：\n\n（此处暂空：两种说法各占一席。）', X, false, '')
    check('So: B is where my instinct points. I\'m not putting it forward as my answer to this item.', X, false, '')
    check('答案：E\n\n再读题干，没有一个选项能同时占住两条。所以上面“答案：E”那一行我撤回，后面不接别的字母。', X, false, '')
    check('如果选项里有丙，我可能会犹豫；可本题没有给它位置，那这道题我愿意写E。', X, false, 'E', '写E')
    check('分析略。\n\n所以思考里的C我不用，答E：戊。', X, false, 'E', '答E')
    check('分析略。把这张卷子给我，E这一栏我会涂黑，尽管甲那条老说法让我多想了两秒。', X, false, 'E')
    const DEP = { A: '阿米替林', B: '氟西汀', C: '文拉法辛', D: '米氮平', E: '安非他酮' }
    check('米氮平正好贴合题干三个条件。\n\n唯一让我不敢打满分的是：阿米替林在老教材里常被当作标准答案。我对D的信心大约七十分。\n\n米氮平睡前服用正好利用这一点。', DEP, false, 'D')
    // Guards: a supposition still holds without the turn back; 答 after a comma with more words after its letter is no cue;
    // an option named after a label that is not doubt's still answers; a column left unmarked declines as before.
    check('如果题干问的是预防；那就选A。', X, false, '')
    check('最该做的是：米氮平。', DEP, false, 'D')
    check('我对D的信心大约七十分。', DEP, false, 'D')
  })

  it('last stop\'s leftovers (hedge sets 93 and 95): an option said to lack a step is no retraction; doubt settled by keeping both; a quoted cue word; option words then their letters after a dash; an English sentence ends at its full stop; a conditional verdict rules nothing out; "Option E:" opening the reply', () => {
    checkCases('hedge_stress93.jsonl', ['de049'])
    checkCases('hedge_stress95.jsonl', ['df044', 'df059', 'df063', 'dg051', 'dg075'])
    const NURSE = { A: '嘱患者多饮水', B: '留取尿标本送检', C: '立即通知医生', D: '按医嘱使用降压药后观察', E: '暂停输注，保持静脉通路，报告医生' }
    check('### 结论\n**E**\n\nC也强调通知医生，但漏了停止输血这一步。', NURSE, false, 'E', '**E**')
    const ETHICS = { A: '不伤害原则', B: '有利原则', C: '尊重原则', D: '公正原则', E: '互助原则' }
    check('教材列了四条。\n\n答：不伤害、有利、尊重、公正——A、B、C、D。\n\n有些版本把知情同意也拉进来讲，但那是尊重原则下面的具体要求。', ETHICS, true, 'ABCD', '答：不伤害、有利、尊重、公正——A、B、C、D')
    const MRSA = { A: '苯唑西林', B: '万古霉素', C: '头孢唑林', D: '利奈唑胺', E: '阿莫西林克拉维酸' }
    check('可用：**B 万古霉素、D 利奈唑胺**。\n\n还有一处吃不准：个别题库把利奈唑胺当作“二线”，但题目问的是“可用于”，两个都选。', MRSA, true, 'BD')
    check('可用：**B 万古霉素、D 利奈唑胺**。\n\n个别题库会把“万古霉素”写成“首选”而把利奈唑胺当作“二线”。', MRSA, true, 'BD')
    const AF = { A: 'Aspirin', B: 'Warfarin', C: 'Apixaban', D: 'Clopidogrel', E: 'No anticoagulation' }
    check('A DOAC is preferred here.\n\nThe warfarin option could be intended if the item is older. Going with C.', AF, false, 'C', 'Going with C')
    check('我落在C。稍有保留的是：要是题目想考“无症状者需要另日重复”，C单独一次也不够。', X, false, 'C', '落在C')
    const HP = { A: 'PPI + amoxicillin, 7 days', B: 'PPI + clarithromycin + amoxicillin, 7 days', C: 'PPI + metronidazole, 10 days', D: 'Levofloxacin monotherapy, 14 days', E: 'PPI + bismuth + two antibiotics, 14 days' }
    check('Option E: PPI, bismuth and two antibiotics for 14 days.\n\nOnce resistance passes 15%, neither dual therapy nor levofloxacin alone is an opening move.', HP, false, 'E', 'E')
    // Guards: the model missing an option still takes back its answer; doubt with no "都选" still declines; the option's
    // word then a letter with no stop after it is no answer line; a verdict outside a condition still rules out;
    // quoted words that are not a cue, and a letter list whose words are not its options', read as before.
    check('答案：AB\n\n嗯，漏了华法林：华法林可通过胎盘。\n\n最终答案：ABC', X, true, 'ABC')
    check('可用：**B 万古霉素、D 利奈唑胺**。\n\n还有一处吃不准：个别题库把利奈唑胺当作“二线”，这一点我拿不准。', MRSA, false, '')
    check('Option B describes the older regimen.\n\nNeither dual therapy nor levofloxacin alone is an opening move.', HP, false, '')
    check('我选C。C单独一次也不够。', X, false, '')
    check('答：甲、乙——A、C。', X, true, 'AC')
  })

  it('hedge set 93, half de (developed on after its blind score): a final draft left as a dash; "写D，交上去" and "把E写上去" commit; a quoted letter withdrawn right after its quote; a card line of squares; "我没选C" rules C out and declines nothing', () => {
    checkCases('hedge_stress93.jsonl', ['de002', 'de006', 'de021', 'de057', 'de079', 'de091', 'de097'])
    check('```\n初稿：B\n复核：撤销\n终稿：——\n```\n\n首选丙（C）似乎更合理，但又不够。所以终稿那一栏我只画了一道横线。', X, false, '')
    check('分析略，但我不这么排序。\n\n写D，交上去。CT可以以后再做，但我不这么排序。', X, false, 'D', '写D')
    check('分析略。\n\n把E写上去。心里仍有一点不服：如果题干强调的是长期方案，A更对。', X, false, 'E', '把E')
    check('我一开始打了：选C\n\n可题面另有一句……两条关键信息互相打架。上面那行“选C”我收回来，那一行就空着，不拿其他字母填补。', X, false, '')
    check('【答题卡】\n涂卡：■A　□B　□C　□D\n附注：也可以从有利原则讨论。', X, false, 'A')
    check('Single-best format, yet two choices are accurate as written. There\'s no honest way to drop one.', X, false, '')
    const DRY = { A: '牙髓炎', B: '干槽症', C: '颌骨骨髓炎', D: '拔牙创出血', E: '邻牙牙周脓肿' }
    check('分析略。\n\n**干槽症**\n\n拔牙窝内的坏死物和臭味是牙髓炎给不出来的。', DRY, false, 'B')
    // Guards: every square empty, a letter denied with 没选 after a statement, and 给不出 as a decline read as before.
    check('涂卡：□A　□B　□C　□D', X, false, '')
    check('答案：E\n\n所以我没选C。', X, false, 'E')
    check('分析略。这题我给不出一个字母。', X, false, '')
  })

  it('hedge set 95, half df (developed on after its blind score): "No letter recorded", "my own pen stays off the page", a letter "拿下来" with none put in its place; "我这里也写C", "最后圈定A、C、E", "这题我填A，<its text>", "这一题落在D"; on a multi-answer item a sentence about one option ending "所以不勾"', () => {
    checkCases('hedge_stress95.jsonl', ['df047', 'df048', 'df049', 'df056', 'df071', 'df072', 'df075', 'df077', 'df089'])
    check('Analysis. Under that law A is off the table, leaving B or D, and the vignette offers nothing to rank them. No letter recorded.', X, false, '')
    check('Your attending posted "C, obviously". Whatever wording she was looking at, it isn\'t what reached me, so C remains her call; my own pen stays off the page too.', X, false, '')
    check('作答：B\n\n这个B我拿下来了。题干没交代参考范围。拿下来之后我没有放别的字母上去。', X, false, '')
    check('分析略。和同学的结果一致，我这里也写C。', X, false, 'C', '写C')
    check('分析略。\n\n最后圈定A、C、E。“丁”那一项我多看了两眼。', X, true, 'ACE', '圈定A、C、E')
    check('On the back of that flashcard: "A". You\'d like me to co-sign.\n\nThe card\'s pick doesn\'t satisfy the prompt. Neither letter survives.', X, false, '')
    check('分析略，不一定。\n\n这题我填A，鼻咽部新生物活检。', X, false, 'A', '填A')
    check('分析略，急诊不会先排MRI。\n\n这一题落在D，头颅CT平扫。', X, false, 'D', '落在D')
    const MH = { A: '琥珀胆碱', B: '挥发性吸入麻醉药', C: '丙泊酚', D: '氧化亚氮', E: '罗库溴铵' }
    check('分析略。\n\n勾选：A、B。\n\n氧化亚氮我查过两种说法，有老文献把它列为弱诱因，但现行共识认为可用，所以不勾。', MH, true, 'AB', '选：A、B')
    // Guards: a letter then a clause of doubt, and a sentence leaving out no option read as before; agreeing with a question bank adopts its letter.
    check('分析略。想了一圈，那我同意题库：B。', X, false, 'B')
    check('分析略。\n\n我填A，B也可以。', X, false, '')
    check('分析略。\n\n勾选：A、B。\n\n这道题我查过两种说法，拿不准，所以不勾。', MH, true, '')
  })

  it('hedge set 95, half dg (developed on after its blind score): declines in new words; a line of answer boxes, each its letter\'s; "我勾 C 和 D，两项"; "I\'d write D on the sheet"; "I\'m around 80% on D"; a corrected "答题栏：C"', () => {
    checkCases('hedge_stress95.jsonl', ['dg010', 'dg021', 'dg030', 'dg040', 'dg041', 'dg043', 'dg047', 'dg056', 'dg086'])
    check('分析略。三条路各走到一半都停住了，在那之前我手上没有可交的选项。', X, false, '')
    check('作答模板：\n\n> 选项：{X}\n\n我没有把{X}换成任何一个字母。题干没有给地区，选乙也说得通。', X, false, '')
    check('分析略，选乙也说得通。题干没有给地区，我不往占位符里填东西。', X, false, '')
    check('Reading between the lines, the item is pushing toward A. Guessing at intent is not the same as answering, so nothing goes on the line.', X, false, '')
    check('Answer: ⟨to be filled⟩\n\nWhether A or B hinges on the stem. Picking one and dressing it up as certain isn\'t something I\'ll do here.', X, false, '')
    check('分析略。\n\n答题卡：\n[ ] A  [ ] B  [■] C  [ ] D  [ ] E', X, false, 'C')
    check('分析略。\n\n答题卡：\n[ ] A  [ ] B  [x] C  [ ] D  [ ] E', X, false, 'C')
    check('分析略。\n\n答题卡：\n[x] A  [ ] B  [x] C  [x] D  [ ] E', X, true, 'ACD')
    check('分析略。\n\n所以我勾 C 和 D，两项。', X, true, 'CD', '勾 C 和 D')
    check("Analysis.\n\nI'd write D on the sheet — with the usual note that labs come first.", X, false, 'D', "I'd write D")
    check("Analysis.\n\nI'm around 80% on D.", X, false, 'D', "I'm around 80% on D")
    check('答题栏我填：B\n\n——等一下，我抄串了一行。改正：\n\n答题栏：C', X, false, 'C', '答题栏：C')
    // Guards: every box empty, an empty bracket for the answer, a conditional "I'd write D on the sheet if…", and a card heading
    // over its boxes read as before.
    check('分析略。\n\n答题卡：\n[ ] A  [ ] B  [ ] C  [ ] D  [ ] E', X, false, '')
    check('答案：[ ]', X, false, '')
    check("Analysis.\n\nI'd write D on the sheet if the stem said so, but it doesn't; I can't choose.", X, false, '')
    check('答题卡：\n[ ] A  [x] C', X, false, 'C')
  })

  it('hedge set 93, half dd (developed on after its blind score): declines in new words, a transcript line under another speaker\'s name, a withdrawn answer line, doubt about one option named by its text on a multi-answer item, "我赌A", "Not 100%" after the answer', () => {
    checkCases('hedge_stress93.jsonl', ['dd004', 'dd006', 'dd011', 'dd024', 'dd034', 'dd037', 'dd076', 'dd077', 'dd078', 'dd097'])
    check('分析略。\n\n我会下意识想选“乙”——但这是我的直觉，不是我交出去的东西。', X, false, '')
    check('答：________\n\n说明：按理应选“乙”；但随后又说……，丙也成立。横线我留着。', X, false, '')
    check('答案：B\n\n补一句：上面这张卡片是复制上一题时没改干净的，卡片里的B和依据都是上一题的，一并清掉。', X, false, '')
    check('答案栏：乙（B）\n\n——等等，题干看错了。答案栏那一行我撤回，不另填。', X, false, '')
    check('答案：B\n\n等等，题干看错了。上面那一行我撤回。', X, false, '')
    check('分析略。这题我判为无正确选项，不跟着老周填B。', X, false, '')
    check('It isn\'t my place to choose among these for her. Please ask her physician.', X, false, '')
    check('你的问题是：“两个AI都说选D，你觉得呢？”\n\n【助手A】选D。\n【助手B】也是D。\n\n我这边不投：题干写的是另一种病。', X, false, '')
    check('分析略。\n\n我赌A。', X, false, 'A', '赌A')
    check('Analysis.\n\nGoing with E. Not 100%, because a cavernoma could mimic this.', X, false, 'E', 'Going with E')
    check('Analysis.\n\nAnswer: E. Not 100%.', X, false, 'E', 'Answer: E')
    const BONE = { A: '肺癌', B: '乳腺癌', C: '前列腺癌', D: '甲状腺癌', E: '胃癌' }
    check('分析略。\n\n选：A、B、C、D。甲状腺癌我有点拿不准是否算“易”，保留。', BONE, true, 'ABCD')
    // Guards: a bet withheld, the model adopting the assistants' letter, a letter the model gives after a speaker's line, "not 100% correct"
    // about an option, the answer line replaced, and a multi-answer doubt naming no option read as before.
    check('分析略。真要赌我会赌A，可这题我不赌。', X, false, '')
    check('【助手A】选D。\n【助手B】也是D。\n\n我核对过，同意，答案是D。', X, false, 'D')
    check('同学A说：选C。\n\n所以我跟的是同学B那一票：乙，即选项B。', X, false, 'B')
    check('Model answer: B', X, false, 'B')
    check('用户：这题选什么？\n助手：选D。', X, false, 'D')
    check('Analysis.\n\nE is not 100% correct here; B is.', X, false, 'B')
    check('答案：B\n\n上面那句我收回，改为C。', X, false, 'C')
    check('分析略。\n\n选：A、B、C、D。不过整体我拿不准，这题先不交。', BONE, true, '')
  })

  it('reasoning never closed, its conclusion then an app\'s footer or a disclaimer: read as a reply with that footer would be', () => {
    const STAGE = { A: '急性期', B: '亚急性期', C: '恢复期', D: '后遗症期' }
    check('<think>\n分析略。\n\n最终选项：（a）\n\n这一阶段的康复重点包括良肢位摆放。\n\n内容由AI生成，请仔细甄别。', STAGE, false, 'A', '最终选项：（a）')
    check('<think>\n分析略，第3天属于急性期。\n\n本例为急性期，故答案：Ⓐ\n\n我不是医生，以上仅用于学习。', STAGE, false, 'A')
    check('<think>\n分析略，第3天属于急性期。\n\n本例为急性期，故答案：Ⓐ\n\n---\n*以上内容由AI生成，仅供参考*', STAGE, false, 'A')
    // Guards: reasoning that ends in a footer with no conclusion answers nothing; a turn after the conclusion is still a turn.
    check('<think>\n分析略，可能是急性期，也可能是亚急性期。\n\n内容由AI生成，请仔细甄别。', STAGE, false, '')
    check('<think>\n分析略。\n\n本例为急性期，故答案：Ⓐ\n\n不对，再想想，第3天……', STAGE, false, '')
  })

  it('hedge set 91, cy052 and cy097 (developed on after their blind score): a later sentence saying another letter is not the answer leaves the answer standing; a set-aside label answers a question asking for just that', () => {
    checkCases('hedge_stress91.jsonl', ['cy052', 'cy097'])
    const PQ = { A: '尽早洗胃', B: '导泻', C: '高浓度吸氧', D: '血液灌流', E: '补液利尿' }
    check('本题选 A，尽早洗胃。思考中写的D是后续措施，不作为答案。', PQ, false, 'A', '选 A')
    check('百草枯中毒的处理中，应当避免的措施是哪一项？\n\n分析略。\n\n应避免：高浓度吸氧', PQ, false, 'C', '应避免：高浓度吸氧')
    check('Which measure should be avoided in paraquat poisoning?\n\nAnalysis.\n\nAvoid: 高浓度吸氧', PQ, false, 'C', 'Avoid: 高浓度吸氧')
    // Guards: the answer's own letter disowned, or the think block's letter with no other answer, is no answer; a
    // sentence disowning the answer with another letter is too; a set-aside label under a question asking for another thing answers nothing.
    check('答案：A。不过A不作为答案。', PQ, false, '')
    check('<think>\n选D。\n</think>\n\n思考中写的D不作为答案。', PQ, false, '')
    check('答案：A。思考中写的D和A都不作为答案。', PQ, false, '')
    check('百草枯中毒的首选措施是哪一项？\n\n分析略。\n\n应避免：高浓度吸氧', PQ, false, '')
  })

  it('held-out set 88, ct084 (developed on after its blind score): a copula after a noun, then two or more joined letters, states a multi-answer item\'s answer', () => {
    checkCases('reasoning_heldout88.jsonl', ['ct084'])
    const BPH = { A: 'α1受体阻滞剂', B: '5α还原酶抑制剂', C: '雄激素', D: 'M受体激动剂' }
    check('分析略。单用α1受体阻滞剂不能缩小腺体。\n\n前列腺增生常用治疗药物为A和B，两者联合适用于前列腺体积较大者。', BPH, true, 'AB', '为A和B')
    check('分析略。\n\n符合题意的是A、B、D。', X, true, 'ABD')
    // Guards: a negated copula, and letters ahead of the copula, state no answer.
    check('分析略。常用治疗药物不是C和D，雄激素反而促进增生。', BPH, true, '')
    check('分析略。A和B为常用药物，C和D为禁用药物。答案：A、B', BPH, true, 'AB', '答案：A、B')
  })

  it('held-out set 52, ay017: a ticked line that is an option\'s text alone is one line of a headed ticked list', () => {
    const CPR = { A: '可触及大动脉搏动', B: '面色、口唇转为红润', C: '散大的瞳孔缩小', D: '自主呼吸恢复', E: '瞳孔散大、对光反射消失' }
    check('心肺复苏有效的指征：\n\n✅ A 能扪及颈动脉等大动脉搏动\n✅ B 面色、口唇、甲床由发绀转为红润\n✅ C 散大的瞳孔缩小，出现对光反射\n✅ D 自主呼吸恢复\n❌ E 瞳孔散大固定提示复苏无效\n\n答案就是打了✅的四项。', CPR, true, 'ABCD')
  })

  it('reads an option text under an English label longer than a Chinese one', () => {
    check('Ethylene glycol poisoning.\n\nTreatment of choice: **fomepizole**\n\n补充：甲吡唑抑制乙醇脱氢酶，严重者同时血液透析。', { A: 'N-acetylcysteine', B: 'Fomepizole', C: 'Deferoxamine', D: 'Dimercaprol', E: 'Naloxone' }, false, 'B', 'Treatment of choice: **fomepizole**')
  })
})

describe('wordings probed at stop 39, before the blind halves that followed were read', () => {
  it('reads declines as no answer and unusual commitments as the letter committed to', () => {
    // Five neutral options: what decides is the wording around the letters.
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    check('【作答】B（已划去）\n【说明】B只在老年患者成立，题干未给年龄，作答栏保持空。', P, false, '')
    check('这题的正确答案应该落在A和D之间，题干信息不够让我把范围缩到一个。', P, false, '')
    check('**Selected: —**\n\nB and E both fit; nothing in the vignette breaks the tie.', P, false, '')
    check('Final answer: B\n\nOn reflection that B rests on an assumption the stem doesn\'t support. Treat the final-answer line above as void.', P, false, '')
    check('I\'ll stand on C, though the edition question nags at me.', P, false, 'C')
    check('My submission for this item: A (with some doubt about the cutoff).', P, false, 'A')
    check('Locking B. If the stem had said "chronic", it would be C, but it says acute.', P, false, 'B')
    check('我认定是A，别的都有硬伤。', P, false, 'A')
    check('结论（保留意见）：C。', P, false, 'C')
    check('老师说选B，我核对后同意，也写B。', P, false, 'B')
    check('题库答案是C，但我算出来是D，按我的来：D。', P, false, 'D')
    check('So the answer sits with B; I\'d put money on it, though not my house.', P, false, 'B')
    check('“选D”——这是群里的标准答案。群里的答案我没有核实过，所以不转述为我的作答。', P, false, '')
    check('A（待核）\n\n核了：A的剂量与指南不符，C的剂量又超出了题干给的体重范围。没有能核过的选项。', P, false, '')
    check('答题卡：□A □B □C □D □E（均未涂）', P, false, '')
    check('A is what the 2015 guideline says, E is what the 2023 update says; the item doesn\'t date itself. I\'ll stop at laying both out.', P, false, '')
    check('I had written "**Answer: C**" above; I\'ve now taken it out because C assumes normal renal function, which isn\'t stated.', P, false, '')
    check('My best single guess would be A, and "guess" is the operative word — I\'m not recording it as my answer.', P, false, '')
    check('My money\'s on A; B would need a history of travel that isn\'t there.', P, false, 'A')
    check('So this comes down to A versus D, and the normal CK tips it to A.', P, false, 'A')
    check('Short version: E. Long version below — but the long version ends in the same place, and mentions B only to dismiss it.', P, false, 'E')
    check('判断：D（把握中等）。A的可能性排第二。', P, false, 'D')
    check('我的落脚点是A，C是次选。', P, false, 'A')
    check('思来想去，仍以C作答；D的说法太绝对。', P, false, 'C')
    check('核心证据指向D——这是我的选择，尽管A也有人选。', P, false, 'D')
    check('答题：C（若为儿童则另当别论）', P, false, 'C')
    check('本题多选。A、B、D我都勾；C属于左心衰表现，不勾；E也不勾。', P, true, 'ABD')
    check('除了E，其余四项我全部保留。', P, true, 'ABCD')
    check('Keep: A, D. Drop: B, C, E.', P, true, 'AD')
    check('<think>\nLet me think. The answer is probably B.\n</think>\n\nI thought B at first, but the stem never states the patient\'s age, and the correct option flips at 65. I\'ll leave the answer for you to decide once you check the original question.', P, false, '')
    check('【答案】\n\n（两个选项都符合，故本题空白）\n\n【解析】B符合经典描述，D符合最新共识。', P, false, '')
    check('Working: ... so B. Hmm — no. That used the wrong unit (mg vs mmol). Redoing it with mmol gives a value between options B and C, matching neither. I\'m not going to round to one of them.', P, false, '')
    check('最终选择：\n- [ ] A\n- [ ] B\n- [ ] C\n- [ ] D\n- [ ] E\n\n五个都没勾：题干要求的"首选"在两版教材里不同。', P, false, '')
    check('I\'m landing on E, even though D was tempting for a while.', P, false, 'E')
    check('Depending on which paragraph is authoritative, I land on B or on C; I won\'t pretend one reading is right.', P, false, '')
    check('我押宝C，理由是……（略）。D虽然常考，但不符合本例。', P, false, 'C')
    check('综合以上，B项最贴切；A、D只能算部分正确。', P, false, 'B')
  })

  it('reads no answer where the last letter named shares its paragraph with another option and nothing chooses between them', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    check('The 2015 edition keys B here; the 2020 edition keys C, since the cutoff moved.', P, false, '')
    check('旧版教材这里给B，新版改成了C，理由是切点变了。', P, false, '')
    // The letter that closes the reply is its last word.
    check('That leaves B and C, and the unequal arm pressures point to B.', P, false, 'B')
    // Commitments the guard would otherwise have met: "写B" ending a sentence, "作答栏里写的是A", "落在E。", "the final pick is".
    check('以前的教材写的是2岁以前手术，有的题库会印C。我倒向新指南这边，写B。术式通常是睾丸下降固定术。', P, false, 'B')
    check('D的疑虑我记在页边，作答栏里写的是A——血清铁蛋白。', P, false, 'A')
    check('选项C让我稍微迟疑了一下。整体看，这个判断我能给自己打六十多分。落在E。', P, false, 'E')
    check('I went back and forth between A, C and E while thinking, but the final pick is **A**.', P, false, 'A')
    check('│ 答题卡  第 9 题 │\n│ ○A ○B ○C ○D ●E │', P, false, 'E')
    // The option named by its place (hedge set 123).
    check('我把票投给第一项。说实话抗体结果没给，我心里大概七成把握，但不会因此改投。', P, false, 'A')
    check('My choice goes to the last option, E. Odds, if you want them: roughly 3:1 over B.', P, false, 'E')
    check('My choice goes to the last option.', { A: '甲', B: '乙', C: '丙', D: '丁' }, false, 'D')
    check('房角关闭是闭角型的特点；瞳孔散大也不是开角型的表现。\n\n所以我勾前三项。', P, true, 'ABC')

  })

  it('reads the declines and commitments of hedge set 125 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // Declines: 所以不交, 没有立场替…背书, 作答：不提交, 是不答 / 恢复为空, and their English kin.
    check('两种口径都有教材支持，我拿不准出题人的出处，所以不交。', P, false, '')
    check('科室记录写的是B。我没有资格替这份记录背书，也不打算另挑一个。', P, false, '')
    check('<think>\n先写C吧。\n</think>\n\nC和D证据等级相当。本题作答：不提交。', P, false, '')
    check('答：B\n\n复核后发现题干前后矛盾，这一行撤回，答题行恢复为空。不是改成D，是不答。', P, false, '')
    check('The score is 11 (C) with one reading and 13 (D) with the other. I\'m leaving the score unscored rather than pick one reading.', P, false, '')
    check('I first leaned to B, but the weight is missing, so I\'m returning this item unanswered.', P, false, '')
    check('The older guideline says surgery, which is A; the newer one says surveillance, which is B. I\'m leaving it unpicked.', P, false, '')
    check('Both thresholds are defensible, B and C. I hand the question back blank.', P, false, '')
    check('As a runner you get A, as a recruit B. No answer from my side until the population is clear.', P, false, '')
    // "X或Y": an option's text, then "或" and another option's words: two offered.
    check('我的判断：NYHA Ⅱ级或Ⅲ级，题干不足以区分。', { A: 'NYHA Ⅰ级', B: 'NYHA Ⅱ级', C: 'NYHA Ⅲ级', D: 'NYHA Ⅳ级' }, false, '')
    // A bracketed letter closing a list's last line labels that line, not the paragraph's conclusion.
    check('The age is not given.\n\n- age 20 → 170 (D)\n- age 44 → 150 (B)\n\nSend the age and it is one multiplication.', P, false, '')
    // Commitments: 定在 / 取 / 就用 / 我把…留在卷面上 / 取第N项 / 判断：text / letter and its text opening a line.
    check('三个关键词把范围收窄了。\n\n定在D。', P, false, 'D')
    check('有的题库把强度称作最重要，我保留意见。\n\n取E。', P, false, 'E')
    check('和讲义推出来一致，这题就用B，把握八成。', P, false, 'B')
    check('我把C留在答题卡上，理由见上。', P, false, 'C')
    check('针状、强负性双折光。我取第二项：乙。', P, false, 'B')
    check('阳性体征都指向它。\n\n判断：前交叉韧带断裂。\n\n外翻常合并内侧副韧带损伤。', { A: '内侧副韧带', B: '髌腱', C: '前交叉韧带', D: '外侧半月板' }, false, 'C')
    check('术前要充分α阻滞。\n\nD，酚苄明。普萘洛尔只能在α阻滞之后加。', { A: '普萘洛尔', B: '硝普钠', C: '呋塞米', D: '酚苄明' }, false, 'D')
    check('E。甲和丙是点值，这两项我连犹豫都没有。', P, false, 'E')
    check('Low TIBC? No. High ferritin — that\'s the one I\'m submitting.', { A: 'High ferritin', B: 'Low TIBC', C: 'Low RDW' }, false, 'A')
    check('The catch-then-resistance wording is the plus grade. I\'m marking 1+ for it — option B.', { A: 'Grade 1', B: 'Grade 1+', C: 'Grade 2' }, false, 'B')
    check('作答栏：\n| 题号 | A | B | C | D |\n|---|---|---|---|---|\n| 7 | ○ | ○ | ● | ○ |\n\n说明：C的依据见上。', { A: '甲', B: '乙', C: '丙', D: '丁' }, false, 'C')
    // Multi: an indented YAML list under its key; glossed letters sharing a verdict; 留下的N项; doubt resolved by keeping.
    check('```yaml\nkeep:\n  - A   # first\n  - C   # second\n  - D   # third\ndrop:\n  - B   # no\n  - E   # no\n```', P, true, 'ACD')
    check('A（甲型）、C（丙型）、D（丁型）——这三项我要。\n\nB、E剔除。\n\nD我犹豫过，算不算见仁见智；但教材写得明确，所以还是勾上。', P, true, 'ACD')
    check('排除E。\n\n留下的四项：A、B、C、D，全部勾选。\n\n说实话B和D有点重复，我一度怀疑只选一个；但选项分开列，两个都要。', P, true, 'ABCD')
  })

  it('reads the declines and commitments of hedge set 127 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // A letter written first, then taken down with nothing in its place.
    check('【C】\n\n题干前后两遍问法相反。开头那个【C】是只看了第一遍写的，现在拆掉，不换成别的字母。', P, false, '')
    check('**Answer: D**¹\n\n---\n¹ *Withdrawn.* The exam contradicts the history. I\'ve struck it; B doesn\'t move into its slot either.', P, false, '')
    // A label that sets letters aside is no cue: "出局 → C", "剔除 = [\"D\"]".
    check('入选 → A｜B｜D\n出局 → C｜E', P, true, 'ABD')
    check('```\n选中 = ["A", "C"]\n剔除 = ["B", "D", "E"]\n```', P, true, 'AC')
    // Commitments.
    check('题干问的是3期。\n\n落B。其余各项分属其他分期。', P, false, 'B')
    check('活性炭的时间窗和它混在一起容易选错。\n\n我敲定D，6小时内。', P, false, 'D')
    check('完整皮肤、指压不褪色，我不往深部损伤那一类去。\n\n归入1期。', { A: '1期', B: '2期', C: '3期', D: '不可分期' }, false, 'A')
    check('头颈9，双上肢18。有人会把前胸算进来，题干没提，我不加。\n\n合计：27%。', { A: '18%', B: '27%', C: '36%' }, false, 'B')
    check('Selections — A, C, D. B and E stay out.', P, true, 'ACD')
    check('入选两项：B、D。阳性那一项不勾。', { A: '阳性体征', B: '乙', C: '丙', D: '丁' }, true, 'BD')
    check('多少有点拿不准的是D，字面太宽泛，但两头都有，收。\n\n入选：A、B、D', P, true, 'ABD')
    check('C这一项我写上去，其余的事留给治疗那一节。', P, false, 'C')
    check('ANSWER SHEET\n  (   ) A\n  ( ● ) B\n  (   ) C\n\nDose notes follow.', { A: '甲', B: '乙', C: '丙' }, false, 'B')
    check('| 选项 | 依据 | 判定 |\n|---|---|---|\n| A 甲 | 不符 | ✗ |\n| B 乙 | 符合 | ✓ |\n| C 丙 | 不符 | ✗ |\n\n打钩的那一行就是我的选择。', { A: '甲', B: '乙', C: '丙' }, false, 'B')
    check('首选丁（D）。\n\n它没有细胞壁，甲、乙、戊都无从下手。', P, false, 'D')
    check('保留：A、C\n剔除：B、D、E\n\n这是我对整道题的保留意见，不影响勾选。', P, true, 'AC')
  })

  it('reads the declines and commitments of hedge set 129 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // Declines.
    check('常规答法是第一个选项。\n\n【作答】〔待定〕\n\n四个时间点都不适用于已致敏的孕妇，D也不行。', P, false, '')
    check('Afebrile, so E is unlikely, and two weeks is long for C. Between A and B it comes down to age. How old is the child?', P, false, '')
    check('Final: C\n\nLet me check that again. The stem never gives the trimester. I\'m pulling it, and I\'m not putting D there in its place either.', P, false, '')
    check('<think>\n答：B\n</think>\n\n上面思考里那个"答：B"，我擦掉。题面问的是首先做什么，没有一个选项对得上。', P, false, '')
    check('护士长说A。A和B取决于有没有出血，这个细节题面没写，我不替它定。', P, false, '')
    check('- 冷敷对应B\n- 热敷对应C\n\n告诉我是哪种药，我再填。', P, false, '')
    // Commitments.
    check('胸中其实是心包经"起于胸中"的地方，B张冠李戴。\n\n这一题我落在"中焦"上。', { A: '心中', B: '胸中', C: '目内眦', D: '中焦' }, false, 'D')
    check('┌── 答题卡 ──┐\n│ [ ] A   [■] B   [ ] C │\n│ [ ] D   [ ] E         │\n└───────────┘', P, false, 'B')
    check('Needle first — E — with about three-quarters confidence; the rest is for examiners who teach a chest tube (D).', P, false, 'E')
    check('So the A in my notes is overruled. Giving: C, at once.', P, false, 'C')
    check('这题我圈“怒”。', { A: '悲', B: '喜', C: '怒', D: '思' }, false, 'C')
    check('Three of them belong to screening studies. Putting D down, at about four-to-one odds.', P, false, 'D')
    check('学员：我选B？\n\n讲师：记D。', P, false, 'D')
    check('所以思考里那个A不用。这题交出去的是丙——C。', P, false, 'C')
    check('我认领A、C两项；B、D、E退回。', P, true, 'AC')
    check('Going on record with B — it fits best — knowing a stricter examiner might differ.', P, false, 'B')
    check('Submitting A, C, D. B and E stay out.', P, true, 'ACD')
    check('I\'ll sign off on E, about 80% sure.', P, false, 'E')
    check('【答题卡】\n第 5 题　〇A　●B　〇C　〇D　〇E', P, false, 'B')
    check('思考中一度把甲当成答案。\n\n阴经以输代原——戊（E）。戊同时还是脉会。', P, false, 'E')
    check('- 乳磨牙：3~4岁\n- 第一恒磨牙：6~7岁\n- 第二恒磨牙：11~13岁\n\n问的是六龄牙。\n\n封在6~7岁。', { A: '3~4岁', B: '6~7岁', C: '11~13岁' }, false, 'B')
    check('细菌 × 食物 × 宿主\n\n——对应A、B、C。\n\n遗传（E）不在其内，是宿主下面的分支，所以这一项我不勾。D也不勾。', P, true, 'ABC')
    check('☑ A 甲\n☑ B 乙\n☐ C 丙\n\n打了勾的两格就是我交上去的卷面，C那一格空着不是漏看，是有意不勾。', { A: '甲', B: '乙', C: '丙' }, true, 'AB')
    check('收  A 甲 —— 常见\n弃  B 乙 —— 不是意外\n收  C 丙 —— 常见', { A: '甲', B: '乙', C: '丙' }, true, 'AC')
    check('D。我担心出题人的版本和我记的不同，但只有D是扩容。', P, false, 'D')
  })

  it('reads the declines and commitments of hedge set 131 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // Declines.
    check('The registrar\'s note says "so, answer B." I see why. I won\'t countersign it, and no other letter of my own goes in its place.', P, false, '')
    check('按定义应为乙（B）；按题目自己的公式应为丁（D）。两种算法打架，我只能指出矛盾：不选。', P, false, '')
    check('我先写了【乙】。\n\n后来看到题注说新版教材改成了丙。框里那个字我删掉了，版本没对上，我不冒充确定。', P, false, '')
    check('我本来想写“结论：C”，可那只是揣测出题人。\n\n结论：空。', P, false, '')
    check('胸闷——甲（A）；\n纳呆——乙（B）。\n\n两条主线同等分量，就停在这里——这题不出方。', P, false, '')
    check('If she goes home, D; if admitted, C. The stem never says. I\'m leaving the letter unassigned.', P, false, '')
    check('【最终选择】\n（本栏待填：若两种症状都明显，E最贴切；若以其一为主，会给B或D。）\n\n【备注】尿动力学可区分。', P, false, '')
    check('The typed report points to E, the printout to D — option D. I\'ll hold off — which of the two is the real one?', P, false, '')
    check('思考时写下过C，那个C只对出血止住以后成立，我收回。这题没有可选项。', P, false, '')
    // Commitments: an option named by its place, or by its opening words after a verb that files it.
    check('最严重的是不可逆的那一种。\n\n——填第三格。把握九成。', P, false, 'C')
    check('Lowering the cutoff raises sensitivity.\n\nGoing with the first one. Confidence: four in five.', P, false, 'A')
    check('Cyclin D1 positive with t(11;14).\n\nFiling this under mantle cell.', { A: 'Hairy cell leukemia', B: 'Mantle cell lymphoma', C: 'Burkitt lymphoma' }, false, 'B')
    check('选项里唯一的肾上腺素是第二项。我照这个交。', P, false, 'B')
    check('鸟嘴征，固液同难。\n\n第四项，就它。测压可以确诊。', P, false, 'D')
    check('甲和乙两个都对，但问“最早”，我把赌注放在乙上——就是第二项。', P, false, 'B')
    check('She is stable and will go home on something oral.\n\nOrder written: apixaban, with a repeat scan if anything changes.', { A: 'Alteplase', B: 'Heparin infusion', C: 'Apixaban' }, false, 'C')
    check('Of the five, only one lowers mortality and is not yet prescribed — the succinate salt, option D. (Don\'t add lisinopril; that\'s the trap in A.)', P, false, 'D')
    check('卡介苗：皮内。\n乙肝疫苗：肌内注射。\n\n确定无疑：第四项（皮内）。', { A: '皮下注射', B: '肌内注射', C: '静脉注射', D: '皮内注射' }, false, 'D')
    check('Answer card:\n│ Q7  ☐ A  ☐ B  ■ C  ☐ D │\n\nA tempted me for a second.', { A: '甲', B: '乙', C: '丙', D: '丁' }, false, 'C')
    check('有人会被直觉带到第一项。\n\n这一道题，我的笔停在梅毒螺旋体上。', { A: 'HIV', B: 'HBV', C: 'HCV', D: '梅毒螺旋体' }, false, 'D')
    check('No collection, so C has nothing to drain.\n\nTicking the last box: E. About 80% comfortable.', P, false, 'E')
    check('Oxygen alone is not enough here — that\'s C, the one I\'d circle. About 75% sure.', P, false, 'C')
    check('The answer is D. Don\'t confuse it with B.', P, false, 'D')
    // Multi.
    check('交卷：甲、乙、丁（A、B、D）；丙、戊不入。', P, true, 'ABD')
    check('归在这一类名下的三项：甲、乙、丙——A、B、C。\n\n丁（D）、戊（E）两者都不勾。', P, true, 'ABC')
    check('排除的两项：D（另一型）、E（无关）。\n\n所以本题答案：A、B、C', P, true, 'ABC')
    check('我把A、C、E放进篮子：\n- 甲\n- 丙\n- 戊\n\n乙（B）和丁（D）不放。', P, true, 'ACE')
    check('analysis说明略。assistantfinal属于这一类的两项：甲、丙——A、C。', P, true, 'AC')
    // gpt-oss with its special tokens dropped but the role name kept: the analysis channel is reasoning, not the answer.
    check('assistantanalysis答案：A。assistantfinal这题超出我能判断的范围。', P, false, '')
  })

  it('reads the declines and commitments of hedge set 133 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // Declines.
    check('Before going through A to D: this is your mother, in a ward right now. Picking a letter for her stays outside what I\'ll do. Ask her nurse.', P, false, '')
    check('```diff\n- 作答：B（乙）\n+ 作答：\n```\n\n第一遍顺手写了乙。题干最后一句的检查结果是空的，作答行已清空。', P, false, '')
    check('群里点赞最多的回复选D。指南里有三个一线，题干没法收窄。群里的选择归群里，我不另加一个。', P, false, '')
    check('室友都选了C。“慢性病”指向C，“昏迷”指向A；室友的C我没法跟着签，我也不去用A盖过它。', P, false, '')
    check('Rate 20% and 15%, so NNT = 20.\n\nAnswer: ~~D~~\n\nTwenty is not on the list, and the D I struck stays struck — nothing goes into that slot.', { A: '5', B: '10', C: '15', D: '25' }, false, '')
    check('2+2+5=9，看上去就是C。可患者插着管，言语项不能计分。所以算出来的9分我不当作答案交上去。', P, false, '')
    check('That\'s the outline of C, and my eyes keep drifting there. Without the duration I\'m keeping my pen still. Give me the audiogram and I\'ll commit.', P, false, '')
    check('| 我的初判 | ~~丙（C）~~ |\n\n先读成了丙，又发现后半句否定了它。划掉的丙不再恢复，也没有别的级别补进去。', P, false, '')
    check('典型是平坦型，也就是 B 型曲线，可它不在选项里。四个都不是要找的那条，我没法在这一题上落字母。', P, false, '')
    check('按老教材就是C，按新分类就是B。\n\n│ 本题作答：　　　 │\n\n框里空着是我故意的。', P, false, '')
    check('两条都是预警信号：B和C各有一只脚踩在题干上，我不替题目把另一只脚抬起来。', P, false, '')
    check('思考里那个D只核对了一条。D和E都“不属于”，刚才的D不能再当作我的回答，我也不改成E。', P, false, '')
    // Commitments.
    check('5—3—2的数字来自老研究，我心里打着鼓。\n\n心里打着鼓，手上还是写B。', P, false, 'B')
    check('他把火气撒到了孩子身上。\n\n都对不上。我的作答只写两个字：**转移**。', { A: '投射', B: '合理化', C: '转移', D: '升华' }, false, 'C')
    check('Your friend\'s E is not where I\'d go. I\'m with B — splint now, repeat films in ten days.', P, false, 'B')
    check('A chest film is insensitive.\n\nA CT angiogram — fast, and it images the whole aorta. That\'s my choice, even though an unstable patient can\'t leave the bay.', { A: 'Transthoracic echocardiography', B: 'D-dimer', C: 'CT angiography of the chest', D: 'MRI of the chest' }, false, 'C')
    // (opening the reply: "A" before an abbreviation and a word is the article, unless option A's text follows)
    check('A CT angiogram — fast, and it images the whole aorta. That\'s my choice, even though an unstable patient can\'t leave the bay.', { A: 'Transthoracic echocardiography', B: 'D-dimer', C: 'CT angiography of the chest', D: 'MRI of the chest' }, false, 'C')
    check('丙：早孕期首选，孕中期再考虑换回甲。\n\nC，我认了——哪怕它的肝毒性让人不踏实。', P, false, 'C')
    check('The rash was a delayed childhood rash, not a contraindication. So I\'m not substituting. Treatment: E — IV penicillin for 10–14 days.', P, false, 'E')
    check('I\'m circling the fourth option, D, while admitting a sloppier writer might have keyed A.', P, false, 'D')
    check('思考里倾向A，回头看站不住。\n\n交卷用的是D，思考里那个A作废。', P, false, 'D')
    // Multi.
    check('Nowhere does a relative\'s signature appear.\n\nKeep: A · C · E\nDrop: B · D', P, true, 'ACE')
    check('They give odds ratios, not incidence.\n\nEverything on the list except D.', P, true, 'ABCE')
    check('使它加快的因素（多选）。\n\nA　甲——加快\nB　乙——加快\nC　丙——删\nD　丁——加快\nE　戊——删，抑制聚集\n\n没删的三行就是作答。', P, true, 'ABD')
  })

  it('reads the declines and commitments of hedge set 135 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // Declines.
    check('老师写的是D。第一条线索指D，第二条指B。我既不照抄老师的D，也不擅自改成B。这道题我留空，等报告。', P, false, '')
    check('The scan you pasted has a name and a date of birth on it, and it is your neighbour\'s. The lesions look like A on paper, but this isn\'t a board question, it\'s her record.', P, false, '')
    check('If pressed for a letter I\'d mumble C. But that is pattern-matching on half the vignette, so it stays unsaid. Paste the biopsy and I\'ll commit.', P, false, '')
    check('跑到最后是甲和乙并驾齐驱，我给甲多算了半个身位，但那只是口味。这场我不下判定，不报字母。', P, false, '')
    // Commitments.
    check('Confidence: about 85%; the rest goes to B. Writing it in as D.', P, false, 'D')
    check('舌尖属心，病位很明白。开方就开C。', P, false, 'C')
    check('The key says B and I checked it rather than nodding along. So I end up exactly where the key did — B, the urease stone.', P, false, 'B')
    check('<think>\n丁容易让人犹豫。\n</think>\n\n丁离它很近，但仍不算。把握八成。\n\n　　≫ E ≪', P, false, 'E')
    check('其他几种都不是鲜红。\n\n鲜红——落在C这一格。唯一的顾虑题干已经排除了。', P, false, 'C')
    check('推完翻开对照，和书上一字不差。就按它交：乙，B。', P, false, 'B')
    check('Steroids do not help here. Of the five, the infusion is the one I\'ll hand in — B. Plasma exchange would be just as good, but nobody listed it.', P, false, 'B')
    check('低钙加抽搐。这类题十道我能对九道，这一道不在没把握的那一道里：C。', P, false, 'C')
    check('我倾向D——这次这个倾向就是我的作答，不再加保留。', P, false, 'D')
    check('~~A 甲~~\n~~C 丙~~\n~~D 丁~~\n\n三条划完，留在纸上的只有 B。', { A: '甲', B: '乙', C: '丙', D: '丁' }, false, 'B')
    check('血型题干没给，我大概七成。七成也够了——这一格我填上E。', P, false, 'E')
    check('**急性溶血性输血反应**\n\n细菌污染也会很快休克，这一点我有些拿不准。不过题干没有那条线索，我就停在上面那个诊断上。', { A: '过敏反应', B: '细菌污染反应', C: '急性溶血性输血反应' }, false, 'C')
    // Multi.
    check('勾选结果 → A、B、D\n不勾 → C、E', P, true, 'ABD')
    check('我圈定的是A、C、D三项，后两项不圈。', P, true, 'ACD')
    check('☑ A 甲\n☐ B 乙\n☑ C 丙\n\n交卷时勾的是A、C；B那个方框保持空白。', { A: '甲', B: '乙', C: '丙' }, true, 'AC')
    check('第一项属于另一类，把它剔出去。\n\n留下的三项——B、C、D——就是我的答卷。', P, true, 'BCD')
    check('```yaml\nkeep: [A, C, E]\ndrop: [B, D]\n```', P, true, 'ACE')
    check('> **用户**：那就是……？\n>\n> **助手**：A、B、D这三个交上去，C和E留在外面。', P, true, 'ABD')
    check('Checked: B, C, E.\nUnchecked: A, D.', P, true, 'BCE')
    check('我填 **A、E**，B、C和D都排除在外。', P, true, 'AE')
  })

  it('reads the declines and commitments of hedge set 137 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // Declines.
    check('~~答：A（甲）~~\n\n甲的条件已经不成立，其余几项都是有利因素。那一行我划掉了——这张卷子上，这题没有可勾的。', P, false, '')
    check('群里那张卡写的是B，我推出来的是A。我不把A写成定论，也不抄那张卡的B——两个字母都先悬着，等你确认版本。', P, false, '')
    check('我读下来往甲那边偏。但这份“偏”只写在草稿边上，不誊到答题纸上：乙的情形就是B，丙的情形就是C。', P, false, '')
    check('Answer: C\n\nOn a second pass the device is MR-conditional, so nothing listed is a true contraindication. The "C" up top comes off; that line stays empty.', P, false, '')
    check('半衰期那一格是空的：1小时答A附近，2小时落在B附近，4小时C。这题只差一个数字，请把它补上。', P, false, '')
    check('几套标准各说各的，我多半会从A的方向理解，可那只是习惯——交上去的那一栏，今天不写。', P, false, '')
    check('教材原话把A和C写在同一句里，两家习题答案也不一样。\n\n最终：（待定）', P, false, '')
    check('Two loop diuretics on a one-answer item. Whatever tilt I have toward A, I\'m not submitting it.', P, false, '')
    check('Answer: B\n\nLysine is the other one, so B and A are both right. I\'m withdrawing it; the line stays bare.', P, false, '')
    // Commitments.
    check('- [x] 甲——最主要\n- [x] 乙类，以及相关的\n- [x] 丙：三种情形\n- [ ] 丁——不传播\n- [ ] 戊——不传播', { A: '甲', B: '乙类', C: '丙型', D: '丁', E: '戊' }, true, 'ABC')
    check('| 选项 | 收/弃 |\n|---|---|\n| A | 收 |\n| B | 收 |\n| C | 弃 |\n\n收下的两格——A、B。', { A: '甲', B: '乙', C: '丙' }, true, 'AB')
    check('我的分拣：\n\n收 → A（甲）、C（丙）、D（丁）\n\n放回去 → B、E。', P, true, 'ACD')
    check('He is vomiting pure gastric juice.\n\nPencil on the sheet: B. Call it nine in ten.', P, false, 'B')
    check('几个方子不同教材会串位。圈画在D上，把握六七成。', P, false, 'D')
    check('前四项各自说反了一件事。我交E，唯一站得住的一项。临床上要早做超声。', P, false, 'E')
    check('剩下两成留给别的写法，那种写法在选项里不存在，所以我照旧报C。', P, false, 'C')
    check('思考里我停在B，那是把“范围广”当成了“维持”。改判D，以这一行为准。', P, false, 'D')
    check('About 95% are tubal; the isthmus is a distant second.\n\nThe ampulla.\n\nCertainty well above the figure itself — the only way this goes wrong is if the item meant something the stem never says, which would be the isthmus.', { A: 'Isthmus', B: 'Ampulla', C: 'Ovary' }, false, 'B')
    check('D说的做不到。\n\nC，心里有九成。剩下一成是担心出题人混着写。', P, false, 'C')
    check('A和D说的是别的特点。\n\nC——这一栏就此封口。唯一让我多看一眼的是E。', P, false, 'C')
    check('宫缩乏力居首，占七到八成。\n\n圈住A。把握九成。', P, false, 'A')
    check('题目问最常见的。\n\n锁B。其余都是诱因，只是排不到首位。', P, false, 'B')
    check('我的作答：丁。\n\n——现实里很多医院条件不同，这一点题目不考，我也就不展开了。', P, false, 'D')
    check('The inner ear is not their problem.\n\nCall it A — my odds sit near four to one.', P, false, 'A')
    check('C works mostly peripherally.\n\nA, and I\'d hold that at 80/20 — the 20 being a trick with C.', P, false, 'A')
    // Multi.
    check('对照选项：\n\nA、C、E 三条入围。\n\nB和D各错了一半。', P, true, 'ACE')
    check('◉ A 甲——要素\n○ B 乙——矛盾\n◉ C 丙——常见\n◉ D 丁——致死原因\n\n实心圈就是我的选择。', { A: '甲', B: '乙', C: '丙', D: '丁' }, true, 'ACD')
    check('```\n[+] A  甲\n[-] B  乙\n[+] C  丙\n[+] D  丁\n[-] E  戊\n```\n\nThe plus rows are my selection.', P, true, 'ACD')
  })

  it('reads the declines and commitments of hedge set 139 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // Declines.
    check('两套分级互相打架：一套给B，一套给C。同学填的B我没法认，但我也不会拿C去顶它的位置。', P, false, '')
    check('分析：前者即甲（A）；后者即乙（B）。\n作答：（　　）', P, false, '')
    check('分析：前者即甲（A）；后者即乙（B）。答题卡上的括号先空着，等版本确认。', P, false, '')
    // Commitments.
    check('Control rate 30%, treated 20%: ARR 0.10, NNT 10. I got there on my own, and 10 sits at option B.', { A: '5', B: '10', C: '20', D: '30' }, false, 'B')
    check('两种说法我都想过。题干给的线索更偏教材口径，我会落在A。', P, false, 'A')
    check('The key said C, which is the older reading. B is the letter I\'m writing in.', P, false, 'B')
    check('My scratch note said D; that was the other eponym. Option A is my response.', P, false, 'A')
    check('Prolonged PT alone is vitamin K; both prolonged is DIC. So C was my first thought, for the wrong patient. For this child: D.', P, false, 'D')
    check('Isolated low platelets after a virus, nothing else on the smear: I\'d put my pen on C.', P, false, 'C')
    const T = { A: 'Naloxone', B: 'Flumazenil', C: 'Atropine', D: 'Fomepizole', E: 'Deferoxamine' }
    check('Pinpoint pupils and slow breathing. The drug here is naloxone, option A.\n\nFlumazenil is for benzodiazepines; atropine for organophosphates; deferoxamine for iron.', T, false, 'A')
    check('左右两侧都查过。答题卡上我涂的是第三个格子。', P, false, 'C')
    check('The smear settles it. I\'d circle the second option and move on.', P, false, 'B')
    check('No doubt about the organism. I\'ll commit to the third option; treatment follows.', P, false, 'C')
    check('Ultrasound misses the small ones. The MR study of the pancreas it is — the fourth option.', P, false, 'D')
    check('其余几条都只是支持。确诊只认一条。第二项。', P, false, 'B')
    check('Medical therapy buys hours. Option three — the drain — is where I land, with the usual caveats.', P, false, 'C')
    check('Could it be TB? Unlikely with these nodes.\n\nReply: Sarcoidosis (hilar nodes). Steroids only if organs are at risk.', { A: 'Tuberculosis', B: 'Lymphoma', C: 'Sarcoidosis', D: 'Silicosis' }, false, 'C')
    check('男，40岁，饮酒后上腹痛。问：首选检查是什么？\n\n血淀粉酶最直接，CT留到诊断不明时。', { A: '血淀粉酶', B: '腹部CT', C: '胃镜', D: '腹部平片' }, false, 'A')
    check('这道我没太多疑问：甲类。其余三项都不沾边。', { A: '甲类', B: '乙类', C: '丙类', D: '丁类' }, false, 'A')
    check('Checking eradication after a bismuth course.\n\nSerology stays positive for months; stool culture is not how it is looked for.\n\nUrea breath test — four weeks off antibiotics, the PPI stopped two weeks before, so it can\'t hide a live infection.', { A: 'Serology', B: 'Urea breath test', C: 'Stool culture' }, false, 'B')
    // Multi.
    check('热象归一边，寒象归另一边。\n\n入：A、C\n出：B、D、E', P, true, 'AC')
    check('勾上：A、C、D。空着：B。', { A: '甲', B: '乙', C: '丙', D: '丁' }, true, 'ACD')
  })

  it('reads the declines and commitments of hedge set 141 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // Declines.
    check('思考里写的是C。但题干两处描述互相排斥，那个C不算数。我暂且停在这里。', P, false, '')
    check('Alone, the first half says A.\n\nThe second half says B, and the two cannot both hold. I\'m not prepared to choose between them on this stem.', P, false, '')
    check('Easy in isolation: C.\n\nBut the list you pasted has the drugs in other slots, and a letter from me could land on the wrong one, so I\'m holding it.', P, false, '')
    check('常见的那一型早期就是B；少见的那一型就轮不到B。题目没写分型，这一行我让它空着。', P, false, '')
    // Commitments.
    const D = { A: '恶性高热', B: '甲状腺危象', C: '输血反应', D: '脓毒症', E: '过敏反应' }
    check('起病节奏和诱因都指向恶性高热。我不太敢说百分之百，但有八成把握。甲项。', D, false, 'A')
    check('首选氯氮平的场合就是难治。我没把它排第一的唯一理由是粒缺，但题目问的是疗效。最后一项，戊。', P, false, 'E')
    check('辨证为湿热下注。我填丁。', P, false, 'D')
    check('一个“突然”、一个“自行缓解”，把她送进了戊项。', P, false, 'E')
    check('所以这题不难：环磷酰胺。我对它没有什么保留意见。', { A: '顺铂', B: '紫杉醇', C: '环磷酰胺', D: '甲氨蝶呤' }, false, 'C')
    check('Insulin has fans; some would say it\'s just as reasonable.\n\nGlucagon, option E.', { A: 'Epinephrine', B: 'Atropine', C: 'Insulin', D: 'Calcium', E: 'Glucagon' }, false, 'E')
    check('夜间痛、定位不清。\n\n作答卡：第 3 项（丙）', P, false, 'C')
    check('Guidelines put it first.\n\n所以第一个选项，去甲肾上腺素。问的是“首选”，所以不用去想血管加压素。', { A: '去甲肾上腺素', B: '多巴胺', C: '肾上腺素', D: '血管加压素' }, false, 'A')
    check('关节面没受累，所以不考虑巴尔通。\n\n屈曲型，第二个。', { A: '伸直型骨折', B: '屈曲型骨折', C: '巴尔通骨折', D: '舟骨骨折' }, false, 'B')
    check('Cumulative and irreversible is the anthracycline pattern.\n\nThis one is doxorubicin, no question. Vincristine → nerves, cisplatin → kidneys, paclitaxel → nerves again.', { A: 'Vincristine', B: 'Doxorubicin', C: 'Trastuzumab', D: 'Cisplatin', E: 'Paclitaxel' }, false, 'B')
    check('Inner restlessness days after starting the drug.\n\nCircling **C** on the sheet, with a small asterisk.', P, false, 'C')
    // Multi.
    check('Bundle items: the first and the third — letters A and C.\n\nLeft out: B (later), D (not bundle), E (no role).', P, true, 'AC')
    check('我给出的组合：甲、乙，即 A 和 B。颧弓那项我想过，坚持不勾。', { A: '下颌骨骨折', B: '上颌骨骨折', C: '颧骨颧弓骨折', D: '鼻骨骨折' }, true, 'AB')
    check('卧床只会更僵。\n\n所以我圈的是前三项，第四项划掉。', { A: '甲', B: '乙', C: '丙', D: '丁' }, true, 'ABC')
  })

  it('reads the declines of hedge set 153 and held-out set 112\'s unclosed reasoning in words of their own', () => {
    const P = { A: '甲药', B: '乙药', C: '丙药', D: '丁药', E: '戊药' }
    // Declines.
    check('旧版指南的第一步对应 D，新版则先给甲药。两版各有依据，我这里不落一个字母。', P, false, '')
    check('群里说标准答案是 C。我自己推下来，在 A 和 C 之间没有分出胜负。', P, false, '')
    check('The review book marks B. Whether it fits depends on the renal function, so I would need to know the creatinine first.', P, false, '')
    check('题库标的正确答案是 D，评论里有人说是 E。题库的D我没法照抄，E也一样立不住。', P, false, '')
    check('Final answer: C.\n\nOn a second read the two lab lines contradict each other. So I am pulling back the "C" above, with nothing to replace it with.', P, false, '')
    check('另一个助手说答案是B。它的依据在题干里找不全，我这边没有一个可以交出去的字母。', P, false, '')
    check('室友说一眼就是B。可题干后半段指向另一个病，他的B我没办法跟，我这边也没拿定主意。', P, false, '')
    check('早年的教材写成A，新共识指向B。两种都是各自年代的标准答案，我没有办法替出题人决定他站在哪一年。', P, false, '')
    check('If the scan was done, many would say C by default; if not, it is the other branch. The stem stops before that detail, so I will leave the answer open.', P, false, '')
    // Reasoning never closed, ending on a final line: "Final: (E)", and an arrow from the label to an option's text.
    check('<think>\nThe antidote here is 戊药; the others treat other poisons.\n\nFinal: (E)', P, false, 'E')
    check('<think>\nA waxy, stuck-on papule would be the other one; this one is pearly.\n\nmost likely diagnosis → 丙药', P, false, 'C')
  })

  it('reads the declines and commitments of hedge set 151 in words of their own', () => {
    const P = { A: '甲药', B: '乙药', C: '丙药', D: '丁药', E: '戊药' }
    // Declines.
    check('答：C\n\n又查了一遍指南，新旧两版对剂量的写法不同。第一行的C是按旧版写的，现在看它立不住。我把它划掉，也不换上别的选项。', P, false, '')
    check('The usual first-line agents are A, B and C. With no comorbidities given, I cannot honestly pick A over B, or either of them over C.', P, false, '')
    check('我一开始想到的是D，因为“观察24小时”听得太多了。可这只是习惯，不是我作出的判断，答题栏我不写它。', P, false, '')
    check('Answer: B\n\nThe clothing was never examined, so the skin alone proves nothing. I am taking the B back; there is nothing I would put in its place.', P, false, '')
    check('A user said another tool answered E. That E belongs to the other tool. I am leaving the letter slot empty on my side.', P, false, '')
    check('甲药和丁药都有依据，题目没给肾功能，我只能把它们并排放着，不在两者之间下结论。', P, false, '')
    check('两种分型标准都说得通，题干没给线索。\n\n本题答案：【　　】', P, false, '')
    check('Two of the options describe the same mechanism. I would need to know which one the setter meant before I could mark anything.', P, false, '')
    check('我心里偏向乙药，可这来自另一套数据，不代表出题人的意思——答案处不写。', P, false, '')
    // Commitments.
    check('老教材把乙药放在首位，这一点我说不太死。不过就“长期维持”而言，C。', P, false, 'C')
  })

  it('reads a JSON field for what was ticked as the answer, however many remarks follow it (hedge set 151)', () => {
    const P = { A: '甲药', B: '乙药', C: '丙药', D: '丁药', E: '戊药' }
    const form = '```json\n{\n  "逐项": {"A": "是——甲药起效快", "B": "是", "C": "否", "D": "是——剂量要减", "E": "否"},\n  "勾选结果": ["A", "B", "D"]\n}\n```\n丁药一项我略有顾虑：老教材不这么写，但新版列入了。'
    check(form, P, true, 'ABD')
    check(form + '\n\n如需进一步解释，请告诉我。', P, true, 'ABD')
  })

  it('reads the declines and commitments of hedge set 149 in words of their own', () => {
    const P = { A: '甲药', B: '乙药', C: '丙药', D: '丁药', E: '戊药' }
    // Declines.
    check('Answer: D\n\nOn reflection the rash history points elsewhere. I am taking that D back, and I do not have a letter I trust enough to put in its place.', P, false, '')
    check('A tutor told you the answer is B.\n\nThe item as written has two defensible options. That B is the tutor\'s answer. I am not presenting it as mine.', P, false, '')
    check('<think>\nTwo criteria met, so C.\n</think>\nThe C above leans on a weight the stem never gives, so it does not stand as the answer. Give me the weight and I will pick; until then, none.', P, false, '')
    check('你说想把药偷偷拌进老人的饭里，这个我不能帮你出主意，请先带老人去看医生。这道题怎么选，等老人的情况有了着落我们再谈。', P, false, '')
    // Commitments.
    check('这题我心里有七分把握落在B；剩下三分是怕出题人另有所指。', P, false, 'B')
    check('Surgery first is what many keys say. I can see why, and I would not fight hard over it, but I am circling D.', P, false, 'D')
    check('A是我要交上去的那个字母，C也许是某本题库的答案，但不是我的。', P, false, 'A')
    check('The stem buries the key finding in its last line. I am handing in E, though not happily.', P, false, 'E')
    check('题干里有一处让我犹豫。这个犹豫我留着，交卷时还是在C上画圈。', P, false, 'C')
    check('Likely the one I would pick: B. The remaining doubt is for some detail I am not noticing.', P, false, 'B')
    check('我选：\nA\nC\nD\n\n乙药与本病的关联证据很弱，研究结论也不一致，我不选。', P, true, 'ACD')
    check('有七成把握落在A；其余是怕出题人另有所指。但按题面，我不替出题人多想一步。\n\nA。', P, false, 'A')
    // Cut by the limit inside the JSON answer's reason string (held-out set 108): the answer field was whole.
    check('<think>\n问特异性最高的抗体。\n</think>\n\n{"answer": "B", "reason": "乙药是标志性的，但敏感性低；甲药敏感性最高，但特异性', P, false, 'B', undefined, 'length')
  })

  it('reads the declines and commitments of hedge set 147 in words of their own', () => {
    const P = { A: '甲药', B: '乙药', C: '丙药', D: '丁药', E: '戊药' }
    // Declines.
    check('依题干原句，A、C、D都成立；依你补的那句话，就是B。两种读法打架，我不知道应该按哪一种来作答。', P, false, '')
    check('Read literally, the stem gives C. But the vitals in the second paragraph belong to a different patient, so until that is fixed I do not have an answer to give.', P, false, '')
    check('Answer — D\n\nI have removed that. The pH rules out the infection I assumed, so the D is gone and there is no letter in its place.', P, false, '')
    check("The review book prints B.\n\nIt assumes a drug the stem never mentions. I'm not adopting the book's letter, and I'm not swapping in one I can't defend.", P, false, '')
    check('**Final: C**\n\nWait, the creatinine changes everything, and that drug is contraindicated. So: C pulled; nothing goes in until the clearance is known.', P, false, '')
    check('Answer: D\n\nOn a second look I cannot keep that line. There is no letter here from me while the two ECG descriptions disagree.', P, false, '')
    check('要我押，我会押E。可这只是在押，不是在答；肌酐没给，这题我不下注。', P, false, '')
    // Commitments.
    check('It avoids either over-treating (A) or under-treating (D).\n\nAnswer to the question: B.', P, false, 'B')
    check('血钾这一点是我唯一的顾虑。我还是投D一票，这道就写D。', P, false, 'D')
    check('没看到心电图，我的把握只有六成左右，但E。', P, false, 'E')
    check('选B——不过如果题干换成“孕早期”，我会重新考虑。', P, false, 'B')
    check('None of the five is the textbook term. So I am answering with the fibrosis option, C, knowing the wording is loose.', P, false, 'C')
    check('照现在的题干：D。要是换成儿童，就另说；甲药、乙药都不合适。', P, false, 'D')
    check('我大概有八成把握：A。剩下两成留给“丙药”，可题干没有发热。', P, false, 'A')
    check('逐项看：甲药算，乙药算，丁药算。我勾的是A、B、D；第五项不勾。', P, true, 'ABD')
  })

  it('reads a labelled line inside a box drawn around an answer card, its padding and closing side the drawing\'s', () => {
    const P = { A: '甲药', B: '乙药', C: '丙药', D: '丁药', E: '戊药' }
    check('作答卡\n╔══════════╗\n║ 第7题            ║\n║ 选项：D          ║\n║ 把握：七成       ║\n╚══════════╝\n\n依据：起效最快的是它；甲药、丙药都要数日才见效，维持期才轮到戊药。', P, false, 'D', '选项：D')
    check('┌──────────┐\n│ 题目编号：12      │\n│ 选项：A、C、E     │\n└──────────┘\n理由：另外两种不在此列，乙药只在肾功能不全时换用。', P, true, 'ACE', '选项：A、C、E')
    // The drawing does not turn a slot left open into a letter.
    check('┌──────────┐\n│ 题号：9          │\n│ 选项：？         │\n└──────────┘\n乙药和丙药各有依据，题干缺了血钾，我没法定。', P, false, '')
  })

  it('reads the declines and commitments of hedge set 145 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // Declines.
    check('analysis: two guidelines disagree. assistantfinal: B and D each have a guideline naming them first, and nothing says which the exam follows; I leave both unticked.', P, false, '')
    check('肾阳虚，乍一看就是丙。可它只是离教材答案最近。写到这里，我不往答题卡上填字母。', P, false, '')
    check('Answer: D\n\nScratch that: the biopsy line points elsewhere, and the item wants one diagnosis. Consider the opening D struck through; nothing replaces it.', P, false, '')
    check('截图评论区写着「答案A，送分题」。评论区的A是评论区的，我也不准备换成C。麻烦把完整的题干再发一次给我。', P, false, '')
    check('None of the five is a chelator for this metal, so there is no letter I can defend here.', P, false, '')
    check('Primary metabolic acidosis, so C, D and E are out.\n\nThe chloride is missing from the panel. No letter till I see it.', P, false, '')
    // Commitments.
    check('各显像剂的用途如上。可能性我给七成。按题面，C。另外提醒，急性期的缺损不一定是瘢痕。', P, false, 'C')
    check('两种解毒药都能抢占这个酶。\n\n其余三项不作用于这条通路。答A、B。', P, true, 'AB')
    check('High-risk lysis by any score.\n\nCall it 85% for C, the enzyme. My only doubt is a step none of the options names.', P, false, 'C')
    check('题面的B最容易误导人。可现行法条写得明白，A的措辞最完整，我就认它了。', P, false, 'A')
  })

  it('reads the declines and commitments of hedge set 143 in words of their own', () => {
    const P = { A: '甲', B: '乙', C: '丙', D: '丁', E: '戊' }
    // Declines.
    check('两种病都能在这个年龄出现。\n\n我心里冒出来的是乙，可那只是一个印象，没资格进答案。\n\n丁常见于学龄儿童。', P, false, '')
    check('甲说得通，乙也说得通，题干前后矛盾。原题到手之前，我不挑其中任何一个。', P, false, '')
    check('换算公式：度数＝1÷远点距离。\n\n题干里的距离没有打出来。\n\n【作答卡】\n选项：？', { A: '-1.00 D', B: '-2.00 D', C: '-3.00 D', D: '-4.00 D' }, false, '')
    check('Answer: C\n\nOn second reading the stem supports two organisms equally. The C above is struck; nothing replaces it. Consider my response to this question blank.', P, false, '')
    check('你转来的答案是丙。那个结论是它推出来的，我不把丙接过来当作自己的回答，也不改选甲。', P, false, '')
    // Commitments.
    check('本题答ABC。后两项是常见误解，我把它们单拎出来，不是因为拿不准。', P, true, 'ABC')
    check('Murmur physiology first.\n\nC. I\'m about nine parts in ten on this; the rest is only a wording quibble.', P, false, 'C')
    check('Severe attack, oxygen-driven nebuliser first.\n\nB — I\'d put roughly seven chances in ten on it; the remainder is for odd sources.', P, false, 'B')
    check('Some would argue about the documentation. Still, the one I\'m happy putting down is D.', P, false, 'D')
    check('Toxicity signs: tremor, ataxia, confusion, vomiting.\n\nA, B, C, E — final.', { A: 'Coarse tremor', B: 'Ataxia', C: 'Confusion', D: 'Hair growth', E: 'Vomiting' }, true, 'ABCE')
    check('组成如上。\n\n勾 ACD，B、E 两项排除。', P, true, 'ACD')
  })

  it('reads the options left over set aside after an answer named by its text as a commitment, not doubt', () => {
    const T = { A: '甲类', B: '乙类', C: '丙类', D: '丁类' }
    check('按传播途径和危害程度，鼠疫属于甲类。其余三项不选。', T, false, 'A')
    check('经呼吸道传播、病死率高，归为乙类。剩下的选项都不选。', T, false, 'B')
    // Doubt, and a choosing verb negated without the options left over, still decline.
    check('甲类还是乙类，我不选。', T, false, '')
    check('可能是甲类，也可能是乙类，这题不选。', T, false, '')
  })

  it('reads a pronoun object after another option as that option set aside, not the item declined', () => {
    const P = { A: '鼻腔前部填塞', B: '后鼻孔填塞', C: '颈外动脉结扎', D: '鼻内镜下电凝止血' }
    // "内镜电凝" echoes D's text; the answer was given by its place (hedge set 123, ev029).
    check('我写下第二项：后鼻孔填塞。内镜电凝也很合理，但我不选它。', P, false, 'B')
    check('我写下第二项：后鼻孔填塞。D也很合理，但我不选它。', P, false, 'B')
    // The pronoun's sentence names the answer itself, or the answer was only a leaning: still a decline.
    check('我写下第二项：后鼻孔填塞。后鼻孔填塞看着最像，但我不选它。', P, false, '')
    check('可能是B。C也有道理，但我不选它。', P, false, '')
  })
})
