// The tenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS60.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid loud doubt, in words sets 45, 47, 50 and 56 did
// not use (its author was given their wordings to avoid). Scored blind against f4c7c1d: 162/200, an answer read from
// 20 of the 110, and 18 of the 90 commitments missed. Developed on since (extract_reasoning.test.ts, "hedge stress set
// 60"): declines by the answer place said to be empty, by handing the item on, by leaving it unanswered; commitments
// by a letter alone after a comma or dash closing the output, by 填/写/落在, "I'm checking", and lines that choose some
// letters and exclude the rest: 200/200, none read from hedges.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress60.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress60.jsonl', 'hedge stress set 60: declines by next steps, pictures and answer sheets versus quiet commitments', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
