// The seventeenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS83.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 68–81 did not use, written in two
// halves apart. Scored blind against the reader of 879a90a: 186/200, an answer read from 7 of the 110, and 7 of the 90
// commitments missed. Developed on since: 200/200 ("按未作答处理", "判为无效", "新的字母不补", "两可，不出单一答案", "不把它硬压成一个字母",
// "（那样……就是75%）" as a supposed case, an empty "selected =", "pulling that back", "the response to this item is now empty";
// "我也写B", "权衡后答B", "我拿B作答", "对应的选项是E", "side with C", "（不含A）", "E因后半句出错，不勾").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress83.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress83.jsonl', 'hedge stress set 83: declines and commitments in words sets 68–81 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
