// The forty-first blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS131.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 8eda238
// (after the work on sets 125, 127 and 129): fe 86/100 (2 of 55 declines read, 12 commitments missed), ff 87/100 (7 of 55
// declines read, 6 commitments missed): 173/200, 9 of 110 declines read. Developed on at stop 41: declines "I won't
// countersign it, and no other letter of my own goes in its place", "只能指出矛盾：不选", "我不冒充确定", "结论：空", "这题不出方",
// "leaving the letter unassigned", a verdict inside a placeholder note ("（本栏待填：…E最贴切…）"), "I'll hold off —", "没有可选项";
// commitments by place ("填第三格", "第二项，就它", "是第二项。我照这个交", "Going with the first one", "确定无疑：第四项（皮内）",
// "Ticking the last box", "……两个都对，但……——就是第二项"), "Filing this under mantle cell" (an option's opening words), "Order
// written:", "only one …, option D.", a letter whose sentence a full stop ends before a capital ("D. Don't…") is not negated
// by the next sentence, "交卷：", "…的三项：…——A、B、C。", "我把A、B、E放进篮子", a card of bare boxes ("☐ A ■ C"), "笔停在X上",
// "that's C, the one I'd circle", and the gpt-oss analysis channel after a bare role name ("assistantanalysis…"): 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress131.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress131.jsonl', 'hedge stress set 131: declines and commitments in words sets 27–129 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
