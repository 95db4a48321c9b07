// The twenty-seventh blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS103.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 27–101 did not use, written in two
// halves apart. Scored blind against the reader they met (3e1cfd2): 184/200, an answer read from 6 of the 110, and 10 of
// the 90 commitments missed. Developed on since: 199/200 (declines in new words; a line "treated as deleted"; "就写A吧",
// "这道题归到C", "E我留在答案上", "E落在我的答题纸上", "D is where I'll stay", "I'm marking E", "方用：<text>"; a closing letter
// clause after a hedge word; "either way" is no hedge); dp056 since (multi, "by the first three — A, B, C — and not by
// D": "not by" rules D out, and the "not" before a letter leaves the letters before it standing).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress103.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress103.jsonl', 'hedge stress set 103: declines and commitments in words sets 27–101 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
