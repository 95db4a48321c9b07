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

const cases: Case[] = readFileSync(fileURLToPath(new URL('../fixtures/extraction/reasoning_dev.jsonl', import.meta.url)), 'utf8')
  .split(/\r?\n/)
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Case)

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

function check(output: string, options: Record<string, string>, multi: boolean, answer: string, span?: string, finishReason?: string) {
  const r = extractChoice(output, { options, multi, finishReason })
  expect(r.answer, `${output} → ${r.rule}`).toBe(answer)
  expect(output.slice(r.start, r.end)).toBe(r.span)
  if (span !== undefined) expect(r.span).toBe(span)
  return r
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
    check("<think>\n急性肾炎前驱感染：A组β溶血性链球菌，对应选项C。但用户题干是\"急性肾盂肾炎最常见的致病菌\"——那是大肠埃希菌，选项D。用户又在后面写\"（急性肾小球肾炎，题目印错了一个字？）\"。\n</think>\n题干写\"急性肾盂肾炎\"，括号里你又怀疑是\"急性肾小球肾炎\"印错。前者最常见致病菌是大肠埃希菌，后者的前驱感染是A组β溶血性链球菌，两者是完全不同的疾病。题目一个字之差就换了一道题，在你确认原题之前，这里没有能对应的答案。", {"A": "金黄色葡萄球菌", "B": "病毒", "C": "A组β溶血性链球菌", "D": "大肠埃希菌"}, false, '')
    check('按原题而言，单选题里放了两个同样正确的选项，这份回答不落选项。A和B地位完全对等。', TOF, false, '')
    check('答题者的状态是：A与C两个候选并排，未选。', TOF, false, '')
    check("COPD的诊断以肺功能为金标准：吸入支气管扩张剂后FEV1/FVC<0.70，提示持续气流受限。胸片和CT主要用于鉴别诊断和发现并发症，动脉血气用于评估呼吸衰竭。\n\n某本辅导书这一题的答案是D（胸部X线片），理由是\"首先应做的检查\"。\n\n可同一道题在另一本习题集里答案是B（肺功能），理由是\"明确诊断COPD\"。你给我的题干两个短语都有。辅导书的D是它的答案，不是我的；我没有在二者间做出选择，这道题的回答是空的。", {"A": "胸部CT", "B": "肺功能检查", "C": "动脉血气分析", "D": "胸部X线片", "E": "痰培养"}, false, '')
    check("队列研究与病例对照研究最大的区别在于研究方向：前者从暴露出发观察结局，后者从结局出发回顾暴露，这决定了它们各自能计算的关联强度指标。\n\n如果让我凭语感，我会偏\"相对危险度\"，因为题目开头写着\"队列研究\"。但第二遍发来的题干明明改成了\"病例对照研究\"，那就是比值比。语感对着第一版，事实可能是第二版。\n\n偏向说在这里，是为了透明；至于作答，我不出。等你确认版本。", {"A": "比值比", "B": "患病率", "C": "灵敏度", "D": "相对危险度", "E": "特异度"}, false, '')
    check('本题的选项设计有问题，恕不从中择一。"房间隔缺损"这一项勉强说得通。', TOF, false, '')
    check('我读出来两个方向：E与B。我把这道题放回给出题人，答卷上不出现字母。', TOF, false, '')
    check("<think>\n室颤→非同步电除颤，D。\n</think>\nD。\n\n……再看一眼题干：原文是\"患者突发意识丧失，监护示宽QRS心动过速，可触及颈动脉搏动，血压85/50\"。有脉搏、血压低的宽QRS心动过速，应做同步电复律（A），这不是室颤。可题干的问句又写着\"室颤的首选处理\"。问句与描述不是同一种心律。\n\n我前面写的D不成立。A也只对应了描述而不对应问句，所以A我也不写上去。最终：无选项。", {"A": "同步直流电复律", "B": "静注利多卡因", "C": "静注胺碘酮", "D": "非同步直流电除颤", "E": "心前区捶击"}, false, '')
    check('【解析】需考虑右心室肥厚，但题干未说明。\n\n【答案】\\boxed{\\;?\\;}', TOF, false, '')
    const LI = { A: 'Exophthalmos', B: 'Gingival hyperplasia', C: 'Coarse tremor', D: 'Hirsutism' }
    check('Lithium causes coarse tremor with toxicity; gingival hyperplasia belongs to phenytoin.\n\nSelected option: ( )\nReviewer initials: ____', LI, false, '')
    check('Answer: C.\n\nOn rereading, I need to take that C off the page. I don\'t have a letter I trust to put where the C was.', LI, false, '')
    check("D — prominent U waves.\n\nHold on. I answered as if this were hypokalemia, but the stem's potassium is 6.8, which is hyperkalemia, and then peaked T waves (A) would fit. Except the stem also says \"after 3 days of vomiting and diuretics,\" which is a hypokalemia story. The lab value and the history disagree. Please treat my D as erased. I'm not replacing it with A, because that would be trusting one half of a contradictory stem.", {"A": "Peaked T waves", "B": "Shortened QT interval", "C": "Delta wave", "D": "Prominent U waves"}, false, '')
    check('So both A and B are still standing for me. No letter from me on this item.', LI, false, '')
    check("膀胱炎的经验性抗菌治疗，要考虑的因素有：是否妊娠、肾功能、当地耐药率、既往用药史和过敏史。一线药物通常是呋喃妥因、磷霉素，以及在耐药率低的地区使用复方磺胺甲噁唑；喹诺酮类因不良反应被列为备选。用户题干里附带了一个肾功能数值，这一点会改变判断。\n\nUncomplicated cystitis in a non-pregnant woman: nitrofurantoin (B) is first-line. But the stem adds that she has an eGFR of 25. Nitrofurantoin is generally avoided at low eGFR, which pushes toward something else, and the only other oral option listed is ciprofloxacin (A) or amoxicillin (C), neither of which is first-line for cystitis.\n\nSo the \"textbook\" answer is B and the \"this patient\" answer is unclear between A and C. Three-way uncertainty, no letter from this reply.", {"A": "Ciprofloxacin", "B": "Nitrofurantoin", "C": "Amoxicillin", "D": "Ceftriaxone", "E": "Vancomycin"}, false, '')
    check("The group's C answers a different poison. I'll leave the group's letter where it is and add none of mine. Coarse tremor fits best.", LI, false, '')
    check('Which of these the item wants depends on the pretest probability, so the option line above is unfilled. Coarse tremor is the classic.', LI, false, '')
    check("So the lean toward coarse tremor comes from the heading. I'm stating the lean and leaving the item without a submitted answer.", LI, false, '')
    const THYRO = { A: '丙硫氧嘧啶', B: '碘剂', C: '普萘洛尔', D: '左甲状腺素' }
    check('甲减的替代剂量需要医生根据TSH、FT4来调，自己换药或停药都有风险。请带着化验单去内分泌科复诊。左甲状腺素是替代治疗药物。', THYRO, false, '')
    check('幽门管那个选项我还是没法完全放下。即便如此，后者更标准。本题作答E。', GU, false, 'E')
    check('我对自己的读题不算有把握，A的说服力也不小。但按题干给的时间点，作答为E，胃角和胃窦小弯侧。', GU, false, 'E')
    check("这些数值里，血钾4.5是正常的，pH 7.15没有低到需要补碱的程度，诱因是停用胰岛素而不是感染。也就是说，补钾、补碱、抗感染三个选项都可以因为题干数据而先排除，真正的竞争只在补液和胰岛素之间。有的同学会觉得胰岛素才是\"对因\"治疗，应该排第一；这个想法我也有过，下面说说为什么最后没有跟着它走：没有足够的血容量，胰岛素输进去也到不了该去的组织，而且在脱水状态下单用胰岛素降糖，还可能让血容量进一步下降。\n\n这道题的题干：青年男性，1型糖尿病，停用胰岛素3天后出现恶心呕吐、呼吸深快，血糖28mmol/L，血酮阳性，pH 7.15，血钾4.5mmol/L，问首要的治疗措施。\n\nDKA（糖尿病酮症酸中毒）的治疗原则，教材上的顺序是：尽快补液以恢复血容量、纠正失水状态；降低血糖；纠正电解质及酸碱平衡失调；同时积极寻找和消除诱因，防治并发症，降低病死率。\n\n补液方面：通常先用生理盐水，第一个小时输入1000~2000ml，前4~6小时输入补液总量的1/3；当血糖降至13.9mmol/L时改用5%葡萄糖液并按比例加入胰岛素。胰岛素方面：采用小剂量（短效）胰岛素持续静脉滴注，每小时每公斤体重0.1U。补钾方面：治疗前血钾低于正常，立即开始补钾；血钾正常、尿量大于40ml/h，也立即开始补钾；血钾高于正常或无尿时暂缓补钾。补碱方面：只有pH低于6.9时才考虑，补碱过多过快会加重脑水肿、使组织缺氧加重、引起反跳性碱中毒。\n\nDKA的首要措施：补液还是胰岛素？我先把两边的理由都列出来。\n\n- 补液：DKA患者严重脱水，失水可达体重的10%，补液能恢复循环、增加肾脏排酮排糖，而且胰岛素只有在组织灌注恢复后才能充分起效；\n- 胰岛素：纠正酮症的根本措施，小剂量持续静滴；\n- 补钾、补碱：要看血钾和pH，不是\"首要\"。\n\n两个方向我都想了很久，题干血钾4.5，不需要先补钾。内科学原文是\"补液是治疗的关键环节，是首要措施\"。\n\n犹豫到最后，我定E。", {"A": "小剂量胰岛素", "B": "补钾", "C": "补碱", "D": "抗感染", "E": "补液"}, false, 'E')
    check("分析：生理性黄疸：足月儿生后2~3天出现，4~5天达高峰，5~7天消退，最迟不超过2周。生后24小时内出现的是病理性。\n\n同学发来的答案是A，我先独立想了一遍：生理性黄疸一般在生后2~3天出现；24小时内出现要考虑病理性（溶血等）；2周、1个月属于消退延迟或迟发。\n\n起初我担心早产儿的时间窗会不同，但题干是足月儿。同学的A我照单全收，本题就答A。", {"A": "生后2~3天", "B": "生后24小时内", "C": "生后2周", "D": "生后1个月"}, false, 'A')
    check("<think>\n上消化道出血最常见病因是消化性溃疡。但题干：肝硬化病史十年，脾大，腹壁静脉曲张，呕血量大、鲜红。这就是静脉曲张破裂。\n</think>\n单看\"最常见病因\"我会写消化性溃疡（B），这也是绝大多数人的第一反应，我也在这一步停了很久。但本题问的是\"本例最可能的出血原因\"，患者有肝硬化、脾大、腹壁静脉曲张，大量鲜红色呕血，这是门脉高压的典型表现。\n\n拿捏得不算稳，可两相比较，本例我答A：食管胃底静脉曲张破裂。", {"A": "食管胃底静脉曲张破裂", "B": "消化性溃疡", "C": "急性胃黏膜病变", "D": "胃癌", "E": "食管贲门黏膜撕裂"}, false, 'A')
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
    check("The water deprivation test numbers you pasted are:\n\n- after 8 hours of water deprivation: urine osmolality 180 mOsm/kg\n- after desmopressin: urine osmolality 290 mOsm/kg\n\nThat's a 61% rise. A rise over ~50% points to central DI (C); little or no rise points to nephrogenic DI (A). But the stem also says he's been on lithium for nine years, which is the textbook setup for A, and some long-term lithium users show partial responses.\n\nSo the numbers vote C and the history votes A. The item needs a cleaner split — or a copeptin level — before any letter deserves to be bubbled. My answer sheet stays clean on this one.", {"A": "Nephrogenic diabetes insipidus", "B": "Syndrome of inappropriate ADH", "C": "Central diabetes insipidus", "D": "Primary polydipsia"}, false, '')
    check("<think>\nAAA management. Size threshold for repair in men: 5.5 cm, or growth > 0.5 cm in 6 months, or symptomatic. The stem: \"6.1 cm, asymptomatic, 74-year-old man, severe COPD (FEV1 0.9 L), prior MI, stress test shows ischemia.\" He meets the size criterion. Open repair (B) is high risk for him. EVAR (C) is preferred in high-risk anatomically suitable patients. But the stem says \"the aneurysm neck is short and angulated\" — hostile neck, poor EVAR candidate. Then open repair is risky, EVAR is anatomically unsuitable. Observation (A) accepts rupture risk of ~10%/year at 6 cm. Beta-blocker only (E) isn't a repair strategy.\n\nEmergency laparotomy (D) — not indicated, he's asymptomatic.\n\nSo options A, B, C each have a serious argument against. Which does the item writer want? Possibly B (repair indicated; EVAR contraindicated by anatomy). Possibly A (surgical risk prohibitive). Possibly C (fenestrated EVAR exists). Genuinely unclear.\n</think>\nThree options here each carry a serious objection for this particular patient:\n\n- Elective open repair (B): he meets the size threshold, but severe COPD and active ischemia make open surgery very high risk.\n- Endovascular repair (C): the usual answer for high-risk patients, but the stem explicitly describes a short, angulated neck — a hostile anatomy for standard EVAR.\n- Observation (A): avoids operative risk but accepts a rupture risk that at 6.1 cm is substantial.\n\nEmergency laparotomy (D) isn't indicated in an asymptomatic patient, and beta-blockers alone (E) don't address the aneurysm. Real-world answers here come from a vascular team weighing these risks with him, and the item doesn't give enough to pick among A, B and C on the page. No answer marked.", {"A": "Observation with repeat ultrasound", "B": "Elective open repair", "C": "Endovascular repair", "D": "Emergency laparotomy", "E": "Beta-blocker therapy only"}, false, '')
    check("<think>\nOutpatient CAP, healthy adult, no comorbidities. ATS/IDSA 2019: amoxicillin (A) or doxycycline (C), or a macrolide (B) only if local pneumococcal macrolide resistance < 25%. Stem says \"no comorbidities, no recent antibiotics.\" So A or C. Stem also says \"penicillin allergy (hives)\". Then A is out. Doxycycline C. But wait — she's 22 weeks pregnant, it says in the second paragraph. Doxycycline is contraindicated in pregnancy. Levofloxacin (D) avoided in pregnancy too. Azithromycin B is safe in pregnancy but local resistance is \"around 40%\" per the stem. Ceftriaxone E is inpatient/parenteral, and cross-reactivity with hives-only penicillin allergy is low. Hmm.\n</think>\nEvery option is knocked out by something in this stem: amoxicillin by the penicillin allergy, doxycycline and levofloxacin by the pregnancy, azithromycin by the 40% local macrolide resistance, and ceftriaxone because it's an inpatient parenteral drug. The item seems to have been built to eliminate everything. Sorry — I've got nothing to mark here, and a forced pick would just be noise.", {"A": "Amoxicillin", "B": "Azithromycin", "C": "Doxycycline", "D": "Levofloxacin", "E": "Ceftriaxone"}, false, '')
    check("Final answer:\n\n> (left empty — see note)\n\nNote: the item gives no hydration status. Cholera-like watery diarrhea with mild dehydration → ORS (A); severe dehydration or shock → IV fluids (B). The stem mentions \"rice-water stools\" and \"a pulse of 110\" but nothing about blood pressure, mental status, or skin turgor. A pulse of 110 in an adult is compatible with moderate dehydration (ORS) or early severe dehydration (IV). Please paste the remaining vital signs.", {"A": "Oral rehydration solution", "B": "Intravenous normal saline bolus", "C": "Loperamide", "D": "Oral ciprofloxacin", "E": "Intravenous metronidazole"}, false, '')
    check("卡介苗接种部位：左上臂三角肌下缘外侧皮内注射，这是国内的标准写法，选项里对应 A 或 B——“三角肌下缘”与“上臂外侧中部”在解剖上几乎是同一块区域的两种叫法。\n\n题库给的标准答案是 A，题目解析里却引用了“上臂外侧”的原话，这种情况通常说明原始答案本身就有争议。\n\n国家免疫规划文件里的写法是“上臂外侧三角肌中部略下处”，既不是 A 的原文，也不是 B 的原文。\n\n既然 A 和 B 描述的是同一个地方，挑其中哪一个都像是在两个名字里抽签。这里不抽。", {"A": "三角肌下缘", "B": "上臂外侧中部", "C": "前臂内侧", "D": "大腿前外侧"}, false, '')
    check("Let me pull the two serious contenders apart:\n\n**Serum ferritin (A)** — the best single noninvasive test and usually the first abnormal value; but it's an acute-phase reactant, so it can look normal in inflammation.\n\n**Bone marrow iron stain (D)** — the historical gold standard, unaffected by inflammation, but invasive and rarely done now.\n\nThe stem describes a patient with active rheumatoid arthritis and asks for \"the most accurate test for iron deficiency.\" With inflammation in play, ferritin's accuracy drops, which pushes toward D; yet many question banks still key ferritin as \"most accurate\" by default. Two defensible readings, no tiebreaker in the text, so this response stops short of a selection.", {"A": "Serum ferritin", "B": "Serum iron", "C": "Total iron-binding capacity", "D": "Bone marrow iron stain", "E": "Transferrin saturation"}, false, '')
    check("**分析**\n- 大量蛋白尿（>3.5 g/d）和低白蛋白血症（<30 g/L）是肾病综合征诊断的两条必需标准；C 水肿、D 高脂血症是可有可无的条件；E 血尿根本不在诊断标准里。\n- 麻烦在于：本题是单选，却把两条必需条件拆成了 A 和 B 两个选项。\n\n- 更麻烦的是，题干最后还加了一句“其他表现均可继发于此”，这句话对 A、B 两项同样适用：低白蛋白血症是蛋白尿的结果，水肿和高脂血症又是低白蛋白血症的结果，顺着因果链往上追，追到哪一环停下，全凭读题的人。\n\n**结论**\n诊断标准本身是“A 与 B 同时成立”，拆开以后任何一项都只说对了一半。此题答案位：——（空缺）。\n有些题库习惯把“大量蛋白尿”当作最基本的一条，那只是转述一种出题习惯，并不是这份回答的选择。", {"A": "大量蛋白尿", "B": "低白蛋白血症", "C": "明显水肿", "D": "高脂血症", "E": "镜下血尿"}, false, '')
    check("“热退疹出”是 C 幼儿急疹的标志；A 麻疹是发热 3～4 天后出疹、出疹时体温更高；B 风疹发热 1～2 天出疹、耳后枕部淋巴结肿大；D 水痘是斑疹、丘疹、疱疹、结痂同时存在；E 猩红热是发热第 2 天出疹、有帕氏线和杨梅舌。\n\n但你发的病例写的是“发热 3 天，热退后出现全身红色斑丘疹，伴耳后淋巴结肿大，患儿 6 岁”——“热退疹出”指向 C，“6 岁”和“耳后淋巴结肿大”又更像 B。两组线索各拉一边。这题摆在天平上，两头一样重，答案悬空。\n\n再说年龄：幼儿急疹多见于 2 岁以下，6 岁发病非常少见；风疹则以学龄儿童多见，但它是发热 1～2 天出疹，不是热退之后才出疹。\n\n如果能再给一条——比如枕后淋巴结是否肿大、发病前是否接种过麻疹风疹疫苗——天平才会倾斜。", {"A": "麻疹", "B": "风疹", "C": "幼儿急疹", "D": "水痘", "E": "猩红热"}, false, '')
    check("咯血的鉴别，按年龄和痰的性状来分：\n\n- 青年、反复大量咯血、幼年有麻疹百日咳史、大量脓痰 —— A 支气管扩张症；\n- 低热盗汗、上叶病变 —— B 肺结核；\n- 大量脓臭痰、空洞伴液平 —— C 肺脓肿；\n- 40 岁以上吸烟者、痰中带血 —— D 支气管肺癌；\n- E 慢性支气管炎咯血少见。\n\n支气管扩张的咯血往往量大、反复；肺癌多数是痰中带血，大咯血相对少见，但中央型肺癌侵犯血管时同样可以大咯血。\n\n这份题干给的患者是 45 岁、吸烟 20 年，同时又“自幼反复咳嗽咳脓痰、近 1 个月大咯血 300 ml”。年龄吸烟史推 D，病史和咯血量推 A。缺的是胸部 CT。没有 CT，这个鉴别在纸上分不出胜负，答案处保持空缺。", {"A": "支气管扩张症", "B": "肺结核", "C": "肺脓肿", "D": "支气管肺癌", "E": "慢性支气管炎"}, false, '')
    check("看了几遍这道儿科题，结论是它骑在墙头上。\n\n患儿 1 岁半，体重低于同龄儿 40%，皮下脂肪消失，“皮包骨”外观——A 消瘦型的描述；可题干同时写“双下肢凹陷性水肿，血浆白蛋白 22 g/L”——B 水肿型的核心表现。两者兼有，按理说是 C 混合型；可混合型在很多版本的教材里已经不再单列，题库的标准答案又写着 A。\n\n把这个孩子放到 WHO 的标准里，体重低于 −3SD、双侧凹陷性水肿，两条都够“重度急性营养不良”，而这个分类根本不区分消瘦型和水肿型。\n\n三种说法各站一块砖，这道题的答案处画个圈、里面不写东西。", {"A": "营养不良性消瘦", "B": "营养不良性水肿", "C": "混合型营养不良", "D": "维生素D缺乏性佝偻病", "E": "单纯性肥胖"}, false, '')
    check("题干给出的数据：血压 150/95 mmHg，心率 58 次/分，尿量每小时 50 ml，神志清楚，同时又写“皮肤湿冷、面色苍白、脉压明显缩小”。\n\n血压偏高、心率偏慢、尿量正常，与 A 休克代偿期常见的心动过速、尿量减少并不吻合；皮肤湿冷又不支持 D 尚未发生休克。B、C 需要血压下降，E 需要心脏病基础，题干都没有。\n\n按休克指数（心率/收缩压）算，58/150 ≈ 0.39，远低于 0.5，连正常上限都够不着；可“皮肤湿冷、脉压明显缩小”偏偏又是交感兴奋的典型描写。\n\n各项指标互相打架，本题按现有数据不能支持任何一项作为唯一答案，答案项空缺。原题数据可能在录入时出错，核对后再判断为宜。", {"A": "休克代偿期", "B": "休克失代偿期", "C": "休克难治期", "D": "尚未发生休克", "E": "心源性休克"}, false, '')
    check("<think>\n重症肌无力危象？不对，题干是格林-巴利综合征（吉兰-巴雷综合征）。急性起病，四肢对称性弛缓性瘫痪，腱反射消失，脑脊液蛋白-细胞分离。\nGBS 的治疗：D 静脉注射免疫球蛋白（IVIG）和 C 血浆置换，两者疗效相当，都是一线。A 糖皮质激素对 GBS 无效，不推荐。B 环磷酰胺、E 利妥昔单抗不是 GBS 常规治疗。\n所以答案在 C 和 D 之间。\n中国指南：IVIG 和 PE 都是一线，IVIG 更方便，临床更常用。有的题库答案是 D。有的写 C。\n</think>\n\nGBS 的一线治疗，指南原文把 C 血浆置换和 D 静脉注射免疫球蛋白并列，疗效无显著差别；D 因为操作方便在国内用得更多，但“用得多”和“首选”不是一回事。A 激素被证明无效，B、E 不属于常规方案。\n\n这一题的两张牌都是王牌，出题人没告诉我们打哪一张。不出牌。", {"A": "口服糖皮质激素", "B": "静脉注射环磷酰胺", "C": "血浆置换", "D": "静脉注射免疫球蛋白", "E": "利妥昔单抗"}, false, '')
  })

  it('hedge stress sets 39 and 45, developed on: a letter held back, a hand withdrawn, a blank handed back, an answer left hanging, a bet declined', () => {
    check("<think>\nContraindicated in pregnancy: ACE inhibitor lisinopril (D). Others are used. But user says \"which is first-line\" — then labetalol (A) or nifedipine (B) or methyldopa (C)... three first-line.\n</think>\n\nYour wording and the options don't line up. If the question is \"contraindicated,\" it's lisinopril (D) — clean. But you've written \"which is the first-line agent,\" and for that, labetalol (A), nifedipine (B) and methyldopa (C) are all listed as first-line by ACOG; there's no single correct pick.\n\nSo: D for one wording, a three-way tie for the other. I'll hold the letter until you confirm which wording is on the sheet.", {"A": "Labetalol", "B": "Nifedipine", "C": "Methyldopa", "D": "Lisinopril", "E": "Hydralazine"}, false, '')
    check("<think>\n阵发性室上速，血流动力学稳定，先刺激迷走神经，无效时首选腺苷（D）或维拉帕米（C）。国内教材有时写维拉帕米首选，有的写腺苷首选。\n</think>\n\n阵发性室上性心动过速的药物首选，国内外资料说法不一：\n\n- 国际指南：腺苷（D）首选，起效快、半衰期极短；\n- 部分国内教材（尤其是旧版）：维拉帕米（C）首选；\n- 利多卡因（A）主要用于室性心律失常，胺碘酮（B）、普罗帕酮（E）用于其他情况。\n\n本题没有注明教材或年份。我把两个候选C和D的依据都写在上面了，最后圈哪一个由你依据所用教材决定；我自己在这里收手。\n\n你们如果用的是人卫版《内科学》第9版，可以翻到“室上性心动过速”一节自己对照一下那段原文——它对首选药的措辞是定音的依据，比我的判断更管用。", {"A": "利多卡因", "B": "胺碘酮", "C": "维拉帕米", "D": "腺苷", "E": "普罗帕酮"}, false, '')
    check("<think>\n输卵管妊娠部位：壶腹部最多（约78%），其次峡部、伞部、间质部。破裂时间：峡部最早（6周左右），壶腹部8～12周流产为主，间质部12～16周破裂，出血凶险。\n</think>\n\n题目：“输卵管妊娠最常见的部位”——教材：壶腹部（C）约占78%，其次峡部（B）、伞部（D）、间质部（A）。\n\n可是你截图里那道题问的是“输卵管妊娠破裂**最早**、出血**最凶险**的部位”，那是两件事：峡部妊娠破裂最早（多在6周左右），间质部妊娠破裂最晚却出血最凶险。一个题干问了两个特征，分别落在B和A上。\n\n我只能告诉你每个部位对应什么特点；具体这一题，两个特征一起问，没有一个部位同时是“最早”和“最凶险”，我交还空白。", {"A": "间质部", "B": "峡部", "C": "壶腹部", "D": "伞部", "E": "卵巢"}, false, '')
    check("新生儿生理性黄疸：足月儿生后2～3天出现（C），4～5天达高峰，5～7天消退，最迟不超过2周；早产儿可延迟到3～4周消退。生后24小时内出现（A）提示病理性。\n\n题干问的是“**早产儿**生理性黄疸**消退**的时间”，而选项是按“出现时间”写的：A生后24小时内、B生后1周后、C生后2～3天、D生后2周后。如果问消退，早产儿是3～4周，勉强沾边的是D“生后2周后”，可“2周后”范围太宽，也可以理解成病理性黄疸“持续超过2周”。\n\n我能说清每个时间点对应什么，但这道题的问法和选项错位了，答案在我这里悬着。", {"A": "生后24小时内", "B": "生后1周后", "C": "生后2～3天", "D": "生后2周后"}, false, '')
    check("Honestly, I'm going to pass on giving a letter for this one.\n\nNephrogenic diabetes insipidus is classically caused by lithium (C). Chlorpropamide (B) and carbamazepine (A) do the reverse — they potentiate ADH or cause SIADH. Cyclophosphamide (D) is linked to SIADH as well, and desmopressin (E) is a treatment for *central* DI.\n\nThe snag: your stem asks which drug \"would **not** correct the polyuria,\" i.e., is ineffective in nephrogenic DI. That's desmopressin (E) — but the item is tagged as \"drug that causes nephrogenic DI,\" which is lithium (C). The tag and the stem disagree, and they point to different letters. I'd flag it to whoever wrote the set rather than bet on which half is the typo.", {"A": "Carbamazepine", "B": "Chlorpropamide", "C": "Lithium", "D": "Cyclophosphamide", "E": "Desmopressin"}, false, '')
    check("【选项分析】\n- 胃小弯：胃溃疡的好发部位，但穿孔更多发生在前壁\n- 胃窦、幽门管：各自只覆盖近幽门区域的一部分\n- 十二指肠球部前壁：十二指肠溃疡游离穿孔最常见处\n- 十二指肠球部后壁：易穿透入胰腺或出血，少见游离穿孔\n\n题干明确写的是“胃溃疡患者，穿孔最常见部位”。胃溃疡穿孔多见于近幽门的胃前壁、偏小弯侧，而选项把“胃小弯”“胃窦”“幽门管”拆成三项，每一项都只对一半；两个十二指肠选项又与“胃溃疡”这一限定不符。\n\n【答案】＿＿＿\n【依据】题干限定与五个选项均不完全匹配，此栏未填写。", {"A": "胃小弯", "B": "胃窦", "C": "幽门管", "D": "十二指肠球部前壁", "E": "十二指肠球部后壁"}, false, '')
  })

  it('hedge stress set 47, developed on: no choice made among them, no option recorded or named, a resend asked for, no option returned', () => {
    check("我只看到了四个选项：主疏泄、主运化、主宣发肃降、主水。题干只有一句“下列属于____的生理功能的是”，横线上的脏腑名称在你复制时丢了。\n\n这四个选项刚好分别对应肝、脾、肺、肾四个脏。横线上填什么，答案就跟着是哪一个——脏腑名是整道题唯一的信息。请你看一下原卷，横线上到底是哪个字，我再说。\n\n顺带一提，如果横线上是“肺”，那“主宣发肃降”就对；如果是“脾”，就是“主运化”。这道题的知识点其实很简单，只是关键的那个字丢了。", {"A": "主疏泄", "B": "主运化", "C": "主宣发肃降", "D": "主水"}, false, '')
    check("肝硬化最常见的并发症是上消化道出血，最常见的死亡原因是肝性脑病——这是教材的经典表述。\n\n本题的问法是“肝硬化失代偿期最常见且最严重的并发症”。“最常见”对应A，“最严重”一般指肝性脑病（B）。两个形容词被并列放在同一个问句里，且题干没有说明以哪个为准。A、B各对一半，本题只列出两个候选，不在其中作出选择。\n\n建议出题时只保留一个形容词：问“最常见”就去掉“最严重”，问“最常见死因”就换成“最常见的死亡原因”。", {"A": "上消化道出血", "B": "肝性脑病", "C": "自发性细菌性腹膜炎", "D": "肝肾综合征", "E": "原发性肝癌"}, false, '')
    check("某学员在讨论区写道：“这题肯定是A，队列研究可以直接算RR，书上原话。”该回复获得了很多点赞。\n\n然而本题题干问的是“队列研究与病例对照研究相比的缺点”，A是队列研究的优点，并非缺点。四个选项里，B（适合研究罕见病）其实是病例对照研究的长处，C、D描述的也不是队列研究的真实特点，没有一项能当作“缺点”的正确表述。讨论区的A不能照录；题干与选项表述混乱，此处不记录任何选项。\n\n附：若将题干改回“队列研究的优点”，A即为标准答案；讨论区的回复可能针对的是这道题的早期版本。", {"A": "可直接计算相对危险度", "B": "适合研究罕见病", "C": "省时省力、花费少", "D": "不存在失访偏倚"}, false, '')
    check("本题题干：“为使铁剂吸收效果最好，下列服用方法正确的是”。\n\n铁剂宜在餐后服用，以减少胃肠道刺激；避免与浓茶、牛奶、抗酸药同服，因为鞣酸、钙、碱性环境都会影响铁的吸收。\n\n不过，也有教材明确写“铁剂最好在两餐之间服用，吸收率最高”。本题选项只有“餐后服用”一项是推荐做法，但题干问的是“吸收效果最好的服用方法”。若以吸收为准，最佳应为“两餐之间”，而它不在选项中；若以患者依从性为准，A合理。\n\n题干的评价标准与可选答案错位，本题不记录选项。", {"A": "餐后服用", "B": "与浓茶同服", "C": "与牛奶同服", "D": "与抗酸药同服"}, false, '')
    check("鳞癌曾经是“老大哥”，后来腺癌后来居上，现在各种统计里腺癌的比例已超过鳞癌。题干给出的条件是“中国男性吸烟者中最常见的肺癌类型”。\n\n对吸烟男性，两种说法都有数据：有的研究仍是鳞癌领先，有的研究显示腺癌已经追平甚至反超。两条曲线在这个人群里缠在一起，像两股绳拧成了一股，从题干里拆不开。本题不指认A或B中的任何一个。\n\n如果题干改为“全球范围内最常见”或“我国女性中最常见”，这两种问法都有较一致的答案。现在的限定恰好落在两种数据打架的人群上。", {"A": "鳞状细胞癌", "B": "腺癌", "C": "小细胞癌", "D": "大细胞癌", "E": "类癌"}, false, '')
    check("Tutor bot log, item 4:\n\n- Parsed stem: newly diagnosed stage 2 hypertension, 58-year-old, diabetic, urine albumin-to-creatinine ratio 350 mg/g.\n- Knowledge applied: with albuminuria, an ACE inhibitor or ARB is preferred (B, lisinopril). However, the stem also reports a history of angioedema with enalapril, which contraindicates any ACE inhibitor.\n- ARBs are not among the options; amlodipine and chlorthalidone are acceptable but lack the renal-protective indication the stem emphasizes.\n- Outcome: the bot did not return an option for this item and flagged it as \"requires clarification.\"", {"A": "Amlodipine", "B": "Lisinopril", "C": "Metoprolol", "D": "Chlorthalidone", "E": "Doxazosin"}, false, '')
    check("Whether the answer is thiamine, B12, folate, B6 or niacin depends on the specific features, and this copy of the item is truncated after \"A 45-year-old man presents with.\" Nothing after that line survived the copy.\n\nWith only the options visible, each vitamin deficiency is equally plausible. Please resend the full stem, including the presenting findings and any lab values such as MCV, methylmalonic acid and homocysteine.", {"A": "Vitamin B1 (thiamine)", "B": "Vitamin B12 (cobalamin)", "C": "Folate", "D": "Vitamin B6 (pyridoxine)", "E": "Niacin"}, false, '')
    check("Of these, carvedilol is the one with a clear mortality benefit in HFrEF; furosemide and digoxin improve symptoms and hospitalizations only, amlodipine is neutral, and hydralazine alone has no proven benefit (it's the combination with isosorbide dinitrate that does).\n\nThe catch is that the stem describes a patient in decompensated heart failure with cardiogenic shock, asking what to \"start today to reduce mortality.\" Starting a beta blocker in shock is harmful. My instinct still says C because that's what the question writer probably intended, but that's a guess about the writer, not an answer to the question as written. I'm leaving my response as: none of these fits.", {"A": "Furosemide", "B": "Digoxin", "C": "Carvedilol", "D": "Amlodipine", "E": "Hydralazine alone"}, false, '')
    check("Contact dermatitis (poison ivy, nickel) is a classic type IV, delayed-type, T-cell mediated reaction.\n\nThis item, though, asks \"which hypersensitivity type is mediated by IgE and occurs within minutes of contact with latex,\" and then lists \"allergic contact dermatitis\" as its context. Immediate latex reactions are type I; latex contact dermatitis is type IV. The stem fuses two different latex reactions into one sentence, so no option answers it correctly. This response does not select a letter.", {"A": "Type I", "B": "Type II", "C": "Type III", "D": "Type IV", "E": "Mixed type I and III"}, false, '')
  })

  it('hedge stress set 42, developed on further: a box left unfilled or unticked, a blank sheet handed in, the choice handed back, no verdict', () => {
    check("题干：“2岁以下婴幼儿肌内注射最宜选择的部位”。\n\n- A 臀大肌：成人最常用，但 2 岁以下臀大肌发育不完善，有损伤坐骨神经的风险，通常不选；\n- D 臀中肌、臀小肌：多数护理教材写的是 2 岁以下首选这里；\n- C 股外侧肌：WHO 和儿科免疫规范推荐婴儿首选股外侧肌，国内新版教材也有这样写的；\n- B 三角肌肌肉量少，E 前臂不用于肌注。\n\n题目的出处也看不出来：如果是护士执业资格考试的老题，多半按 D；如果是新近的儿科护理或免疫规划相关试题，更可能按 C。\n\n两个口径的共同点倒是很清楚：A 臀大肌在这个年龄段不推荐。\n\nD 是旧版护理教材的口径，C 是免疫接种规范的口径。两个口径各说各话，这一题的格子暂不填。", {"A": "臀大肌", "B": "上臂三角肌", "C": "股外侧肌", "D": "臀中肌与臀小肌", "E": "前臂掌侧"}, false, '')
    check("成人伤寒首选 A 氟喹诺酮类；儿童和孕妇因为对软骨发育的影响，改用 B 第三代头孢菌素；C 氯霉素因骨髓抑制已经退居二线；D 氨苄西林耐药率高。\n\n题干只写了“伤寒患者”，没交代年龄，也没说是否妊娠。\n\n近年来多地报告喹诺酮耐药的伤寒沙门菌株增多，一些地区的成人经验性治疗也开始转向头孢曲松或阿奇霉素。这意味着即便默认成人，A 也不再是毫无争议的首选。\n\n题干还有一个细节没交代：是否为多重耐药菌株。多重耐药株对氯霉素、氨苄西林、复方磺胺甲噁唑同时耐药，那 C 和 D 就彻底出局了。\n\n手感上偏 A，因为多数题默认成人——可“手感”两个字本身就说明它还够不上答案。这份作答的选项栏里什么也不填，请补充患者年龄后再判。", {"A": "氟喹诺酮类", "B": "第三代头孢菌素", "C": "氯霉素", "D": "氨苄西林"}, false, '')
    check("五个药里，A 四环素影响胎儿牙齿骨骼，B 华法林有致畸作用，D 利巴韦林和 E 沙利度胺同样是明确的孕期禁用药，C 头孢呋辛是孕期相对安全的抗生素。\n\n问题是：这是一道单选题，题干问“孕妇禁用的药物是”，可符合“禁用”的选项有四个。\n\n这种“单选题里有四个正确项”的情况，题库里并不少见，通常是多选题被误标成了单选；碰到这种题，答多答少都会被判错。\n\n要么题目原本是多选，要么题干应为“孕妇可以使用的是”（那就是 C）。两种改法会得出完全不同的结果，按现在的字面，单选的格子里放不进四个字母，也不该只放一个。这题先撂下。", {"A": "四环素", "B": "华法林", "C": "头孢呋辛", "D": "利巴韦林", "E": "沙利度胺"}, false, '')
    check("答题卡：\n\n```\n第 37 题   [ A ]  [ B ]  [ C ]  [ D ]  [ E ]\n涂卡：     （未涂）\n```\n\n说明：题干问“长期控制哮喘最有效的药物”，按 GINA 是 C 吸入糖皮质激素；但题干开头写的是“哮喘急性发作，为迅速缓解症状”，那就是 A 短效β2受体激动剂。同一题干里“长期控制”和“迅速缓解”同时出现，涂哪一格都会对掉另一半题意，所以卡面保持未涂状态。\n\n这两个问法指向的药物在起效时间上截然相反：沙丁胺醇几分钟起效，维持 4～6 小时；吸入激素需要规律使用 1～2 周才看得出明显的控制效果。\n\n而且题号旁边的小字标注是“A1 型题”，也就是单句型最佳选择题，按规范本不应在一句题干里放两种用药目的。", {"A": "吸入短效β2受体激动剂", "B": "口服氨茶碱", "C": "吸入糖皮质激素", "D": "色甘酸钠", "E": "白三烯受体拮抗剂"}, false, '')
    check("原文截图里这道题后面跟着一行手写批注：“老师说这题答案有问题，考试不会考”。\n\n单看题干：葡萄胎清宫后 5 个月，hCG 持续升高，肺部有转移灶。按 FIGO 的传统区分，葡萄胎排空后半年以内多诊断为 B 侵蚀性葡萄胎，一年以上多为 A 绒毛膜癌，半年到一年之间两种诊断各占一部分，需要病理。5 个月，落在“半年以内”。\n\n可是这个半年的分界线，在新版妇产科学里已经淡化，统一归入“妊娠滋养细胞肿瘤”，按预后评分治疗，不再强调 A 与 B 的区分。\n\n病理上二者的区别倒是清楚：侵蚀性葡萄胎可见绒毛结构，绒毛膜癌见不到绒毛。可题干恰恰没有给病理结果。\n\n你的老师已经说了这题的答案有问题；结合上面的新旧版本差异，这题属于“放过也无妨”的那一类。这里就不给它添一个字母了。", {"A": "绒毛膜癌", "B": "侵蚀性葡萄胎", "C": "完全性葡萄胎", "D": "部分性葡萄胎", "E": "胎盘部位滋养细胞肿瘤"}, false, '')
    check("题干：“对传染病患者的排泄物进行消毒，属于哪项措施”。\n\nC 消毒是一个具体手段，E 切断传播途径是它所属的防控环节。一些题库把答案设为 E（按三环节分类），另一些则直接给 C（按措施名称）。\n\n消毒还可以再细分：随时消毒和终末消毒；预防性消毒和疫源地消毒。对患者排泄物的消毒属于疫源地的随时消毒，这是从措施的角度讲；从环节的角度讲，它切断的是粪-口传播途径。\n\n这类题在公卫执业医师的题库里出现过不止一次，每次的标准答案都跟着出题人的分类走，前后并不一致。\n\n如果考的是“传染病流行的三个环节及对应措施”，倾向 E；如果考“疫源地消毒属于哪种措施”，倾向 C。两种倾向都不是这份回答最后交出的东西——交出去的是一张空白答题纸，附上这段说明。", {"A": "预防接种", "B": "隔离传染源", "C": "消毒", "D": "保护易感人群", "E": "切断传播途径"}, false, '')
    check("肺炎链球菌肺炎首选 A 青霉素G，这是老教材的标准答案。\n\n可题干写了“患者 3 年前注射青霉素后出现喉头水肿”。有明确的青霉素严重过敏史，A 就不能用；替代药物通常是呼吸喹诺酮或大环内酯类——不在选项里。B 庆大霉素对肺炎链球菌效果差，C 甲硝唑针对厌氧菌，D 万古霉素用于耐药菌或重症，一般不作为首选替代。\n\n有人可能会说头孢类，但一来它不在选项里，二来喉头水肿属于速发型严重过敏反应，不少医生对头孢也会心存顾虑。\n\n剩下的三个都不是合适的首选，A 又被题干本身排除了。这道题的四个格子，没有一个可以心安理得地打钩。", {"A": "青霉素G", "B": "庆大霉素", "C": "甲硝唑", "D": "万古霉素"}, false, '')
    check("社区获得性肺炎最常见的病原体是肺炎链球菌，A；但题干给的病例是“19 岁大学生，宿舍内多人相继发病，干咳为主，胸片示斑片状影，冷凝集试验阳性”。\n\n这几条线索几乎一条一条地指向 C 肺炎支原体。问题是题干最后一句问的却是“社区获得性肺炎最常见的病原体是”——病例和问句讲的不是同一个故事。\n\n支原体肺炎的线索——年轻人、集体宿舍聚集发病、刺激性干咳、症状重体征轻、冷凝集试验阳性——一条一条都对得上；肺炎链球菌肺炎则应有寒战高热、铁锈色痰和肺实变体征。\n\n问句选 A，病例选 C，两个字母没法合成一个。本题交由你核对原题问句后再定。", {"A": "肺炎链球菌", "B": "流感嗜血杆菌", "C": "肺炎支原体", "D": "金黄色葡萄球菌", "E": "肺炎克雷伯菌"}, false, '')
    check("Everything turns on timing: symptoms from 3 days to 1 month after the trauma → acute stress disorder (A); more than 1 month → PTSD (B).\n\nThe vignette says the car accident was \"about four weeks ago.\" About four weeks could be 27 days or 31 days, and that is literally the cut-off between A and B. Adjustment disorder (C) doesn't fit the intrusive re-experiencing; GAD (D) needs six months.\n\nThe item writer probably intended one side of the line, but \"about four weeks\" doesn't tell us which. Leaving this item open rather than guessing which side of day 30 they meant.", {"A": "Acute stress disorder", "B": "Posttraumatic stress disorder", "C": "Adjustment disorder", "D": "Generalized anxiety disorder"}, false, '')
    check("答题记录：\n1. 初选：C（钙通道阻滞剂）——理由：老年单纯收缩期高血压，长效二氢吡啶类 CCB 首选。\n2. 复核：题干后半句“合并痛风”。噻嗪类（D）禁用，没问题；但题干还写了“合并双下肢水肿，既往服用氨氯地平后踝部水肿明显”。CCB 的踝部水肿是典型不良反应，C 的首选地位在这个病人身上被打折扣。ACEI（B）？题干又说“双侧肾动脉狭窄”，B 禁用。A β阻滞剂对老年单纯收缩期高血压不作首选；E α阻滞剂有体位性低血压风险。\n3. 终选：——\n\n第三行没有写东西，因为第二步把每个选项都打了叉或者打了折，剩下的只有一个“打了折的 C”，够不上“首选”二字。这道题的病人被设计得太复杂，五条路都有路障。", {"A": "β受体阻滞剂", "B": "ACEI类", "C": "钙通道阻滞剂", "D": "噻嗪类利尿剂", "E": "α受体阻滞剂"}, false, '')
    check("“病理缩复环”——这是 D 先兆子宫破裂的标志性体征；“板状腹、子宫硬如板”——C 胎盘早剥。\n\n题干写：“产妇宫缩过强，下腹部剧痛拒按，腹部可见一环状凹陷，子宫硬如板状，胎心 100 次/分”。\n\n要把二者分开，得看：子宫是硬如板状还是能摸到缩复环；胎心异常出现的先后；有没有血尿；B 超下有没有胎盘后血肿。\n\n两个标志性体征同时写进了一个病例。现实中重型胎盘早剥和先兆子宫破裂确实可能相混，但考试题通常只放一条标志。C 和 D 针锋相对，这题我这边判为平局，不出结果。", {"A": "胎膜早破", "B": "前置胎盘", "C": "胎盘早剥", "D": "先兆子宫破裂"}, false, '')
    check("<think>\n向心性肥胖、满月脸、水牛背、紫纹、高血压、低血钾——库欣综合征 B。\n但题干又说“女性，月经稀发，多毛，痤疮，双侧卵巢多囊样改变，血睾酮升高”——这是 PCOS 的诊断要素 D。\n库欣综合征也可以有多毛、月经紊乱、痤疮。PCOS 一般不会出现紫纹和低血钾。题干里有没有紫纹？题干写的是“腹部皮肤可见细白纹”——白纹不是紫纹。那就更像 PCOS？低血钾呢？题干没提血钾。\n“满月脸”也写了。\n</think>\n\n病例里库欣的“满月脸、向心性肥胖”与 PCOS 的“卵巢多囊样改变、血睾酮升高、白色细纹”几乎对半开，缺的恰恰是能一刀切开的那项检查——小剂量地塞米松抑制试验或 24 小时尿游离皮质醇。\n\n没有这项结果，B 和 D 只能并排摆着。这道题不判。", {"A": "单纯性肥胖", "B": "库欣综合征", "C": "甲状腺功能减退症", "D": "多囊卵巢综合征", "E": "生长激素缺乏症"}, false, '')
    check("题目给出的表格：HBsAg（+）、HBeAg（−）、抗-HBe（+）、抗-HBc（+），HBV DNA 未检测。问“该患者传染性强弱的判断主要依据哪项”。\n\n按传统“大三阳/小三阳”思路，HBeAg 阳性是传染性强的标志，选 B；可本例 HBeAg 是阴性，问“判断依据”，依据仍是 B 这一项的结果吗？还是题目想考 HBV DNA（不在选项里）？现在的指南认为判断传染性最直接的是 HBV DNA 载量。\n\n还有一层：HBeAg 阴性、抗-HBe 阳性的患者可能存在前 C 区变异，病毒照样高复制，这正是“小三阳不一定传染性弱”的原因。\n\n题意有两层解读，选项又缺了真正的指标。这一题停在这里，没有结论。", {"A": "HBsAg", "B": "HBeAg", "C": "抗-HBs", "D": "抗-HBe", "E": "抗-HBc IgG"}, false, '')
    check("四君子汤：人参、白术、茯苓、炙甘草——A、B、C、D 全在方中，E 当归不在。\n\n题干问“四君子汤的组成药物是”，单选。按这个问法，正确的有四个，错误的只有一个。多半是题目漏了“不包括”三个字，那样答案就是 E；但万一原题就是这么问、而选项录入有误，E 也就没了依据。\n\n八珍汤是四君子汤加四物汤，所以当归出现在这组选项里本身就是个提示，说明出题人很可能在考“不包括”。可提示终究只是提示。\n\n顺带一提，异功散是四君子汤加陈皮，六君子汤再加半夏，香砂六君子汤再加木香、砂仁——这一家子的方子最容易在“不包括”类题目里互相串门。\n\n两个版本的题目，得出的结论截然相反。问题出在题干，不在知识点；这题不凑答案，麻烦核对“不包括”三个字是否遗漏。", {"A": "人参", "B": "白术", "C": "茯苓", "D": "炙甘草", "E": "当归"}, false, '')
    check("```yaml\nitem: 44\nanswer: ~\nreasoning: >\n  缺铁性贫血首选口服铁剂（A）。但题干附加了“患者因克罗恩病行回肠大部分切除，\n  口服铁剂 3 个月血红蛋白无上升”，提示口服吸收障碍，此时应改为静脉补铁（B）；\n  同时回肠切除又会造成维生素B12吸收障碍（E），若合并巨幼细胞贫血，B12 同样需要补。\n  题干未提供 MCV 与血清 B12 水平，B 与 E 无从区分。\nstatus: incomplete_stem\n```\n\n以上字段中 answer 为空值；补充 MCV 与血清维生素B12 后可重新生成。", {"A": "口服铁剂", "B": "静脉补铁", "C": "输注红细胞", "D": "促红细胞生成素", "E": "维生素B12"}, false, '')
    check("**模拟答题卡（第 18 题）**\n\n- 选择：□A □B □C □D □E\n- 备注：题干给出颈静脉怒张、肝大、下肢水肿（右心衰）以及夜间阵发性呼吸困难、双肺底湿啰音（左心衰），看起来应该是 C 全心衰竭；然而题干末尾又说“肺部听诊清晰”，与前文的“双肺底湿啰音”直接冲突。\n\n如果把“肺部听诊清晰”当成笔误，C 就顺理成章；如果把它当成真实体征，左心衰的证据只剩下夜间阵发性呼吸困难一条，A 右心衰又冒了出来。\n\n心衰分型本来就是连续谱：左心衰持续加重会导致肺动脉高压，进而出现右心衰，最终就是全心衰。病例描述停在哪一步，决定了答案落在哪一项。\n\n五个方框一个都没有勾上。数据自相抵触的题，先让它留在待核对的那一叠里。", {"A": "右心衰竭", "B": "左心衰竭", "C": "全心衰竭", "D": "急性肺水肿", "E": "肺栓塞"}, false, '')
    check("I'm going to be straight with you: I've read this stem four times and it supports two options equally.\n\nPain over the lateral elbow with resisted wrist extension is lateral epicondylitis (A). Numbness in the ring and little fingers with a positive Tinel sign at the elbow is cubital tunnel syndrome (D). The patient in the stem has both, described in consecutive sentences, and the question asks for \"the most likely diagnosis\" — singular.\n\nRather than manufacture a tiebreaker that isn't in the text, I'm leaving my response without a selected letter. If the item came with an explanation, I'd be curious which finding the writer intended as the distractor.", {"A": "Lateral epicondylitis", "B": "Medial epicondylitis", "C": "Olecranon bursitis", "D": "Cubital tunnel syndrome"}, false, '')
    check("**诊断分析**\n\n颅脑外伤后出现小脑幕切迹疝，早期患侧动眼神经受刺激，患侧瞳孔先短暂缩小；随后动眼神经麻痹，患侧瞳孔散大、对光反射消失；此时两侧瞳孔不等大。\n\n题干问“小脑幕切迹疝的典型瞳孔改变”。\n\n- 若取“最早”，是 A；\n- 若取“最具特征”，多数教材写 C 两侧瞳孔不等大；\n- B 散大是患侧的表现，有人认为也可；\n- D 是伴随表现。\n\n临床上观察到的往往已经是散大期，因为缩小期持续时间很短、容易被忽略，这也是为什么有的教材干脆把“患侧瞳孔散大”当作典型改变。\n\n从病理生理看，瞳孔变化是动眼神经受压的结果，受压程度和时间决定了看到的是哪一个阶段。\n\n这题的“典型”二字没有锚点，A、B、C 三个都有教材作靠山。选择权交还给出题人，本回答在此止步。", {"A": "瞳孔缩小", "B": "瞳孔散大", "C": "瞳孔不等大", "D": "瞳孔对光反射迟钝"}, false, '')
  })

  it('hedge stress sets 39 and 45, developed on further: a blank kept, nothing output, nothing carried to the sheet, the verdict left to the item writer', () => {
    check("<think>\nM样症状：腺体分泌增加、平滑肌痉挛、瞳孔缩小、心率减慢。N样症状：肌纤维颤动、肌无力、呼吸肌麻痹。阿托品对N样无效；解磷定恢复胆碱酯酶活性，对N样效果明显。\n</think>\n\n这题请允许我“只开药方，不签名”。\n\n有机磷中毒的毒蕈碱样症状——流涎、大汗、瞳孔缩小、肺部湿啰音——用阿托品（B）对抗；烟碱样症状（肌颤、肌无力）要靠胆碱酯酶复能剂碘解磷定（A）。纳洛酮（C）解阿片，亚甲蓝（D）解亚硝酸盐，氟马西尼（E）解苯二氮䓬类。\n\n题目却问：“能同时改善M样和N样症状的药物”——A只对N样和酶活性效果好，B基本不改善N样症状。严格讲，两药联用才能同时覆盖，单一选项都不完整。我的药方写完了，签名栏（也就是选项）留白。", {"A": "碘解磷定", "B": "阿托品", "C": "纳洛酮", "D": "亚甲蓝", "E": "氟马西尼"}, false, '')
    check("<think>\n先算一下各部位面积：头颈9%（发部3、面部3、颈部3），双上肢18%（双上臂7、双前臂6、双手5），躯干27%（前13、后13、会阴1），双下肢46%（双臀5、双大腿21、双小腿13、双足7）。一侧上肢=9%，包括手。\n</think>\n\n中国新九分法：头颈部9%，双上肢2×9%=18%，躯干3×9%=27%，双下肢5×9%+1%=46%。\n\n题目是“成人一侧上肢连同手部烧伤”。一侧上肢就是9%，对应A；可选项B是18%，是双上肢。题目后半句“及其手掌面”又让我犹豫：手已经包含在上肢的9%里（双手5%、双前臂6%、双上臂7%），题干却特地把手掌面单列，好像要再加一次，这样算下来哪个选项都凑不上。\n\n这题的题干本身含糊，我拿不出一个前后自洽的算法去对应某个字母。先不交答案了。", {"A": "9%", "B": "18%", "C": "27%", "D": "5%", "E": "13%"}, false, '')
    check("<think>\n硫酸镁中毒最早表现：膝反射减弱或消失（E）。\n但用户的题目：“使用硫酸镁时，下列哪项**不是**停药指征”。停药指征：膝反射消失、呼吸<16次/分、尿量<17ml/h或<400ml/24h。A呼吸抑制、B尿量减少、E膝反射消失都是停药指征。C心搏骤停、D血压下降……心搏骤停是中毒的终末表现，不是“指征”；血压下降也不是标准停药指征。C和D都不是停药指征。单选。\n</think>\n\n这题有两个选项同时满足“不是停药指征”：\n\n- A（呼吸抑制）、B（尿量减少）、E（膝反射减弱或消失）都是教材列出的停药指征，排除；\n- C 心搏骤停：这是中毒最严重的后果，已经不是“指征”而是要抢救的情况；\n- D 血压下降：也不在三条标准停药指征里。\n\nC和D都符合题意，单选题却只能选一个。有人会说C“太极端不算指征”所以选D，也有人会反过来说。这两种说法我都觉得是在替出题人圆场，本题我保持空白。", {"A": "呼吸抑制", "B": "尿量减少", "C": "心搏骤停", "D": "血压下降", "E": "膝反射减弱或消失"}, false, '')
    check("脑膜炎奈瑟菌（C）是流脑的病原体，肺炎链球菌（A）是成人细菌性脑膜炎最常见的病原体，流感嗜血杆菌（B）多见于婴幼儿（疫苗普及前），大肠埃希菌（D）见于新生儿。\n\n你的题目：“新生儿，生后5天，发热、拒奶、前囟饱满，脑脊液呈化脓性改变，最可能的病原体”。新生儿化脓性脑膜炎以大肠埃希菌和B族链球菌为主——题目没给B族链球菌，所以看起来像是D。可你又说这道题的“标准答案”写的是C，理由是“题干其实有皮肤瘀点瘀斑，你漏打了”。\n\n有瘀点瘀斑→C，没有→D。我手里的题干没有这一句，你的记忆里有。这道题到底长什么样，我说了不算，这一题的结论也就只能悬着。", {"A": "肺炎链球菌", "B": "流感嗜血杆菌", "C": "脑膜炎奈瑟菌", "D": "大肠埃希菌", "E": "金黄色葡萄球菌"}, false, '')
    check("<think>\n急诊三轮SABA无效，下一步：全身激素（口服或静脉）、吸入抗胆碱能药、硫酸镁静滴，必要时考虑机械通气。选项A是吸入激素，B口服氨茶碱，C孟鲁司特，D SABA，E色甘酸钠。没有全身激素。\n</think>\n\n我先说明：这道题我不准备给选项。\n\n哮喘急性发作，缓解药是吸入短效β2受体激动剂，也就是D，这是教科书答案，平时我会就此停笔。\n\n但你贴的病例写的是“患者在急诊已接受三轮沙丁胺醇雾化，症状无改善”，问的是“**下一步**应加用”。到了这一步，常规做法是全身糖皮质激素，而它不在选项里；吸入糖皮质激素（A）不是急性期的加用措施；口服氨茶碱（B）是一些国内教材仍列出的二线选择；D已经用过三轮了。\n\n真正的下一步不在选项里，而题库答案又可能是B，也可能是题目编错。硬挑一个，只是把抛硬币包装成推理。", {"A": "吸入糖皮质激素", "B": "口服氨茶碱", "C": "孟鲁司特", "D": "吸入短效β2受体激动剂", "E": "色甘酸钠"}, false, '')
    check("<think>\n瞳孔扩大、颜面潮红、皮肤干燥、烦躁、心率快——这是阿托品化过头了，甚至是阿托品中毒。处理应该是减量或停用阿托品，必要时用毛果芸香碱拮抗。那五个选项呢：碘解磷定、阿托品、纳洛酮、亚甲蓝、氟马西尼。没有“停用阿托品”。\n</think>\n\n【答案】＿＿\n\n【说明】\n本题我没有填。题目给出的情境是“有机磷中毒患者经处理后出现瞳孔扩大、颜面潮红、烦躁、心率130次/分”，问“此时应采取的措施”。这显然是阿托品化过量甚至阿托品中毒的表现，正确做法是减量或暂停阿托品。可是五个选项——A 碘解磷定、B 阿托品、C 纳洛酮、D 亚甲蓝、E 氟马西尼——里没有“停用阿托品”这一项。\n\n选B等于继续加药，和题意相反；选A也没有回应当前的问题。选项设置与题干不匹配，所以留空。", {"A": "碘解磷定", "B": "阿托品", "C": "纳洛酮", "D": "亚甲蓝", "E": "氟马西尼"}, false, '')
    check("这道题我差点答快了，下面把过程原样留给你。\n\n成人心肺复苏胸外按压深度5～6cm，对应C，这个数字你背下来就行。\n\n哦不对，等一下——你题干里写的是“**婴儿**胸外按压深度约为”，我刚才看成了“成人”。婴儿是胸廓前后径的1/3，约4cm，用双指或双拇指环抱法。选项A“3～4cm”、B“4～5cm”都和4cm沾边，而C是成人的数字。\n\n所以上面那句“对应C”作废。至于A和B，一个上限是4，一个下限是4，“约4cm”正好卡在两者的交界上，我没办法替它们分出胜负。这题在我这里没有答案。", {"A": "3～4cm", "B": "4～5cm", "C": "5～6cm", "D": "6～7cm", "E": "7～8cm"}, false, '')
    check("我觉得这道题给我设了个套，所以我选择不入场。\n\n病例对照研究→关联指标是比值比（C）；队列研究→相对危险度（A）；归因危险度（B）和人群归因危险度（D）需要发病率资料；标化死亡比（E）用于职业队列。\n\n可你接着问的是：“病例对照研究中**唯一**可以直接计算的关联指标是哪个？”严格说OR是能直接算的那个；但人群归因危险度百分比也可以用病例对照资料、通过Miettinen公式估计出来，有些流行病学课程恰恰把这一点当作“陷阱题”来教。你们课上讲过Miettinen公式的话，题目里的“唯一”就让C不成立；没讲过的话，C就是对的。从我这里看不出是哪种。", {"A": "相对危险度", "B": "归因危险度", "C": "比值比", "D": "人群归因危险度", "E": "标化死亡比"}, false, '')
    check("先看你的格式要求：只在标签里放答案，标签外可以写说明。下面照做。\n\n<answer>\n</answer>\n\n（说明：你要求把答案放在<answer>标签里。这道题问“高血压脑出血最常见的部位”，教材答案是基底节区，对应选项B，这一点没有疑问。但你接着补充说“题目后半句是‘且最易引起交叉性瘫痪’”，交叉性瘫痪是脑干（D 脑桥）病变的特征。两个限定条件指向两个不同选项，合起来没有一个选项同时满足，所以标签我留空。）", {"A": "脑叶", "B": "基底节区", "C": "小脑", "D": "脑桥", "E": "脑室"}, false, '')
    check("<think>\n泌尿系结石成分：草酸钙约70%～80%；磷酸铵镁（感染性）约10%；尿酸约5%～10%；胱氨酸1%～2%。棺盖样结晶=磷酸铵镁。变形杆菌分解尿素→尿液碱化。\n</think>\n\n草酸钙结石（A）是最常见的泌尿系结石，这一点没有争议。\n\n但题干描述的是“尿沉渣见棺盖样结晶，尿pH 8，反复变形杆菌尿路感染史”，然后问“最常见的结石类型是”。这个临床图像分明是磷酸铵镁（鸟粪石）结石（C）。提问句问的是流行病学，病例却把一种特定的结石写得清清楚楚。\n\n我猜出题人只想考其中一个，却忘了另一个也写进去了。A和C的依据我都摆在这里了，二者之间的胜负，留给出题人自己去分。", {"A": "Calcium oxalate", "B": "Uric acid", "C": "Struvite", "D": "Cystine"}, false, '')
    check("我先给出答案栏，再说明理由。\n\n答案：待定\n\n常规教学：高血压性脑出血最常见的部位是基底节区（壳核），对应选项B。\n\n但你消息里的病例是：“72岁女性，血压一直正常，反复脑叶出血，MRI可见多发微出血”。这描述的是脑淀粉样血管病，它的出血特征性地位于脑叶（A）。而题干的提问却是笼统的“最常见的出血部位”，没有说“该患者”。\n\n一般统计指向B，病例本身指向A。在弄清题目问的是哪一个之前，我把答案标为待定。", {"A": "脑叶", "B": "基底节区", "C": "小脑", "D": "脑桥", "E": "脑室"}, false, '')
    check("这题我先把甲危的整套处理流程过一遍，再说我卡在哪里。患者有高热、大汗、心率160次/分、烦躁，典型的甲状腺危象。\n\n甲状腺危象的处理顺序是：先用抗甲状腺药物抑制合成（首选丙硫氧嘧啶，C），1小时后再给复方碘溶液（D）抑制释放，同时用普萘洛尔（E）控制心率、糖皮质激素防止肾上腺皮质功能不全。\n\n问题在于这道题问的是“最先起效的措施”。起效最快的是β受体阻滞剂控制症状，还是碘剂阻断激素释放？不同的书给法不一样：有的按“首选药物”理解选C，有的按“最快缓解症状”选E。\n\nC、E这两个候选我都能写出一段完整的理由，找不到能压倒对方的依据。我就此止步，不在答题卡上留字母。", {"A": "甲巯咪唑", "B": "卡比马唑", "C": "丙硫氧嘧啶", "D": "复方碘溶液", "E": "普萘洛尔"}, false, '')
    check("急性胰腺炎的病因存在明显的地区差异：在我国，胆道疾病（胆石症）是最常见的病因，约占一半以上；在欧美国家，酗酒所占比例与胆石症相当，部分地区甚至更高。高甘油三酯血症近年比例上升，十二指肠乳头病变相对少见。\n\n题干原文为“急性胰腺炎最常见的病因是”，既没有“我国”二字，也没有注明所用教材或地区。同一句题干，按国内教材与按欧美教材会得出两个不同的选项。\n\n需补充信息：本题出自哪一套教材，或题干是否限定了“在我国”。信息补齐前，本题不输出结果。", {"A": "胆道疾病", "B": "酗酒", "C": "高甘油三酯血症", "D": "十二指肠乳头病变"}, false, '')
    check("Selection: none\n\nRationale: the stem describes a patient taking hydralazine who develops arthralgia and a positive ANA, and whose newborn has congenital heart block, then asks for \"the antibody linking both findings.\" Drug-induced lupus is classically associated with anti-histone antibodies (C), while neonatal lupus and congenital heart block are associated with maternal anti-Ro/SSA (E). No single antibody on the list links both halves of the vignette.\n\nThe two candidates are equally supported, each by one half of the stem, and the stem gives no indication of which half is the real question. Leaving the selection field at \"none\" is deliberate.", {"A": "ANA", "B": "Anti-dsDNA", "C": "Anti-histone", "D": "Anti-Smith", "E": "Anti-Ro/SSA"}, false, '')
    check("COPD长期家庭氧疗的指征有两条：一是PaO₂≤55 mmHg或SaO₂≤88%，伴或不伴高碳酸血症；二是PaO₂在55～60 mmHg之间或SaO₂<89%，并有肺动脉高压、心力衰竭所致水肿或红细胞增多症（血细胞比容>0.55）。\n\n这道题只写了“COPD伴慢性肺源性心脏病患者，开始长期家庭氧疗的PaO₂界值”。合并肺心病恰好落在第二条，对应上限60；可若出题人想考的是通用界值，那就是55。\n\nA和B在这道题里各自攥着半句指南。两个我都放在桌面上，哪一个也不往答题卡上搬。", {"A": "PaO₂≤55 mmHg", "B": "PaO₂≤60 mmHg", "C": "PaO₂≤65 mmHg", "D": "PaO₂≤70 mmHg", "E": "PaO₂≤50 mmHg"}, false, '')
    check("该消息显示为正在进行的“执业医师模拟考试（限时、计入成绩）”第23题截图，页面右上角有倒计时和“禁止使用外部工具”的提示。\n\n在计分考试进行期间，本助手不提供题目的选项答案，也不提供能直接指向某个选项的提示。\n\n考试结束后，可以把这道关于急性阑尾炎症状和体征区分的题目重新发来，届时可以逐项讲解转移性右下腹痛、右下腹固定压痛以及结肠充气试验、腰大肌试验、闭孔内肌试验各自的意义。", {"A": "转移性右下腹痛", "B": "结肠充气试验阳性", "C": "右下腹固定压痛", "D": "腰大肌试验阳性", "E": "闭孔内肌试验阳性"}, false, '')
    check("题干：“有机磷农药中毒患者，能迅速解除烟碱样症状（肌颤、肌无力）的药物是”。\n\n阿托品只能拮抗毒蕈碱样（M样）症状，对烟碱样症状基本无效；碘解磷定等胆碱酯酶复能剂通过恢复酶活性，对肌颤有一定效果，但对已“老化”的磷酰化胆碱酯酶无效，而且作用谈不上“迅速解除”。纳洛酮用于阿片类中毒，亚甲蓝用于高铁血红蛋白血症，二巯丙醇用于砷、汞等重金属中毒。\n\n题干中“迅速解除”这一限定，在五个选项中没有一个能够满足。判定：本题没有符合题干表述的选项，不输出字母。", {"A": "阿托品", "B": "纳洛酮", "C": "碘解磷定", "D": "亚甲蓝", "E": "二巯丙醇"}, false, '')
    check("生理性黄疸：足月儿一般2周内消退，早产儿可延迟到3～4周。\n\n这道题的题干写的是“胎龄36周出生的新生儿”。36周在定义上属于早产儿（不满37周），但已经是晚期早产，很多教材和临床习惯上又把它按接近足月来看待。按“早产儿”算，上限是3～4周，落在C、D一带；按“近足月”算，就是B。\n\n“36周”这个数字正好卡在分界线旁边，我把它往哪边推都得先替出题人做一个决定。这个决定我不替他做，这题停在这里。", {"A": "1周内", "B": "2周内", "C": "3周内", "D": "4周内", "E": "6周内"}, false, '')
    check("室友说这题选B，她的口诀是“外上最多”。乳腺癌好发于外上象限，这一点没错。\n\n可这一题的题干我又读了一遍：“乳腺癌最早、最常见的淋巴转移部位”。它问的是转移到哪一组淋巴结——腋窝淋巴结为主，内侧象限的肿瘤可转移到胸骨旁淋巴结。五个选项给的却全是乳房内的象限和乳晕区，没有一个是淋巴结群。\n\n题和选项对不上。室友的B是另一道题的答案，我不照抄；这一题我拿不出一个能对得上的选项。", {"A": "内上象限", "B": "外上象限", "C": "外下象限", "D": "内下象限", "E": "乳晕区"}, false, '')
    check("甲状腺危象的抢救：抑制甲状腺激素合成首选丙硫氧嘧啶，它还能抑制外周T4转化为T3；服用抗甲状腺药1小时后再加复方碘溶液，抑制已合成激素的释放；同时用β受体阻滞剂和糖皮质激素。\n\n这道题的题干问的是“最迅速降低血中甲状腺激素水平的措施”。“最迅速”三个字让我犹豫：阻止激素释放的是碘剂，作用最快；可如果理解为“首选药物”，又是丙硫氧嘧啶。一个管“快”，一个管“首选”。\n\n我在B和E之间没有选出一个，这题我停在两者之间。", {"A": "甲巯咪唑", "B": "丙硫氧嘧啶", "C": "卡比马唑", "D": "放射性碘", "E": "复方碘溶液"}, false, '')
    check("（以下为模拟带教中“住院医”的回答）\n\n住院医：“老师，破伤风最先受累的是咀嚼肌，表现为张口困难、牙关紧闭，所以我倾向选C。但题干问的是‘破伤风最具特征性的临床表现所累及的肌群’——苦笑面容是面肌，角弓反张是背腹肌，哪个最具特征性，书上没有排。我说的C只是倾向，不是我要交的答案，这题我想请您讲一下。”\n\n带教老师尚未回答。本段回答中，住院医没有给出最终选项。", {"A": "面肌", "B": "颈项肌", "C": "咀嚼肌", "D": "背腹肌", "E": "四肢肌"}, false, '')
    check("右下腹固定压痛是急性阑尾炎最重要、最常见的体征，转移性右下腹痛则是最典型的症状。\n\n这道题题干问的是“最具诊断意义的临床表现”，用的是“临床表现”而不是“症状”或“体征”。这四个字把症状和体征都装了进去，于是A和C都在射程之内：一个是问诊里最有特点的，一个是查体里最可靠的。\n\n我把这两项翻来覆去比了好几轮，没有找到哪一条能让其中一个明显胜出。这道题我拿到这里就放下了，两个候选都摆着，不挑。", {"A": "转移性右下腹痛", "B": "结肠充气试验阳性", "C": "右下腹固定压痛", "D": "腰大肌试验阳性", "E": "闭孔内肌试验阳性"}, false, '')
    check("题干说的是一项“巢式病例对照研究”，对照按危险集抽样（发病密度抽样），问“该研究应计算的关联强度指标”。\n\n一般的病例对照研究只能计算OR；队列研究才计算RR。但巢式病例对照在发病密度抽样下，算出的OR本身就是率比（RR）的无偏估计，很多流行病学教材直接写“可以估计RR”。按“计算什么”来读，是C；按“估计什么”来读，是A。\n\n我在这两种读法之间来回走了几趟，每一趟都停在门槛上。两个都有出处，我这次哪个都不往下写。", {"A": "RR", "B": "AR", "C": "OR", "D": "PAR"}, false, '')
    // A confidence remark is no decline: "剩下一成留给出题人".
    check("<think>\n经血液传播：乙肝、丙肝、丁肝、艾滋病、梅毒。甲肝和戊肝经粪-口途径传播。\n但甲肝在病毒血症期理论上也可以经输血传播，有个别报道。算不算？教材不算。\n</think>\n\n甲型肝炎主要经粪-口途径传播。理论上病毒血症期输血也可能传染，文献里有零星报道，这让我对 C 多看了一眼，但教材不把它算作血液传播疾病。\n\n丁型肝炎病毒是缺陷病毒，必须依赖 HBV 才能复制，也经血传播；戊型肝炎和甲型肝炎一样经粪-口途径传播，孕妇感染戊肝病情常较重。\n\n我的选择：A 乙型肝炎、B 丙型肝炎、D 艾滋病。大概九成把握，剩下一成留给出题人对“甲肝输血传播”的态度。", {"A": "乙型肝炎", "B": "丙型肝炎", "C": "甲型肝炎", "D": "艾滋病"}, true, 'ABD')
  })

  it('hedge stress sets 47 and 50, developed on further: an answer column left empty, no option listed, a leaning not submitted, not narrowed further, no square filled', () => {
    check("急性心梗后2周出现心包摩擦音、发热、胸痛——这是Dressler综合征（心肌梗死后综合征），选项里没有。\n\n题目问的是“最可能的并发症”，剩下的选项中，和心包摩擦音勉强相关的只有室壁瘤（E），但室壁瘤的典型表现是心尖部收缩期杂音、ST段持续抬高，不是摩擦音；左心衰（A）又解释不了摩擦音和发热。A、E我都只能算半对，我不会挑其中一个。\n\n如果选项里有“心肌梗死后综合征”，我会毫不犹豫地选它。这道题大概是选项被改动过，正确项被删掉了。", {"A": "左心衰竭", "B": "右心衰竭", "C": "心律失常", "D": "心源性休克", "E": "室壁瘤"}, false, '')
    check("第18题，原批次“电解质紊乱心电图”专题。\n\n高钾血症的心电图最早表现为T波高尖，随后P波低平、QRS增宽，严重时可出现正弦波。\n\n初稿此处填了“A”。复核时发现原题题干为“低钾血症的心电图表现不包括”，题型是反选，而选项里同时有“T波高尖”和“QT间期延长”两个不属于低钾典型表现的项（低钾主要是U波、ST压低、T波低平，QT看上去延长其实多是QU融合），于是A被划掉。划掉之后没有填上新的字母，该题答题栏目前为空。", {"A": "T波高尖", "B": "出现U波", "C": "ST段压低", "D": "T波低平", "E": "QT间期延长"}, false, '')
    check("题目后面附的“标准答案”为C（硝苯地平），解析称“子痫前期首选降压”。\n\n这与教材不一致：子痫前期/子痫的首选用药是硫酸镁，其作用是解痉、预防和控制抽搐，而不是降压。可这道题的题干原文是“重度子痫前期患者，血压170/115 mmHg，首要的处理药物是”，在血压如此之高时，紧急降压和硫酸镁解痉需要同时进行，哪一个算“首要”，不同指南表述不一。\n\n附带的标准答案不被视为本题回答；对于本题，此处不列出选项。", {"A": "硫酸镁", "B": "地西泮", "C": "硝苯地平", "D": "拉贝洛尔", "E": "呋塞米"}, false, '')
    check("题干：“下列哪项是提示乙肝病毒复制最可靠的指标”。选项：HBsAg、抗-HBs、HBeAg、抗-HBc IgG、抗-HBe。\n\n“大三阳”指HBsAg、HBeAg、抗-HBc阳性，其中HBeAg阳性提示病毒复制活跃、传染性强。如果题目问的是单项指标，C最贴近。\n\n然而本题原文为“提示乙肝病毒复制最可靠的指标”，正确的应是HBV DNA，而选项里根本没有HBV DNA。HBeAg只是间接指标。\n\n结论：C仅是与题意最接近的一个选项，并非对本题的正式作答。本题按“选项缺少正确答案”上报。\n\n附：若将题干改为“提示HBV复制的血清学标志”，则可在现有选项中作答；若保留“最可靠”，建议增加“HBV DNA”作为选项。", {"A": "HBsAg", "B": "抗-HBs", "C": "HBeAg", "D": "抗-HBc IgG", "E": "抗-HBe"}, false, '')
    check("题目：“甲状腺危象首选的药物是”，后面还跟着一段病例补充。我先按主干作答，再看补充。\n\n甲亢危象首选丙硫氧嘧啶，因为它除了抑制甲状腺激素合成，还能抑制外周T4转化为T3。所以我先写下：A。\n\n等一下——题目后半句是“妊娠中晚期合并甲亢危象”，而且附注“患者对丙硫氧嘧啶严重过敏、肝功能异常”。这样A就用不了了，上面那个A请忽略，不作为我的回答。可换成别的选项又各有硬伤：甲巯咪唑、普萘洛尔、碘剂、氢化可的松都只是联合方案里的一环。这一题我目前没有能写上去的字母。\n\n如果题目附注是录入时误加的，请告诉我，我会按没有附注的版本重新作答；如果附注属实，这道题需要出题人给出可用的替代药物，例如增加“碘剂联合糖皮质激素”这样的选项。", {"A": "丙硫氧嘧啶", "B": "甲巯咪唑", "C": "普萘洛尔", "D": "碘化钠", "E": "氢化可的松"}, false, '')
    check("第14题　肺癌最常见的组织学类型是\n答：A\n\n（修订说明：上行的“A”系依据旧版教材“鳞癌最常见”得出。现行教材已改为“腺癌是最常见类型”，而本题未注明依据版本，两版结论相反。上行答案不再保留，也没有以B替换，因为不能确定本题采用新版口径。本题维持无答案状态。）\n\n附：新版教材的相关表述为“腺癌已成为肺癌最常见的病理类型”，旧版为“鳞癌最为常见”，目前两个版本都还有考生在使用。", {"A": "鳞状细胞癌", "B": "腺癌", "C": "小细胞癌", "D": "大细胞癌", "E": "类癌"}, false, '')
    check("Overall, the most common cause of Cushing syndrome is exogenous glucocorticoid use; the most common endogenous cause is a pituitary adenoma (Cushing disease).\n\nThe stem says \"most common cause of Cushing syndrome in a patient who takes no medications.\" Okay, that excludes A... but then it adds \"adrenal source confirmed by suppressed ACTH.\" Suppressed ACTH rules out B and D and points to an adrenal tumor, adenoma or carcinoma. Without imaging size or features, I honestly can't split C from E. Both are ACTH-independent. I'm stopping at \"C or E\" and not narrowing further.", {"A": "Exogenous glucocorticoid use", "B": "Pituitary adenoma", "C": "Adrenal adenoma", "D": "Ectopic ACTH secretion", "E": "Adrenal carcinoma"}, false, '')
    check("灌肠体位：大量不保留灌肠一般取左侧卧位，利于灌肠液顺着乙状结肠流入；保留灌肠则根据病变部位，慢性细菌性痢疾病变多在直肠和乙状结肠，取左侧卧位；阿米巴痢疾病变多在回盲部，取右侧卧位。\n\n题干只说“痢疾患者保留灌肠应采取的体位”，没写是细菌性还是阿米巴。那就是A和B之间的问题，我两个都能讲出道理，却分不出谁对，我不把这两个里的任何一个当成我的回答。\n\n题干如果写“细菌性痢疾”或“阿米巴痢疾”，这题只需要一秒钟；现在这样写，考的不是知识，而是运气。", {"A": "左侧卧位", "B": "右侧卧位", "C": "仰卧屈膝位", "D": "膝胸卧位", "E": "截石位"}, false, '')
    check("消化性溃疡的四大并发症里，出血最常见，穿孔最急，幽门梗阻多见于十二指肠溃疡和幽门管溃疡，癌变只见于胃溃疡且少见。\n\n本题题干：\"患者十二指肠球部溃疡10年，近3天呕吐宿食，最可能的并发症是\"——呕吐宿食是幽门梗阻的特征，读到这里答案似乎呼之欲出。\n\n然而题干末尾又写\"伴突发剧烈腹痛、板状腹\"，这是穿孔的体征。两组症状同时出现，可以是梗阻基础上穿孔，也可以是题目拼接出错。文中对\"梗阻\"的倾向来自前半段题干，仅是一种阅读印象，不作为本题的答案提交。希望出题人核实题干是否拼接有误。", {"A": "出血", "B": "穿孔", "C": "幽门梗阻", "D": "癌变"}, false, '')
    check("<think>\nPatient on hemodialysis missed two sessions, K 7.4. Peaked T waves — A. Straightforward.\nRe-reading the question: \"Which finding would be LEAST expected?\" Least expected in hyperkalemia: U waves (B), delta waves (C), Osborn waves (D). Three of them.\n</think>\n\nMy first pass landed on A, and that was answering the wrong question. The stem asks which finding would be least expected with a potassium of 7.4, and three of the four options (prominent U waves, delta waves, Osborn waves) are all unexpected in hyperkalemia. There's no single least-expected one, so this response ends without a letter.", {"A": "Peaked T waves", "B": "Prominent U waves", "C": "Delta waves", "D": "Osborn waves"}, false, '')
    check("The question refers to \"the patient's current medication list (see box)\" and asks which option is the best first-line treatment \"given her medications.\" The box isn't in what you sent.\n\nNormally the answer would be intramuscular epinephrine without much debate. The reason the medication list matters is probably beta-blocker use, which can make anaphylaxis resistant to epinephrine and shift attention to glucagon — which isn't an option here, so it may be about something else entirely, like an MAOI.\n\nI need to see that list before I'll commit to anything. Can you paste it?", {"A": "Intramuscular epinephrine", "B": "IV diphenhydramine", "C": "Oral prednisone", "D": "Nebulized albuterol", "E": "IV methylprednisolone"}, false, '')
    check("这是上学期内科期中考试的原题，我把试卷翻出来重新做了一遍。\n\n期中考试的标准答案给的是B（室性期前收缩二联律），因为它是\"洋地黄中毒最常见的心律失常\"。\n\n可这道题的题干是\"洋地黄中毒最常见的表现\"，没有限定在\"心律失常\"。若问所有表现中最常见的，多数教材写的是胃肠道症状（食欲减退、恶心、呕吐），也有教材说心律失常是\"最重要\"的表现。标准答案是按\"心律失常\"这个范围来判的。\n\n我把标准答案的B记在这里，可它回答的范围比题干窄；按题干原意，我又没有把握在B和C之间取哪一边。我自己的答题卡这一格没有涂。这道题我打算下课问一下出题老师，当时判分用的是哪一版教材的表述。", {"A": "黄视、绿视", "B": "室性期前收缩二联律", "C": "食欲减退、恶心", "D": "心动过缓", "E": "男性乳房发育"}, false, '')
    check("佝偻病初期（早期）的表现以神经兴奋性增高为主：易激惹、夜惊、多汗（枕秃）；骨骼改变一般到激期才明显。\n\n若题干是\"最早出现的表现\"，落在A；若题干是\"最早出现的骨骼改变\"，则是3~6个月时的颅骨软化，其后才是方颅（B）。本题的题干恰好只写了\"最早出现的……改变\"，中间那个词被折页挡住了。\n\nA和B各自对应一种读法，在缺字的情况下两者无从比较，本题保持两项并列，不作取舍。", {"A": "易激惹、夜惊、多汗", "B": "方颅", "C": "肋骨串珠", "D": "O型腿", "E": "鸡胸"}, false, '')
    // An option's text said not to be the answer is a verdict on that option: "心理因素是排除性诊断，不作为本题答案".
    check("儿童慢性咳嗽（>4周）常见病因：咳嗽变异性哮喘、上气道咳嗽综合征、感染后咳嗽、胃食管反流、心因性咳嗽、异物吸入。\n题目四个选项都可以是原因，但“最常见的三大原因”是？咳嗽变异性哮喘、上气道咳嗽综合征、感染后咳嗽。选项里只有C在三大原因里……\n题干是“可引起儿童慢性咳嗽的原因有”，不是最常见。那么全选？但我倾向于认为心理因素……也属于。\n不过我觉得这题想考的是器质性原因，心因性咳嗽要排除其他病因后才诊断。\n\n我选 A、B、C，心理因素是排除性诊断，不作为本题答案。", {"A": "吸入异物", "B": "胃食管反流", "C": "支气管哮喘", "D": "心理因素"}, true, 'ABC')
  })

  it('held-out set 55: a doubt about one option after the answer, "问…则是E", "Answer ▸", a label over a lettered list, "，对应E。", "这题不选", "宁可留空", "返回空答案", "不选择具体字母", "不给任何其他食物" is no decline', () => {
    check("<think>\n胎盘早剥的病因，多选。这道题我先把发病机制想清楚，再逐个对选项。\n\n胎盘早剥是指妊娠20周以后，正常位置的胎盘在胎儿娩出前部分或全部从子宫壁剥离。它起病急、进展快，处理不及时可以危及母儿生命。典型表现是妊娠中晚期突然出现持续性腹痛、腰酸背痛，伴或不伴阴道流血，子宫硬如板状、有压痛，宫缩间歇期子宫不能放松，胎位触不清，胎心异常甚至消失；严重者出现休克、DIC、急性肾衰竭。超声可以看到胎盘后血肿，但超声阴性也不能完全排除。\n\n发病的根本环节是底蜕膜出血、形成胎盘后血肿，使胎盘从附着处剥离。引起底蜕膜出血的原因分几类：\n第一类是血管病变：妊娠期高血压疾病（尤其重度子痫前期）、慢性高血压、慢性肾病，底蜕膜螺旋小动脉痉挛硬化，远端毛细血管缺血坏死破裂出血形成血肿。\n第二类是机械因素：腹部外伤、性交、外转胎位术，以及脐带过短或绕颈时分娩过程中牵拉胎盘。\n第三类是宫腔内压力骤减：双胎第一胎娩出过快、羊水过多人工破膜时羊水流出过快。\n第四类是其他因素：高龄多产、有胎盘早剥史（再发风险明显升高）、子宫肌瘤（尤其是胎盘附着部位的肌瘤）、仰卧位低血压综合征、胎膜早破，还有可卡因滥用。\n\n再看选项E，妊娠期糖尿病：它的主要母儿影响是巨大儿、羊水过多、子痫前期、感染、新生儿低血糖和呼吸窘迫综合征。羊水过多可以间接导致破膜时宫腔压力骤减，但那是羊水过多的问题，不是GDM本身，所以E不选。\n\n胎盘早剥的临床分级（Page分级）也过一遍：0级为分娩后回顾发现；Ⅰ级外出血，子宫软，无胎儿窘迫；Ⅱ级胎儿宫内窘迫或胎死宫内；Ⅲ级产妇出现休克，伴或不伴DIC。处理原则是早期识别、积极纠正休克、及时终止妊娠，这跟选项无关，只是提醒自己这个病的凶险程度。\n\n还有一个我不太确定的地方：孕妇吸烟。吸烟会引起胎盘血管收缩、胎盘功能下降，和胎儿生长受限、早产的关系我比较肯定，和胎盘早剥的关系我印象里有的教材提过、有的没提，这里先不算，按我比较有把握的三类来答。\n</think>\n\n胎盘早剥的病因要记几大类：血管病变（妊娠期高血压疾病）、机械因素（腹部外伤）、宫腔内压力骤减，此外还有高龄多产、既往早剥史等。妊娠期糖尿病一般不列入胎盘早剥的危险因素。\n\n和前置胎盘的鉴别也顺带复习：前置胎盘是无痛性反复出血，子宫软，出血量与贫血程度成正比；胎盘早剥是有痛性出血，子宫硬，贫血程度与外出血量不成正比，因为有隐性出血。\n\n答案：A、B和C\n\n（吸烟这一项我没有把握，没有选。）", {"A": "妊娠期高血压疾病", "B": "腹部外伤", "C": "宫腔内压力骤然降低", "D": "孕妇吸烟", "E": "妊娠期糖尿病"}, true, 'ABC')
    check("WHO和我国《婴幼儿喂养建议》：婴儿出生后应尽早开奶，纯母乳喂养到满6个月，此后在添加辅食的基础上继续母乳喂养至2岁或以上。\n\n以前有\"4～6个月开始添加辅食\"的说法，现在统一为满6个月。\n纯母乳喂养指的是除母乳外不给任何其他食物或饮料，包括水；但可以给维生素D、维生素K、矿物质补充剂和药物。少数情况（如母乳确实不足、婴儿生长不佳）可在医生指导下提前，但不早于满4个月。\n\n添加辅食的时机还要看婴儿的发育信号：能竖头、在支撑下能坐、对大人吃东西表现出兴趣、挺舌反射消失。\n\n纯母乳喂养的推荐时长：6个月\n\n6个月后母乳仍是重要的营养来源，但单靠母乳已不能满足铁、锌和能量需要。", {"A": "6个月", "B": "4个月", "C": "8个月", "D": "12个月", "E": "3个月"}, false, 'A')
    check("Therapeutic drug monitoring is needed for drugs with a narrow therapeutic index and variable kinetics. Other common examples: aminoglycosides, phenytoin, carbamazepine, valproate, cyclosporine, tacrolimus and theophylline.\n\nVancomycin — trough or AUC-guided dosing to limit nephrotoxicity.\nLithium — narrow window (roughly 0.6–1.2 mmol/L), toxicity worsened by dehydration, NSAIDs and thiazides.\nDigoxin — toxicity with hypokalemia, renal impairment, and interactions such as amiodarone or verapamil.\nAmoxicillin — wide margin, no routine levels.\n\nAnswer ▸ A, B, C", {"A": "Vancomycin", "B": "Lithium", "C": "Digoxin", "D": "Amoxicillin"}, true, 'ABC')
    check("{\"answer\": null, \"reason\": \"题干中毒物未明确：有机磷中毒应选阿托品/碘解磷定，阿片类选纳洛酮，苯二氮䓬类选氟马西尼，亚硝酸盐选亚甲蓝。仅凭'昏迷、瞳孔缩小'无法区分有机磷与阿片类中毒。\"}\n\n补充说明：瞳孔针尖样缩小+呼吸抑制更像阿片类，但若同时有大汗、流涎、肌颤、大蒜味则是有机磷。另外镇静催眠药中毒也可以有昏迷、瞳孔缩小，氟马西尼只能拮抗苯二氮䓬类，对巴比妥类无效。胆碱酯酶活力测定、尿毒物筛查都是鉴别的关键。您提供的题干只写了昏迷和瞳孔缩小，关键鉴别点都缺失，所以我返回空答案。如果补充了\"大汗、流涎、肌颤\"或者\"胆碱酯酶活力下降\"，我会毫不犹豫地给出答案。反过来，如果题干写的是\"呼吸频率6次/分、针尖样瞳孔、注射针眼\"，那也同样明确。", {"A": "阿托品", "B": "碘解磷定", "C": "纳洛酮", "D": "氟马西尼", "E": "亚甲蓝"}, false, '')
    check("血细胞计数首选的抗凝剂是 **EDTA-K₂**，选A。\n\nEDTA盐与Ca²⁺螯合，对血细胞形态影响小，能保持血小板不聚集，国际血液学标准化委员会（ICSH）推荐用于血细胞计数。少数人会出现EDTA依赖性假性血小板减少（血小板在EDTA管中聚集），涂片上见到血小板聚集成堆时，应改用枸橼酸钠管复查并乘以稀释系数。EDTA也不适合用于凝血和血钙、血钾检测。\n\n题干：门诊患者查血常规（全血细胞计数+白细胞分类），应选用哪种抗凝管。\n其他抗凝剂的用途对照：\n- 凝血功能检测、血沉 → 枸橼酸钠（凝血1:9，魏氏法血沉1:4），若题目问凝血项目，则应选B；\n- 血气分析、部分生化 → 肝素（肝素锂），问血气就选C；\n- 血糖 → 氟化钠（常与草酸钾合用），抑制糖酵解，问血糖标本则是E；\n- 草酸钾单独使用已很少。", {"A": "EDTA-K₂", "B": "枸橼酸钠", "C": "肝素", "D": "草酸钾", "E": "氟化钠"}, false, 'A')
    check("<think>\n会阴裂伤分度（四度法）：\nⅠ度：会阴部皮肤及阴道入口黏膜撕裂；\nⅡ度：累及骨盆底肌肉筋膜，未达肛门括约肌；\nⅢ度：累及肛门括约肌；\nⅣ度：肛门直肠黏膜也撕裂。\n题干说\"裂伤累及肛门括约肌及直肠前壁黏膜\"，按四度法是Ⅳ度。\n可是老版教材只分三度，Ⅲ度定义就是\"肛门括约肌断裂，甚至直肠前壁撕裂\"，那样又是Ⅲ度。\n</think>\n\n这里卡在教材版本上：按现行四度分类法，直肠黏膜撕裂属于Ⅳ度；按旧版三度分类法，直肠前壁撕裂仍归入Ⅲ度。选项里同时列出了Ⅲ度和Ⅳ度，而题目没有说明采用哪一套分类，两个选项各自都有教材依据。我不确定命题者的标准，这题不选。Ⅳ度裂伤的修补要先缝合直肠黏膜，再修复肛门括约肌，术后用抗生素、软化大便。\n如果你能告诉我所用教材的版本（比如人卫第9版《妇产科学》），我可以按那一版的分类来回答。", {"A": "Ⅰ度", "B": "Ⅱ度", "C": "Ⅲ度", "D": "Ⅳ度", "E": "无法分度"}, false, '')
    check("Microcytic anemia (MCV < 80 fL) — the classic \"TICS\" list: Thalassemia, Iron deficiency, Chronic disease (late), Sideroblastic anemia (and lead poisoning).\n\nAnemia of chronic disease is usually normocytic, so I'll leave it out here. Its hallmark is high ferritin with low serum iron and low TIBC, driven by hepcidin. Folate deficiency gives a macrocytic, megaloblastic picture, just like B12 deficiency, with hypersegmented neutrophils.\n\n**Selected:**\n- A — iron deficiency (low ferritin, high TIBC)\n- B — thalassemia trait (Mentzer index < 13, elevated HbA2)\n- D — sideroblastic anemia (ringed sideroblasts)", {"A": "Iron deficiency", "B": "Beta-thalassemia trait", "C": "Anemia of chronic disease", "D": "Sideroblastic anemia", "E": "Folate deficiency"}, true, 'ABD')
    check("产后42天复查，那是6周；子宫复旧大约6周；恶露持续4～6周；哺乳期月经复潮不定……\n再回忆一下产褥期的几个时间点：子宫在产后1周缩小到约妊娠12周大小，10天降入骨盆腔，6周恢复到非孕大小；宫颈外口产后4周恢复；血性恶露持续3～4天，浆液恶露约10天，白色恶露约3周。\n\n答案：C？还是D？\n\n题干说\"产褥期\"——产褥期定义为6周，选C是4～6周，D是8周，都不等于\"6周\"本身。选项设计本身跟教材定义对不上，我两个都不敢选。\n如果题目问的是\"恶露持续时间\"，那就是C；如果问\"产褥期\"，应该是\"6周\"，但选项里没有正好的6周。这种情况我宁可留空，也不想从两个都不对的选项里挑一个。", {"A": "1～2周", "B": "2～3周", "C": "4～6周", "D": "8周", "E": "12周"}, false, '')
    check("<think>\n异烟肼引起周围神经炎，需要补充维生素B6。\n</think>\n\n```\n\\boxed{\\text{见说明}}\n```\n\n说明：题干问的是\"长期服用异烟肼的患者为**预防**周围神经炎可补充\"，按教材应为维生素B6；但您发来的题干下一句写着\"同时该患者出现巨幼细胞贫血\"，那又涉及维生素B12或叶酸。两个问题被合在了一道单选题里，我不确定要回答哪一个，因此这里不选择具体字母。\n如果只看\"预防周围神经炎\"这一问，教材结论很明确；可是第二句把巨幼细胞贫血也放进了题干，我不知道你的原题到底问的是哪一个。\n异烟肼引起的周围神经炎与维生素B6缺乏有关，慢乙酰化者更容易出现；而巨幼细胞贫血多见于叶酸或维生素B12缺乏，和异烟肼关系不大。", {"A": "维生素B1", "B": "维生素B2", "C": "维生素B6", "D": "维生素B12"}, false, '')
    check("这道题问：在循证医学证据等级中，等级最高的是哪一类研究。\n循证医学证据分级（牛津/传统分级）：\nⅠa级：多个RCT的系统评价（Meta分析）\nⅠb级：单个大样本RCT\nⅡa/Ⅱb级：队列研究\nⅢ级：病例对照研究\nⅣ级：病例系列、个案报告\nⅤ级：专家意见、基础研究\n\n\"金字塔\"的逻辑：设计越能控制偏倚和混杂的研究，证据等级越高。RCT通过随机分组平衡已知和未知混杂，系统评价再把多个RCT汇总，精确度进一步提高；但如果纳入的试验质量差，Meta分析也会得出误导性结论。\n\n据此形成的推荐强度分为A级（强烈推荐，基于Ⅰ级证据）、B级、C级、D级。注意\"A级推荐\"是推荐强度，不要和选项字母混在一起。\n\n证据等级最高的是多个RCT的系统评价，对应E。\n\n个案报告和专家意见处在证据金字塔的最底层。但在罕见病和新发疾病中，它们往往是最早的线索。", {"A": "个案报告", "B": "专家意见", "C": "队列研究", "D": "病例对照研究", "E": "多个随机对照试验的系统评价"}, false, 'E')
    // "E为后续措施，本题不选" is a verdict on E, not a decline.
    check('答：A；B；C\n\nD严禁使用；E为保守治疗无效时的后续措施，本题不选。', { A: '静注葡萄糖酸钙', B: '葡萄糖加胰岛素', C: '碳酸氢钠', D: '补钾', E: '透析' }, true, 'ABC')
    // A bulleted line mapping a case to an option is no answer: "- 急性发作缓解：…，对应E。"
    check('- 长期控制：吸入糖皮质激素，对应A；\n- 急性发作缓解：短效β2受体激动剂，对应E。\n\n在弄清是哪种情况之前，我不给出单个字母。', { A: '布地奈德吸入', B: '茶碱口服', C: '孟鲁司特', D: '色甘酸钠', E: '沙丁胺醇吸入' }, false, '')
  })

  it('held-out set 52, ay017: a ticked line that is an option\'s text alone is one line of a headed ticked list', () => {
    const CPR = { A: '可触及大动脉搏动', B: '面色、口唇转为红润', C: '散大的瞳孔缩小', D: '自主呼吸恢复', E: '瞳孔散大、对光反射消失' }
    check('心肺复苏有效的指征：\n\n✅ A 能扪及颈动脉等大动脉搏动\n✅ B 面色、口唇、甲床由发绀转为红润\n✅ C 散大的瞳孔缩小，出现对光反射\n✅ D 自主呼吸恢复\n❌ E 瞳孔散大固定提示复苏无效\n\n答案就是打了✅的四项。', CPR, true, 'ABCD')
  })

  it('reads an option text under an English label longer than a Chinese one', () => {
    check('Ethylene glycol poisoning.\n\nTreatment of choice: **fomepizole**\n\n补充：甲吡唑抑制乙醇脱氢酶，严重者同时血液透析。', { A: 'N-acetylcysteine', B: 'Fomepizole', C: 'Deferoxamine', D: 'Dimercaprol', E: 'Naloxone' }, false, 'B', 'Treatment of choice: **fomepizole**')
  })
})
