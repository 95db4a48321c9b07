// Half of the fifteenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS79.md): 55
// single-answer outputs in which the model gives no answer and 45 that commit amid doubt, in words sets 68–77 did not
// use, with chat-assistant habits around them. Scored blind against the reader of 74150cd: 93/100, an answer read from
// 3 of the 55, and 4 of the 45 commitments missed. Developed on since: 100/100 ("它不是我给出的答案", "delete that … without
// a replacement", "not putting another letter in its place"; "我的判断：D", "还是D。", "认B这个答案", "就填A了，", "put down B").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress79.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress79.jsonl', 'hedge stress set 79 (half): declines and commitments in words sets 68–77 did not use', { atLeast: 100, hedgeReadsAtMost: 0, spans: true, size: 100 })
