// The thirty-ninth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS127.md), two halves of
// 100 outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against
// ea9c251 (after the work on set 125): fa 91/100 (no answer read from any of its 55 declines, 9 commitments missed), fb
// 94/100 (2 of 55 declines read, 4 commitments missed): 185/200, 2 of 110 declines read. Developed on in the same stop
// (stop 40): an answer taken down ("现在拆掉，不换成别的字母", "I've struck it; A doesn't move into its slot either"); labels
// that set letters aside (出局, 剔除) are no cue; commitments "落A。", "我敲定E，", "归入1期。", "合计：27%。", "Selections —",
// "入选三项：", "入选 →", "E这一项我写上去", a code assignment "选中 = [...]", bubbles drawn as "( ● ) A", a "判定" column of
// ✓/✗; no decline in "我不加" (a sum), "我不往那一类去", "都无从下手" (the drugs'), "保留意见，不影响勾选", or doubt whose object is
// one option of a multi-answer item ("拿不准的是E"): 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress127.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress127.jsonl', 'hedge stress set 127: declines and commitments in words sets 27–125 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
