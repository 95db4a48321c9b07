// The seventh blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS47.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid loud doubt, in words the reader had not seen
// (its author was told to avoid the commitments set 45 taught it). Scored blind against 0eacd87: 149/200, an answer
// read from 19 of the 110 (16 by a rule that infers), and 32 of the 90 commitments missed. Developed on since (the
// one letter standing as a line's last clause: "……A。", "就这么办：B，红霉素。"): 157/200, still 19 read from hedges.
// Then 181/200, none read from hedges (set 56's declines and commitments; no option recorded, named, listed or returned); now 192/200
// (a closing line splitting the options between chosen and excluded, "我认A", "我报A"); now 195/200 ("我这一票最后给A", "现在我给出的回答是A",
// "奥美拉唑，就它了。" before a remark). This suite holds that floor; it is short of the target.
// Now 197/200 ("那样的话就是C" supposes a case; "我要的是不带前缀的那一个").
// Now 198/200 ("这题是B").
// Now 199/200 ("我会在A、B、C三项上作答").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress47.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress47.jsonl', 'hedge stress set 47: declines and commitments in words the reader had not seen', { atLeast: 199, hedgeReadsAtMost: 0, spans: true, size: 200 })
