// The forty-seventh blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS143.md), two halves (200
// outputs: 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 2741a69
// (after the work on sets 131–141): fq 92/100 (3 of 55 declines read, 5 commitments missed), fr 95/100 (2 of 55 declines
// read, 3 commitments missed): 187/200, 5 of 110 declines read. Developed on at stop 43: declines "没资格进答案", "我不挑其中任何一个",
// a card's "选项：？" and "数字没有打出来", "Consider my reply to this item empty", "也不改选 A" (a switch refused is no cue); commitments
// "不是因为拿不准" (doubt denied), "B. I'm about nine parts in ten on this", "A — I'd put about eight chances in ten on it",
// "the one I'm comfortable putting down is A", "A, B, C, E — final.", "勾 ABC，D、E 两项排除": 198/200. Still missed: fq016 ("除了这一项，
// 其余四项全要" after naming the last option) and fq077 (a 保留/淘汰 table with "那一行就是我的答案").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress143.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress143.jsonl', 'hedge stress set 143: declines and commitments in words sets 27–141 did not use', { atLeast: 198, hedgeReadsAtMost: 0, spans: true, size: 200 })
