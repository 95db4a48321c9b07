// The candidate answers of a fill-in-the-blank output. A model may answer "阿司匹林", "答案：阿司匹林。"
// or explain first and conclude; each candidate is compared with the accepted answers.

import { stripReasoning } from './think'

const CUE_G = /(?:答案|填空|应填|应为|answer)\s*(?:是|为|:|：|is)?\s*/gi

/** Candidates, most specific first: the text after the last answer cue, the last line, the whole output. */
export function clozeCandidates(output: string): string[] {
  const text = stripReasoning(output).trim()
  const out: string[] = []
  let last: RegExpExecArray | null = null
  CUE_G.lastIndex = 0
  for (let m = CUE_G.exec(text); m; m = CUE_G.exec(text)) {
    last = m
    if (m[0].length === 0) CUE_G.lastIndex++
  }
  if (last) {
    const rest = text.slice(last.index + last[0].length)
    const line = rest.split(/[\n。；;]/)[0]
    if (line.trim()) out.push(line)
  }
  const lines = text.split('\n').filter((l) => l.trim())
  if (lines.length > 1) out.push(lines[lines.length - 1])
  if (text) out.push(text)
  return out
}
