// The thirty-eighth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS125.md), two halves of
// 100 outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against
// c6f36c3: ex 84/100 (an answer read from 6 of its 55 declines, 10 commitments missed), ey 89/100 (4 of 55 declines
// read, 7 commitments missed): 173/200, 10 of 110 declines read. Developed on in the same stop (stop 40): declines in new words
// ("所以不交", "没有立场替…背书", "不打算另挑", "作答：不提交", "是不答", "恢复为空", "leaving the total unscored", "returning this one
// unanswered", "leaving it unpicked", "hand the item back blank", "No letter from this side"), a denied change ("不是改成C"), a
// bracketed letter closing a list line is no conclusion; commitments ("定在C", "取D", "这题就用E，", "我把B留在卷面上", "我取第三项",
// "判断：<text>" opening a line, a line opening "E，酚苄明。", "连犹豫都没有" is no decline, "X — that's the one I'm entering",
// "I'm stamping 1+ on it — option C", a table drawn as an answer card, an indented YAML list under its key, glossed letters
// sharing "——这四项我要", "留下的四项：", doubt on a multi item resolved by "所以还是勾上"): 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress125.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress125.jsonl', 'hedge stress set 125: declines and commitments in words sets 27–123 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
