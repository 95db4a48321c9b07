// The eighth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS50.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid loud doubt, in words sets 45 and 47 did not use
// (its author was given their wordings to avoid). Scored blind against 0501d28: 168/200, an answer read from 14 of
// the 110 (8 by a rule that infers), and 18 of the 90 commitments missed. Developed on since (commitments booked in
// new words, declines by a letter disowned or not offered, or by moving on): 185/200, 6 read from hedges. This suite
// holds that floor (now 197/200, none read from hedges: "这一题我拍A", "我定为B", "落在肌钙蛋白I上——B。"; 198/200 with "尊重患者的拒绝并记录，E。" closing the output); it is short of
// the target.
// Now 199/200 ("这题我勾A、B、C、D，E不选").
// Now 200/200 (aw153: "A、B、E；C主运化属脾，D主纳气属肾，二者不选。").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress50.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress50.jsonl', 'hedge stress set 50: declines by what the model does next versus commitments booked in new words', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
