// The twenty-fifth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS99.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 27–95 did not use, written in two
// halves apart. Scored blind, each half against the reader it met (dj at 68cf107, dk at fb45ecb): 176/200, an answer read
// from 14 of the 110, and 10 of the 90 commitments missed. Developed on since: 200/200 (declines in new words; a quoted
// answer line withdrawn; a JSON placeholder; "我愿意写E" after a supposition turned back from; "，答E：<text>"; "E这一栏我会涂
// 黑"; "Mine is A"; "最终交D，霍乱"; "而是取D"; a JSON "picked"; options named without their bracketed qualifiers).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress99.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress99.jsonl', 'hedge stress set 99: declines and commitments in words sets 27–95 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
