// The fortieth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS129.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 40dc1bc
// (after the work on sets 125 and 127): fc 86/100 (4 of 55 declines read, 10 commitments missed), fd 89/100 (1 of 55
// declines read, 10 commitments missed): 175/200, 5 of 110 declines read. Developed on in the same stop (stop 40): a
// placeholder in shell brackets ("【作答】〔待定〕"), a reply ending by asking the user, "I'm pulling it … not putting X there in
// its place", a quoted answer erased ("那个“答：A”，我擦掉"), "我不替它定", a bracketed or bulleted letter closing a list is no
// conclusion; commitments "落在“中焦”上" (a text ending a longer quoted phrase is no answer), a card of boxes before letters
// in any layout, "— E — with about three-quarters confidence", "Giving: D", "我圈“怒”" (a quoted one-character text),
// "Putting B down", "记C。", "交出去的是…——B", "我认领A、B、C", "Going on record with A", "Submitting A, B, C.", "I'll sign
// off on A", "〇A ●D" bubbles, "——太渊（E）。", "同时还是" is no doubt, a list mapping cases to options is no labelled answer,
// "——对应A、B、C、D。", lines kept or dropped ("收  A …", "收录 ← A …", "弃  E"), "这一项我不勾" and "D那一格…有意不勾" set one
// option aside, "和我记的不同" is no decline: 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress129.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress129.jsonl', 'hedge stress set 129: declines and commitments in words sets 27–127 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
