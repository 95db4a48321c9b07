// The thirty-seventh blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS123.md), one part of a
// half: 44 outputs (24 single-answer outputs that give no answer, 20 that commit amid doubt), its author stopped at the
// deadline. Scored blind against the reader it met (0b60d0e): 34/44, no answer read from any of the 24, 10 of the 20
// commitments missed (most name the option by its place: "我把票投给第一项", "勾第三项", "the last option, E"). Not developed
// on yet: the suite holds the blind floor.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress123.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress123.jsonl', 'hedge stress set 123 (44 of a half): declines and commitments in words sets 27–121 did not use', { atLeast: 34, hedgeReadsAtMost: 0, spans: true, size: 44 })
