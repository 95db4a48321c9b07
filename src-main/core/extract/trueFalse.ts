// Reads the final verdict of a true/false item: 对/错, 正确/错误, 是/否, √/×, True/False, Yes/No.
//
// Order of evidence: the last verdict after an answer cue (答案：错误, 判断：对, Answer: False);
// the last verdict about the statement itself (该说法错误, this statement is true); a verdict that
// opens the output (错误。…, False. …); a refusal gives ""; otherwise the last verdict word.
// 是/否, yes/no and bare T/F are too common in prose to count anywhere else than the first three.
// Attributive uses (正确的说法是…, 错误地…, 正确率) are not verdicts.

import { prepare } from './prepare'
import { REFUSAL } from './patterns'

export interface TrueFalseExtraction {
  /** "T", "F", or "" when no verdict was given. */
  answer: '' | 'T' | 'F'
  span: string
  start: number
  end: number
  rule: string
}

// Group 1: false words, group 2: true words, group 3: weak words (是/否/yes/no/T/F).
const TF_G =
  /((?:不|并不|并非|非)(?:完全|太|够|是)?(?:正确|对)(?:的)?|错误|错(?!过|开|综|位)|×|✗|✘|❌|\bnot\s+(?:true|correct)\b|n't\s+(?:true|correct)\b|\bincorrect\b|\bfalse\b|\bwrong\b)|(正确|对(?!于|应|照|比|称|侧|待|症|此|其|该|这|那|患|象|话|方|抗)|√|✓|✔|✅|\btrue\b|\bcorrect\b|\bright\b)|((?<![A-Za-z])(?:yes|no|T|F)(?![A-Za-z])|是(?!否|不|非)|否)/gi

// "正确的说法是…", "错误地认为", "正确率", "正确与否", "对于": the word describes something else.
const ATTRIBUTIVE_Y = /的?(?:说法|做法|描述|表述|答案|选项|是|应为|认识|理解|处理)|地|率|与否|性/y

const CUE_END = /(?:答案|判断|结论|结果|回答|答|answer|verdict|judg(?:e)?ment)[\s*_]{0,4}(?:是|为|应为|应该是|[:：]|is)?[\s*_【\[(（]{0,4}$/i
const STATEMENT_END =
  /(?:说法|表述|陈述|描述|命题|句话|观点|题干|statement|claim|assertion)\s*(?:是|为|is|was)?\s*(?:完全|绝对|definitely|entirely)?\s*$/i

export function extractTrueFalse(output: string): TrueFalseExtraction {
  const { s, lo, hi, thinkUnclosed } = prepare(output)
  const none = (rule: string): TrueFalseExtraction => ({ answer: '', span: '', start: 0, end: 0, rule })
  if (hi <= lo) return none(thinkUnclosed ? 'think_unclosed' : 'empty')
  let cue: [number, number, 'T' | 'F'] | null = null
  let statement: [number, number, 'T' | 'F'] | null = null
  let lead: [number, number, 'T' | 'F'] | null = null
  let free: [number, number, 'T' | 'F'] | null = null
  const whole = (start: number, end: number): boolean => {
    let a = lo
    let b = hi
    while (a < start && /[\s(（\[【<"“'‘「*_]/.test(s[a])) a++
    while (b > end && /[\s.．。!！)）\]】>"”'’」*_]/.test(s[b - 1])) b--
    return a === start && b === end
  }
  TF_G.lastIndex = lo
  for (let m = TF_G.exec(s); m !== null && m.index < hi; m = TF_G.exec(s)) {
    const start = m.index
    const end = start + m[0].length
    const verdict: 'T' | 'F' = m[1] !== undefined ? 'F' : m[2] !== undefined ? 'T' : /^(?:yes|是|t)$/i.test(m[0]) ? 'T' : 'F'
    if (m[3] === undefined && m[0] !== '对' && m[0] !== '错') {
      ATTRIBUTIVE_Y.lastIndex = end
      if (ATTRIBUTIVE_Y.test(s)) continue
    }
    const before = s.slice(Math.max(lo, start - 16), start)
    const atStart = s.slice(lo, start).trim() === ''
    if (CUE_END.test(before)) cue = [start, end, verdict]
    else if (STATEMENT_END.test(before) && m[3] === undefined) statement = [start, end, verdict]
    else if (atStart && (m[3] === undefined || whole(start, end) || /^[\s,，.。!！:：]/.test(s.slice(end, end + 1)))) lead = [start, end, verdict]
    else if (m[3] === undefined) free = [start, end, verdict]
    else if (whole(start, end)) lead = [start, end, verdict]
  }
  const pick = cue ?? statement ?? lead
  if (pick !== null) return { answer: pick[2], span: output.slice(pick[0], pick[1]), start: pick[0], end: pick[1], rule: pick === cue ? 'cue' : pick === statement ? 'statement' : 'leading' }
  const ref = REFUSAL.exec(s)
  if (ref !== null && ref.index < hi) return { answer: '', span: output.slice(ref.index, ref.index + ref[0].length), start: ref.index, end: ref.index + ref[0].length, rule: 'refusal' }
  if (free !== null) return { answer: free[2], span: output.slice(free[0], free[1]), start: free[0], end: free[1], rule: 'last_mention' }
  return none('none')
}
