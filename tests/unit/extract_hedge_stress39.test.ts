// The fourth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS39.md): 110 single-answer
// outputs in which the model gives no answer, in wordings its author invented to avoid the known ones, and 90 that
// commit amid doubt. Scored blind against the reader of 3c42f53 it read an answer from 21 of the 110 and missed 9 of
// the 90 committed answers (170/200). Developed on since: 192/200, 3 read from a hedge; then 194/200
// ("答案：D——不可逆…" is no verdict on D; "我把答案放在A上").
// Now 197/200, none read from a hedge ("按RA出题应是B，按题干描述就是A", "你给我看的答案是E", "两边都觉得站不稳").
// Now 200/200 ("我的答案仍然是D" after "即便考虑到…", "为什么我没有选A", a hedge in "如果选项里有…").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress39.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress39.jsonl', 'hedge stress set 39: declining versus committing amid doubt', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
