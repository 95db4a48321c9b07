// The forty-third blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS135.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 844b461
// (after the work on sets 131 and 133): fi 84/100 (3 of 55 declines read, 13 commitments missed), fj 92/100 (1 of 55
// declines read, 7 commitments missed): 176/200, 4 of 110 declines read. Developed on at stop 41: declines "这道题我留空，",
// "不擅自改成B" is no cue, "this isn't a board question", "it stays unsaid. Share the table and I'll commit", "不下判定，不报字母";
// commitments "Writing it in as D", "开方就开A", "I end up exactly where the key did — C", "≫ E ≪", "——落在C这一格", "就按它交：",
// "the one I'll hand in — B" ("just as good, but nobody listed it" is no hedge), "这一道不在没把握的那一两道里：C" and "这个倾向就是
// 我的作答，不再加保留" are no declines, "留在纸上的只有 B", "这一格我填上B", doubt then "我就停在上面那个诊断上"; multi "不勾 → B、E" (a
// label and verb that set letters aside), "后两项不圈", "D那个方框保持空白", "——就是我的答卷", "keep: [A, B, C, E]", "A、B、C这三个交
// 上去", "Checked: … / Unchecked: …", "我填 **A、B**": 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress135.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress135.jsonl', 'hedge stress set 135: declines and commitments in words sets 27–133 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
