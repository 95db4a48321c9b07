// Reads the final answer of a choice item from a model's free-text output.
//
// Order of evidence, strongest first (the name of the rule that decided is returned):
//  1. The LAST answer statement made with letters: an answer cue and letters (答案是B, 故选B, 答：B,
//     【答案】B, 正确的是B, The answer is (B), Answer: B, I choose B, 因此B。), MedBench brackets
//     (<B>, <A, C>), \boxed{B}, <answer>B</answer>, or a strong verdict (B是正确答案, B is the
//     correct answer). "Last" because models reason first and conclude at the end; a statement
//     whose letters are all ruled out afterwards ("答案是A……A不对") is dropped.
//  2. A first line that is only the answer ("B", "**B. 卵巢**" followed by an explanation).
//  3. An answer cue followed by an option's text (答案是卵巢), when no letter was stated.
//  4. Weak statements: 说法错误的是B (questions asking for the wrong statement), 可能是B.
//  5. A last line that is only the answer.
//  6. Per-option verdicts: the union of letters judged correct (A正确 / 选项B和D都对 / Both A and C
//     are correct), minus letters ruled out later.
//  7. A letter opening the output ("B，因为…").
//  8. An option's text after a phrase such as 诊断为 / 首选 / 考虑, or paraphrased there.
//  9. A refusal (作为AI… / 无法确定 / I cannot answer) gives "".
// 10. An option's text in the first or the closing sentences; 11. the last letter mentioned and
//     not ruled out afterwards.
// Letters inside terms (CT, NYHA, HbA1c, B超, A级, C反应蛋白, 维生素B12, hepatitis B) are never
// read, nor letters outside the given options, nor the labels of an option list the model echoed.
//
// Single-choice outputs that assert several letters as the final answer return all of them; the
// scorer then marks the item wrong. Choosing one of them would reward hedging.
//
// Cost: the prepared text is built only when an output has <think> tags or rare full-width letters;
// letter groups are found by one scan and examined from the last one backwards, so a long
// explanation before "答案：B" is never analysed. About 3–4 µs per realistic output.

import type { Ctx } from './context'
import { bareLine, leading, optionTextAfterCue, optionTextInSentences, trimEnd } from './fallbacks'
import { maskToLetters, type LetterMask } from './letters'
import { optionInfo, type OptionInfo } from './options'
import { REFUSAL } from './patterns'
import { prepare } from './prepare'
import { collectGroups, markupStatements, textStatements, walk } from './statements'

export interface ChoiceExtraction {
  /** Sorted, de-duplicated canonical upper-case letters; "" when no answer was given. */
  answer: string
  /** The exact substring of the original output that decided the answer ("" when none). */
  span: string
  /** Offsets of `span` in the original output: output.slice(start, end) === span. */
  start: number
  end: number
  /** Short name of the rule that fired, for explaining the decision. */
  rule: string
}

export interface ChoiceExtractOptions {
  /** Letter → option text as presented to the model. Letters outside these are never answers. */
  options?: Record<string, string>
  multi: boolean
}

function result(x: { out: string }, mask: LetterMask, start: number, end: number, rule: string): ChoiceExtraction {
  return { answer: maskToLetters(mask), span: x.out.slice(start, end), start, end, rule }
}

function noAnswer(rule: string): ChoiceExtraction {
  return { answer: '', span: '', start: 0, end: 0, rule }
}

// ---------------------------------------------------------------------------------------------
// Fast path: the whole output is a letter list, maybe with a cue or brackets ("B", "<B>", "(c)",
// "答案：B", "A, C, E", "ACE"). Most platform prompts ask for exactly this.

const FAST =
  /^\s*(?:((?:最终|正确)?答案\s*(?:是|为)?\s*[:：]?|(?:[Ff]inal\s+)?[Aa]nswer\s*[:：]?)\s*)?(?:选项)?\s*([<(（【\[「"]?)\s*([A-Za-zＡ-Ｚａ-ｚ](?:\s*[,，、]\s*[A-ZＡ-Ｚ])*|[A-ZＡ-Ｚ]{2,10})\s*[>)）】\]」"]?\s*(?:项|选项)?\s*[.。．]?\s*$/

function fastPath(out: string, info: OptionInfo): ChoiceExtraction | null {
  const m = FAST.exec(out)
  if (m === null) return null
  const letters = m[3]
  let mask = 0
  let prev = 0
  let separated = false
  for (let i = 0; i < letters.length; i++) {
    let c = letters.charCodeAt(i)
    if (c >= 0xff01) c -= 0xfee0
    if (c >= 97 && c <= 122) {
      if (letters.length !== 1) return null
      c -= 32
    }
    if (c < 65 || c > 90) {
      separated = true
      continue
    }
    const bit = 1 << (c - 65)
    if (!separated && letters.length > 1) {
      // An unseparated run is an answer only if ascending and all options ("ACE", not "CT").
      if (c <= prev || !(bit & info.universe)) return null
      prev = c
    }
    mask |= bit
  }
  mask &= info.universe
  if (mask === 0) return null
  let start = 0
  let end = out.length
  while (start < end && out.charCodeAt(start) <= 32) start++
  while (end > start && out.charCodeAt(end - 1) <= 32) end--
  const rule = m[2] === '<' ? 'angle' : m[1] ? 'cue' : 'bare'
  return result({ out }, mask, start, end, rule)
}

// ---------------------------------------------------------------------------------------------

function decide(x: Ctx): ChoiceExtraction {
  // 1. The last answer statement made with letters (or a strong verdict after it).
  const w = walk(x, collectGroups(x), markupStatements(x))
  if (w.decided !== null) return result(x, w.decided.mask, w.decided.start, w.decided.end, w.decided.rule)

  // 2. A first line that is nothing but the answer.
  const s = x.s
  const nl = s.indexOf('\n', x.lo)
  const firstEnd = nl < 0 || nl > x.hi ? x.hi : trimEnd(s, x.lo, nl)
  const first = bareLine(x, x.lo, firstEnd, true)
  if (first !== null) return result(x, first.mask, first.start, first.end, nl < 0 || nl > x.hi ? 'bare' : 'leading')

  // 3. An answer cue followed by an option's text.
  const t = textStatements(x)
  if (t !== null) return result(x, t.mask, t.start, t.end, t.rule)

  // 4. Weak statements.
  if (w.weak !== null) return result(x, w.weak.mask, w.weak.start, w.weak.end, w.weak.rule)

  // 5. A last line that is nothing but the answer.
  const lastNl = s.lastIndexOf('\n', x.hi - 1)
  if (lastNl >= x.lo) {
    const line = bareLine(x, lastNl + 1, x.hi, true)
    if (line !== null) return result(x, line.mask, line.start, line.end, 'last_line')
  }

  // 6. Per-option verdicts (collected last to first).
  if (w.pos.length > 0) {
    let mask = 0
    for (const p of w.pos) mask |= p.mask
    const firstPos = w.pos[w.pos.length - 1]
    return result(x, mask, firstPos.start, w.pos[0].end, 'verdict')
  }

  // 7. A letter opening the output.
  const lead = leading(x, x.lo, x.hi)
  if (lead !== null) return result(x, lead.mask, lead.start, lead.end, lead.rule)

  // 8. Option text after a phrase that introduces an answer.
  const cueText = optionTextAfterCue(x)
  if (cueText !== null) return result(x, cueText.mask, cueText.start, cueText.end, cueText.rule)

  // 9. Refusal.
  const ref = REFUSAL.exec(s)
  if (ref !== null && ref.index < x.hi) return { answer: '', span: x.out.slice(ref.index, ref.index + ref[0].length), start: ref.index, end: ref.index + ref[0].length, rule: 'refusal' }

  // 10. Option text in the opening or closing sentences.
  const text = optionTextInSentences(x, w.ruledOut)
  if (text !== null) return result(x, text.mask, text.start, text.end, text.rule)

  // 11. The last letter mentioned and not ruled out after.
  if (w.lastMention !== null) return result(x, w.lastMention.mask, w.lastMention.start, w.lastMention.end, w.lastMention.rule)
  return noAnswer('none')
}

/**
 * Extracts the model's final choice answer. Pure and allocation-light: regular expressions are
 * compiled at module load and per-option data is cached per options object.
 */
export function extractChoice(output: string, opts: ChoiceExtractOptions): ChoiceExtraction {
  const info = optionInfo(opts.options)
  if (output.length <= 48) {
    const fast = fastPath(output, info)
    if (fast !== null) return fast
  }
  const p = prepare(output)
  if (p.hi <= p.lo) return noAnswer(p.thinkUnclosed ? 'think_unclosed' : 'empty')
  return decide({ out: output, s: p.s, lo: p.lo, hi: p.hi, info, multi: opts.multi, hayCache: null })
}
