// The nineteenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS87.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 68–85 did not use, written in two
// halves apart. Scored blind, each half against the reader it met (09628e9, 83a5ccb): 189/200, an answer read from 8 of
// the 110, and 3 of the 90 commitments missed. Developed on since: 200/200 ("Parked isn't the same as chosen", "no letter
// to give", `Pick: ""` in code, "退掉，不算", "我要退回去", "没有再写新的选项", "不补别的字母", "我没法在两项里挑", "不往空位里补字母",
// "这道题留白"; "C，就这么定。", "我更愿意把E写到答题卡上——不算十足把握", "the one I'm putting my name to"; "两者并用：X" names no
// single option).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress87.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress87.jsonl', 'hedge stress set 87: declines and commitments in words sets 68–85 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
