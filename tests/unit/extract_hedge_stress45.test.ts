// The sixth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS45.md): 110 single-answer
// outputs in which the model gives no answer (declines in new words, half of them impersonal; letters of a question
// bank or a teacher quoted and not adopted; leanings disowned), and 90 that commit amid loud doubt in new words.
// Scored blind against 55d7c0e: 152/200, an answer read from 16 of the 110, and 32 of the 90 commitments missed.
// Developed on since (commitments worded as marking the sheet: 交B, 涂B, 押B, 圈C, 写成B, 我写的是C, "I'll take B"):
// 169/200, still 16 read from hedges; then a lone letter ending a line (set 47): 170/200; now
// 189/200, 1 read from hedges; a closing line splitting the options ("结论：ABCD，E除外。置信度约0.8。"): 191/200; set 68's commitments: 192/200;
// "我认这个D，就写D": 193/200; "圈选：A、B、C。…均不圈", "该题定为：D" closing the output: 195/200.
// This suite holds that floor; it is short of the target.
// Now 196/200, none read from a hedge ("that A does not stand … taking the A off the table").
// Now 197/200 ("本题采用C").
// Now 198/200 ("作答：ABC｜置信度：0.9｜不选：D、E").
// Now 199/200 ("本题取D").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress45.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress45.jsonl', 'hedge stress set 45: declines in new words versus commitments marked on the sheet', { atLeast: 199, hedgeReadsAtMost: 0, spans: true, size: 200 })
