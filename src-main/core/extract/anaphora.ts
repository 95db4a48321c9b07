// Answers that point back at a list the model wrote: "故应选以上三项", "所以本题应选上面列出的三项",
// "答案为上述四项", "以上即为答案" after a block of option lines ("- A 传染源：…\n- B 传播途径：…").
// The answer is the options that open those lines, when their number matches the one stated.

import type { Assertion, Ctx } from './context'
import { negatedAfter } from './context'
import { isLatin, popcount, readGroup, type LetterMask } from './letters'
import { bulletMarkOf, skipBullet } from './lists'
import { optionTextAt } from './options'

const NUM = '[一二三四五两2-5]'
/** Group 1: the number of options named ("三"), when stated. */
const ANAPHORA_G = new RegExp(
  `(?:答案|选择?|应选|故选)[为是：:\\s*_]*(?:上面|上述|以上|前述|上列)(?:列出|所列|列举|提到|勾选)?的?(?:这)?(${NUM})?(?:项|个选项|个|条)|(?:以上|上述|上面)(?:所列|勾选|列出|列举)?的?(?:各项|几项|(${NUM})项)?(?:即为|即是|就是|均为|都是)(?:本题的?)?(?:正确)?(?:答案|所选)|` +
    // "打勾的即为本题所选", "勾选的三项即本题答案"
    `(?:打勾|打钩|勾选|勾出|选中)的(?:各项|几项|(${NUM})项)?(?:即为|即是|就是|均为|都是|即|为)(?:本题)?的?(?:所选|答案|正确答案|正确选项)|` +
    // "没删的三行就是作答。" (hedge set 133)
    `(?:没删|未删|没划掉?|未划掉?|留下|剩下)的(?:(${NUM})(?:行|项|条))?(?:就是|即为|即是|便是|为)(?:我的)?(?:作答|答案|所选)`,
  'g',
)

function count(ch: string | undefined): number {
  if (ch === undefined) return 0
  const i = '一二三四五'.indexOf(ch)
  if (i >= 0) return i + 1
  return ch === '两' ? 2 : Number(ch)
}

/** Letters in s[from, to) each followed by its option text ("Ⓐ 解热 Ⓑ 镇痛"). */
function labelled(x: Ctx, from: number, to: number): LetterMask {
  const s = x.s
  let mask = 0
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c < 65 || c > 90 || !((1 << (c - 65)) & x.info.universe) || isLatin(s.charCodeAt(i - 1)) || isLatin(s.charCodeAt(i + 1))) continue
    if (optionTextAt(s, i + 1, c - 65, x.info) >= 0) mask |= 1 << (c - 65)
  }
  return mask
}

/** Lines looked at above the phrase, at most. */
const MAX_LINES = 24

/**
 * The options of the last block of option lines before `at`: lines that open with a letter (after a
 * bullet or a check mark), plus letters on them followed by their option text ("Ⓐ 解热 Ⓑ 镇痛").
 * Lines marked ❌ or [ ], or given a negative verdict, belong to the block but are not chosen.
 */
function blockBefore(x: Ctx, at: number): LetterMask {
  const s = x.s
  let mask = 0
  let inBlock = false
  let end = s.lastIndexOf('\n', at - 1)
  for (let n = 0; end > x.lo && n < MAX_LINES; n++) {
    const start = Math.max(x.lo, s.lastIndexOf('\n', end - 1) + 1)
    const k = skipBullet(s, start, end)
    const mark = bulletMarkOf()
    const g = k < end ? readGroup(s, k, end, x.info.universe, false) : null
    const lettered = g !== null && g.mask !== 0 && g.items === 1
    const opens = lettered && !negatedAfter(x, g)
    const named = labelled(x, opens && g !== null ? g.end : k, end)
    // A lettered line with a negative verdict ("C　丙——删") belongs to the block, unchosen.
    if (lettered && !opens) inBlock = true
    else if (opens || popcount(named) >= 2) {
      inBlock = true
      if (mark >= 0) mask |= named | (opens && g !== null ? g.mask : 0)
    } else if (inBlock) break
    end = start - 1
  }
  return mask
}

/** A character every phrase of ANAPHORA_G holds: a cheap test before it. */
const POINTS_BACK = /[上勾钩删划留剩]|选中/

// "四项均选", "五个选项全选", "本题全选" on a multi-answer item: every option. Group 1: how many. Not "不能全选".
const ALL_G = new RegExp(`(?<![不别勿未])(?:(?:以上|上述)?(${NUM})(?:项|个选项|个)(?:均|都|全)(?:选|当选|入选|应选)|(?:本题|应|应该|故|因此|所以)?全选)(?![择项择中出])`, 'g')

/** The last "all of them" after `from` on a multi-answer item whose count, when stated, is the number of options. */
function allChosen(x: Ctx, from: number): Assertion | null {
  if (!x.multi || !/全选|均选|都选|全选|均当选|都当选/.test(x.s.slice(from, x.hi))) return null
  const region = x.s.slice(from, x.hi)
  let last: RegExpExecArray | null = null
  ALL_G.lastIndex = 0
  for (let m = ALL_G.exec(region); m !== null; m = ALL_G.exec(region)) last = m
  if (last === null) return null
  const n = count(last[1])
  if (n > 0 && n !== popcount(x.info.universe)) return null
  const start = from + last.index
  // "除D外全选" is an exclusion (except.ts); "A B C D E 全选？" a question the model asks itself.
  const clause = x.s.slice(Math.max(x.lo, start - 20), start)
  // "我仍旧有点担心出题人要的是“全选”": a worry about what the examiner wants, not a choice.
  if (/除[^。\n；;]*$/.test(clause) || /(?:担心|怕|会不会|是不是|要的是)[^。\n；;]*$/.test(clause) || /^[\s*_]*[？?]/.test(x.s.slice(start + last[0].length, start + last[0].length + 4))) return null
  return { mask: x.info.universe, start, end: start + last[0].length, rule: 'anaphora', final: true }
}

/** The last answer in s[from, hi) that points back at a list, or null. */
export function anaphoricAnswer(x: Ctx, from: number): Assertion | null {
  return listAnaphora(x, from) ?? allChosen(x, from)
}

function listAnaphora(x: Ctx, from: number): Assertion | null {
  if (!POINTS_BACK.test(x.s.slice(from, x.hi))) return null
  const region = x.s.slice(from, x.hi)
  let last: RegExpExecArray | null = null
  ANAPHORA_G.lastIndex = 0
  for (let m = ANAPHORA_G.exec(region); m !== null; m = ANAPHORA_G.exec(region)) last = m
  if (last === null) return null
  const start = from + last.index
  const mask = blockBefore(x, start)
  if (mask === 0) return null
  const n = count(last[1] ?? last[2] ?? last[3] ?? last[4])
  if (n > 0 ? popcount(mask) !== n : !x.multi && popcount(mask) !== 1) return null
  return { mask, start, end: start + last[0].length, rule: 'anaphora', final: true }
}
