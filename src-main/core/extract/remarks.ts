// Closing remarks that leave the answer before them standing. A trap remark names another option as a trap or
// as the answer to another question: "（易错：很多同学会误选B。）", "如果题目问的是最严重的并发症，则应选B。",
// "A common trap is D.". A caveat voices doubt or disclaims: "（说实话我对这题不太有底。）", "I am not a doctor;
// this is for exam study only.". Either is one sentence on a line of its own ending the output, and says nothing
// of this item's answer ("正确答案是C" in it makes it a statement).

import { isBlankCode } from './letters'

/** A trap, or the letter another question would have. */
const TRAP =
  /误选(?!项)|错选(?!项)|误答|易错|易混|易误|陷阱|容易(?:被)?(?:选|答|写|误)|(?:(?:如果|若|假如|要是|倘若)(?:题目|题干|本题|这题|问题)?(?:改为|换成|改成)?(?:问|是问|问的是|考的是|改问)[^。！？\n]{1,40}?[，,]?[ \t]*(?:则|那么?|就)[ \t]*(?:应|该|可)?(?:选|为|是))|\b(?:common|classic|frequent|tempting)\s+(?:trap|pitfall|mistake|distractor)|\bmany\s+(?:students|candidates|examinees|people)\s+(?:pick|choose|select|mark|go\s+for)|\bif\s+the\s+(?:question|stem|item)\s+(?:had\s+)?(?:asked|instead\s+asked|were\s+asking)\b/i

/** Doubt about the answer given, or a disclaimer of who gives it. */
const CAVEAT =
  /不太有底|没(?:有)?(?:十足|太大|足够|百分之百)?的?把握|不(?:太|很|完全|是很)?(?:确定|肯定)|拿不准|仅供参考|仅作参考|仅(?:用于|供)学习|不是医生|不能替代|无法保证|没法保证|不能保证|\bnot\s+(?:a\s+(?:doctor|physician|clinician)|(?:fully|entirely|completely|100%|totally)\s+(?:sure|certain|confident))|\bnot\s+sure\b|\bcan(?:not|['’]t)\s+guarantee|\bfor\s+(?:exam\s+)?(?:study|educational|reference)\s+(?:purposes\s+)?only/i

/**
 * A footer a chat app or wrapper stamps on every reply: "内容由AI生成，请仔细甄别", "*以上内容由AI生成，仅供参考*",
 * "（本回答仅供医学考试复习参考，不构成诊疗建议。）", "AI-generated content; for reference only.".
 */
const FOOTER =
  /由\s*AI\s*生成|AI\s*生成的?内容|仔细甄别|不构成(?:任何)?(?:诊疗|医疗|治疗|诊断|专业)?(?:建议|意见|依据)|\bAI[- ]generated\b|\bdoes\s+not\s+constitute\s+(?:medical|professional)\s+advice\b/i

/** What would make the remark speak of this item's own answer. */
const OWN_ANSWER = /答案|正确(?:的)?(?:是|为|选项|应)|本题(?:应|选)|(?:我|最终)(?:选|答)|\b(?:correct\s+answer|the\s+answer\s+(?:is|here)|I\s+(?:pick|choose|chose|go\s+with))\b/i

// One sentence: "If the question had asked for the most common site, I'd have said A. It didn't. So E." goes on to answer.
const SENTENCE_INSIDE = /[。！？!?](?![\s)）】」』”"]*$)|\.\s+(?=\S)/

const REMARK_MAX = 120

const LETTER = /(?<![A-Za-z])[A-J](?![A-Za-z])/

/** The last line of [lo, hi) without trailing blanks, as [its start, its end], or null when longer than REMARK_MAX. */
function lastLine(s: string, lo: number, hi: number): [number, number] | null {
  let end = hi
  while (end > lo && isBlankCode(s.charCodeAt(end - 1))) end--
  const start = Math.max(lo, s.lastIndexOf('\n', end - 1) + 1)
  return end - start >= REMARK_MAX ? null : [start, end]
}

/** Where the text before `at` ends, blanks before it skipped. */
function endBefore(s: string, lo: number, at: number): number {
  let k = at
  while (k > lo && isBlankCode(s.charCodeAt(k - 1))) k--
  return k
}

/**
 * The closing line of [lo, hi) as [its start, the end of the text before it] when it is one sentence of at most
 * REMARK_MAX characters that `kind` describes and that speaks of no answer of its own; else null. A remark that is
 * the whole text has nothing before it: [lo, lo].
 */
function closingRemark(s: string, lo: number, hi: number, kind: RegExp): [number, number] | null {
  const last = lastLine(s, lo, hi)
  if (last === null) return null
  const [start, end] = last
  const line = s.slice(start, end)
  const at = line.search(kind)
  if (at < 0 || OWN_ANSWER.test(line) || SENTENCE_INSIDE.test(line)) return null
  // "B（易错：误选C）" alone answers B before its remark.
  if (start === lo && LETTER.test(line.slice(0, at))) return null
  return [start, endBefore(s, lo, start)]
}

/** A closing trap remark: where it starts, with the end of the text before it. */
export function closingTrapRemark(s: string, lo: number, hi: number): [number, number] | null {
  return closingRemark(s, lo, hi, TRAP)
}

/**
 * A closing footer, with a rule line ("---", "***") above it: where it starts, with the end of the text before
 * them. A footer may run to two sentences ("内容由AI生成。请仔细甄别。").
 */
export function closingFooter(s: string, lo: number, hi: number): [number, number] | null {
  const last = lastLine(s, lo, hi)
  if (last === null || last[0] <= lo) return null
  const [start, end] = last
  const line = s.slice(start, end)
  if (!FOOTER.test(line) || OWN_ANSWER.test(line) || LETTER.test(line)) return null
  let k = endBefore(s, lo, start)
  const rule = s.lastIndexOf('\n', k - 1) + 1
  if (rule > lo && RULE_LINE.test(s.slice(rule, k))) k = endBefore(s, lo, rule)
  return k <= lo ? null : [start, k]
}

// A Markdown rule setting a footer apart: "---", "***", "___".
const RULE_LINE = /^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$/

/** A closing caveat or disclaimer: where it starts, with the end of the text before it. */
export function closingCaveat(s: string, lo: number, hi: number): [number, number] | null {
  return closingRemark(s, lo, hi, CAVEAT)
}
