// The twenty-third blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS95.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 27–93 did not use, written in two
// halves apart. Scored blind, each half against the reader it met (dg at 5081b00, df at 4e3d5ac): 177/200, an answer read
// from 8 of the 110, and 15 of the 90 commitments missed. Developed on since: 195/200 (declines in new words; lines of
// answer boxes; a letter "拿下来" with none put in its place; a flashcard's letter; "我勾 C 和 D，两项", "最后圈定A、C、E", "这题我
// 填A，<its text>", "这一题落在D", "I'd write D on the sheet", "I'm around 80% on D", a corrected "答题栏：C"; "所以不勾" about one
// option on a multi-answer item). Then 200/200, the last five read: df044 (multi, "还有一处吃不准：…两个都选"), df059 (gpt-oss "Option E: …" then
// "neither … nor …"), df063 ("我落在C。稍有保留的是：要是…，C单独一次也不够"), dg051 ("答：不伤害、有利、尊重、公正——A、B、C、D"),
// dg075 ("…could be intended if the item is older. Going with C.").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress95.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress95.jsonl', 'hedge stress set 95: declines and commitments in words sets 27–93 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
