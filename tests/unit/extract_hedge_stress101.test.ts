// The twenty-sixth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS101.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 27–99 did not use, written in two
// halves apart. Scored blind against the reader they met (f7d6b53): 186/200, an answer read from 10 of the 110, and 4 of the
// 90 commitments missed. Developed on since: 200/200 (an opening letter taken back with nothing in its place; declines in
// new words; "…一致。写B。"; "我跟你同学的选择不一样：我选C"; "落在同一个选项：E"; a JSON "tick").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress101.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress101.jsonl', 'hedge stress set 101: declines and commitments in words sets 27–99 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
