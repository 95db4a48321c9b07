// Key-point macro-recall (MedBench "MR"): the share of the reference's key points that an answer
// covers, per item; averaging it over items makes it a macro measure.

import { lcsLength } from '../text/lcs'
import { contentTokens, internTokens, splitSentences } from '../text/tokens'

/** Share of key points judged covered; null when the item has no key points. */
export function keyPointRecall(covered: readonly boolean[]): number | null {
  if (covered.length === 0) return null
  let n = 0
  for (const c of covered) if (c) n++
  return n / covered.length
}

/** Default for keyPointsCoveredLexically; see there. */
export const LEXICAL_KEYPOINT_THRESHOLD = 0.6

/**
 * Lexical stand-in for a judge: a key point counts as covered when its ROUGE-L recall against the
 * answer is at least `threshold` (default 0.6), i.e. 60% of its characters appear in order.
 * Recall is taken against the best window of one or two consecutive answer sentences, not the whole
 * answer: in a long answer almost any short phrase's characters appear in order by chance.
 */
export function keyPointsCoveredLexically(
  keyPoints: readonly string[],
  answer: string,
  threshold = LEXICAL_KEYPOINT_THRESHOLD,
): boolean[] {
  const sentences = splitSentences(answer)
  const windows: string[][] = []
  for (let i = 0; i < sentences.length; i++) {
    windows.push(contentTokens(sentences[i]))
    if (i + 1 < sentences.length) windows.push(contentTokens(sentences[i] + sentences[i + 1]))
  }
  return keyPoints.map((kp) => {
    const kpTokens = contentTokens(kp)
    if (kpTokens.length === 0) return false
    const ids = internTokens(kpTokens, ...windows)
    const k = ids[0]
    let best = 0
    for (let w = 1; w < ids.length && best < k.length; w++) {
      const l = lcsLength(k, ids[w])
      if (l > best) best = l
    }
    return best / k.length >= threshold
  })
}
