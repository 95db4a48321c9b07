// Outputs that stop before their answer: cut by the length limit (the runner's finish reason), an
// answer cue with nothing after it ("本题的答案："), or a repetition loop. Such an output has an
// answer only where it states one; a letter mentioned on the way is not one.

import type { Ctx } from './context'

/** Finish reasons that mean the response hit the token limit (OpenAI, vLLM, TGI, Ollama: "length";
 *  Anthropic: "max_tokens"; Gemini: "MAX_TOKENS"; OpenAI Responses: "max_output_tokens"). */
const LENGTH_FINISH = /^\s*(?:length|max_tokens|max_output_tokens|max_new_tokens|model_length|token_limit)\s*$/i

export function isLengthFinish(reason: string | null | undefined): boolean {
  return typeof reason === 'string' && LENGTH_FINISH.test(reason)
}

// An answer cue at the very end: "本题的答案：", "所以正确答案是", "因此应选", "**最终答案：**",
// "Therefore, the answer is", "答＝". Read on the last 40 characters only.
const DANGLING =
  /(?:(?:答案|答|选择|结论|回答)[\s*_]*(?:应该?是|应为|是|为)?[\s*_]*[:：=＝]|(?:答案|选择|结论)[\s*_]*(?:应该|应当|应)?(?:是|为)|(?:故|应|所以|因此|因而|综上|则|即|本题)[，,\s]*(?:应)?选(?:择)?|\b(?:answer|choice|option)s?\s+(?:is|are|would\s+be|should\s+be|will\s+be)|\b(?:answer|final)\s*[:=]|\b(?:I\s+)?(?:choose|select))[\s*_【\[(（<"“]*$/i

/** The characters a dangling cue can end with; most outputs end with 。 . or a letter and skip the regex. */
const DANGLING_LAST = new Set(Array.from(':：=＝*_【[(（<"“是为选择案答论sSeEtT:', (c) => c.charCodeAt(0)))

/** Start of an answer cue that ends the output with nothing after it, or -1. */
export function danglingCue(x: Ctx): number {
  if (!DANGLING_LAST.has(x.s.charCodeAt(x.hi - 1))) return -1
  const from = Math.max(x.lo, x.hi - 40)
  const m = DANGLING.exec(x.s.slice(from, x.hi))
  return m === null ? -1 : from + m.index
}

/**
 * Start of a repetition loop that runs to the end of the output (a unit of 3 to 600 characters
 * repeated at least three times and over at least 60 characters, the last copy possibly cut short), or -1. Degenerate decoding
 * loops look like this; the model never got to its answer.
 */
export function repetitionLoop(x: Ctx): number {
  const { s, lo, hi } = x
  if (hi - lo < 120) return -1
  const tail = s.slice(hi - 12, hi)
  let p = s.lastIndexOf(tail, hi - 13)
  for (let tries = 0; p >= lo && tries < 3; tries++, p = s.lastIndexOf(tail, p - 1)) {
    const period = hi - 12 - p
    if (period > 600 || lo + 3 * period > hi) return -1
    let ok = true
    for (let i = hi - 1; i >= hi - 2 * period; i--) {
      if (s.charCodeAt(i) !== s.charCodeAt(i - period)) {
        ok = false
        break
      }
    }
    if (!ok) continue
    let start = hi - 3 * period
    while (start > lo && s.charCodeAt(start - 1) === s.charCodeAt(start - 1 + period)) start--
    // Runs of one or two characters (rules, ellipses) are decoration, not a loop.
    return period >= 3 && hi - start >= 60 ? start : -1
  }
  return -1
}
