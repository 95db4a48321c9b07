// The forty-second blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS133.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 3d2a2e8
// (after the work on set 131): fg 90/100 (4 of 55 declines read, 6 commitments missed), fh 89/100 (8 of 55 declines read,
// 3 commitments missed): 179/200, 12 of 110 declines read. Developed on at stop 41: declines "Picking a letter … stays
// outside what I'll do", a diff's removed answer line and "作答行已清空", "X的选择归X，我不另加一个", "没法跟着签；我也不去用A盖过它",
// "nothing goes into that slot", "我不当作答案交上去", "I'm keeping my pen still. Give me … and I'll commit.", "没有别的级别补进去",
// "没法在这一题上落字母", "框里空着", "我不替题目把另一只脚抬起来", "不能再当作我的回答，我也不改成E" (and "不改成E" is no cue);
// commitments "手上还是写B", "我的作答只写两个字：**X**", "I'm with B —", an option paraphrased then "That's my choice", "C，我认了——",
// "I'm not substituting" is no decline, "Keep: A · B · C · E", "Everything on the list except D", "没删的三行就是作答" (a line's
// "——删" a negative verdict), "I'm circling the fourth option", "交卷用的是D": 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress133.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress133.jsonl', 'hedge stress set 133: declines and commitments in words sets 27–131 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
