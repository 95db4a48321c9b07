// A closing remark that names another option as a trap or as the answer to another question: "（易错：很多
// 同学会误选B。）", "如果题目问的是最严重的并发症，则应选B。", "A common trap is D.". Its letter is not the
// model's answer; an answer the output gave before it stands. The remark is a paragraph or line of its own
// ending the output, and it says nothing of this item's answer ("正确答案是C" in it makes it a statement).

import { isBlankCode } from './letters'

/** A trap, or the letter another question would have. */
const TRAP =
  /误选(?!项)|错选(?!项)|误答|易错|易混|易误|陷阱|容易(?:被)?(?:选|答|写|误)|(?:(?:如果|若|假如|要是|倘若)(?:题目|题干|本题|这题|问题)?(?:改为|换成|改成)?(?:问|是问|问的是|考的是|改问)[^。！？\n]{1,40}?[，,]?[ \t]*(?:则|那么?|就)[ \t]*(?:应|该|可)?(?:选|为|是))|\b(?:common|classic|frequent|tempting)\s+(?:trap|pitfall|mistake|distractor)|\bmany\s+(?:students|candidates|examinees|people)\s+(?:pick|choose|select|mark|go\s+for)|\bif\s+the\s+(?:question|stem|item)\s+(?:had\s+)?(?:asked|instead\s+asked|were\s+asking)\b/i

/** What would make the remark speak of this item's own answer. */
const OWN_ANSWER = /答案|正确(?:的)?(?:是|为|选项|应)|本题(?:应|选)|(?:我|最终)(?:选|答)|\b(?:correct\s+answer|the\s+answer\s+(?:is|here)|I\s+(?:pick|choose|chose|go\s+with))\b/i

// One sentence: "If the question had asked for the most common site, I'd have said A. It didn't. So E." goes on to answer.
const SENTENCE_INSIDE = /[。！？!?；;](?![\s)）】」』”"]*$)|\.\s+(?=\S)/

const REMARK_MAX = 120

/**
 * Where a closing trap remark starts (its line's first character), with the end of the text before it, or
 * null. The text before must end a sentence or a line: the remark stands on its own.
 */
export function closingTrapRemark(s: string, lo: number, hi: number): [number, number] | null {
  let end = hi
  while (end > lo && isBlankCode(s.charCodeAt(end - 1))) end--
  const nl = s.lastIndexOf('\n', end - 1)
  if (nl < lo || end - nl > REMARK_MAX) return null
  const line = s.slice(nl + 1, end)
  if (!TRAP.test(line) || OWN_ANSWER.test(line) || SENTENCE_INSIDE.test(line)) return null
  let k = nl
  while (k > lo && isBlankCode(s.charCodeAt(k - 1))) k--
  return k <= lo ? null : [nl + 1, k]
}
