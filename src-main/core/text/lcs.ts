// Longest common subsequence length: the core of ROUGE-L and of fuzzy option matching.

/**
 * LCS length of two integer sequences in O(n·m) time and O(min(n, m)) memory (two rows). Inputs are
 * token ids (see internTokens) or char codes.
 */
export function lcsLength(a: ArrayLike<number>, b: ArrayLike<number>): number {
  // Rows over the shorter sequence keep memory small for long answers against short key points.
  if (b.length > a.length) [a, b] = [b, a]
  const m = b.length
  if (m === 0) return 0
  let prev = new Int32Array(m + 1)
  let cur = new Int32Array(m + 1)
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]
    for (let j = 1; j <= m; j++) {
      if (ai === b[j - 1]) cur[j] = prev[j - 1] + 1
      else cur[j] = cur[j - 1] > prev[j] ? cur[j - 1] : prev[j]
    }
    const t = prev
    prev = cur
    cur = t
  }
  return prev[m]
}

/** LCS length of two strings by UTF-16 unit (enough for Han text, which is all in the BMP). */
export function lcsLengthChars(a: string, b: string): number {
  const x = new Int32Array(a.length)
  for (let i = 0; i < a.length; i++) x[i] = a.charCodeAt(i)
  const y = new Int32Array(b.length)
  for (let i = 0; i < b.length; i++) y[i] = b.charCodeAt(i)
  return lcsLength(x, y)
}
