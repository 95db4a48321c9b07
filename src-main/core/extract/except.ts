// Multi-answer items answered by exclusion: "答案：除C、E外均正确", "除E以外都选", "除了D，其余都对",
// "Answer: all except B and E". The answer is every option but the letters named.

import type { Ctx } from './context'
import { skipClosers, type LetterGroup } from './letters'

/** 除 / 除了 right before a group (after blanks, markdown, 选项, an opening bracket). */
const ZH_BEFORE = /除了?[ \t*_]*(?:选项)?[ \t]*[(（]?[ \t]*$/
/** "all except", "all but", "all options except", "everything except", before a group. */
/** ("Everything on the list except D.", hedge set 133) */
const EN_BEFORE = /\b(?:all|everything)(?:\s+(?:of\s+them|of\s+the\s+(?:above|options|choices)|the\s+options|options|choices|on\s+the\s+list|listed))?\s+(?:except|but)(?:\s+for)?\s+(?:options?\s+)?\(?\s*$/i

/**
 * After the group: 外 / 以外 / 之外, or a clause about the rest (其余 / 其他), then a verdict that they
 * are right or chosen (均正确, 都选, 都对, 均是, 当选, 我全部保留). Without it "除E外，A…" is an aside.
 */
const ZH_AFTER_Y =
  /(?:[ \t*_]*(?:项|选项))?[ \t*_]*(?:[(（][^()（）\n]{1,20}[)）])?[ \t*_]*(?:(?:以|之)?外|[，,、 \t]*(?:其余|其他|其它|剩下的?|余下的?|另外的?))[，,、 \t]*(?:其余|其他|其它|剩下的?|余下的?)?的?(?:选项|各项|几项|[一二三四五两\d]项|几个)?[ \t*_]*(?:我)?(?:均|都|全|皆|全部|也都|也均)[ \t]*(?:为|是)?[ \t]*(?:正确|对|入选|当选|应选|可选|要选|选|符合|属于?|是|为|成立|保留|勾|圈)/y

/** First characters ZH_BEFORE and EN_BEFORE can end with, a cheap test before the regexes. */
function mayEndPhrase(c: number): boolean {
  // 除 了 项 ( （ t (except, but) r (for) s (options) e (above)
  return c === 0x9664 || c === 0x4e86 || c === 0x9879 || c === 40 || c === 0xff08 || c === 116 || c === 114 || c === 115 || c === 101
}

/**
 * Where an exclusion phrase ending right before g starts, with the end of the whole statement:
 * [start, end], or null. Only on multi-answer items, where "all but these" is an answer.
 */
export function exclusionAt(x: Ctx, g: LetterGroup): [number, number] | null {
  if (!x.multi || g.lower || g.mask === 0) return null
  const s = x.s
  let k = g.start
  while (k > x.lo && (s.charCodeAt(k - 1) === 32 || s.charCodeAt(k - 1) === 42 || s.charCodeAt(k - 1) === 95)) k--
  if (k <= x.lo || !mayEndPhrase(s.charCodeAt(k - 1))) return null
  const before = s.slice(Math.max(x.lo, g.start - 48), g.start)
  const zh = ZH_BEFORE.exec(before)
  if (zh !== null) {
    ZH_AFTER_Y.lastIndex = g.end
    if (!ZH_AFTER_Y.test(s) || ZH_AFTER_Y.lastIndex > x.hi) return null
    return [g.start - before.length + zh.index, ZH_AFTER_Y.lastIndex]
  }
  const en = EN_BEFORE.exec(before)
  if (en === null) return null
  return [g.start - before.length + en.index, skipClosers(s, g.end, x.hi)]
}
