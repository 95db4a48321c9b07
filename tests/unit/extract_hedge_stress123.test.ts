// The thirty-seventh blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS123.md), two short halves
// whose authors stopped at the deadline: 66 outputs (36 single-answer outputs that give no answer, 30 that commit amid
// doubt). ew scored blind against 3f59faf: 19/22, none of its 12 declines read. ev scored blind against 0b60d0e: 34/44, no answer read from any of the 24, 10 of the 20
// commitments missed (most name the option by its place: "我把票投给第一项", "勾第三项", "the last option, E"). Developed on in
// the same stop: places after 勾 / 圈 / 投给 / 写下 / 落在 / 剩下的只有, "勾前三项", "the last option"; "我的笔落在D上"; "不会因此改投"
// is no decline: 40/44. Still missed: ev006 (a table's "取"/"舍" rows of option texts), ev010 (an English name for a Chinese
// option), ev029 ("…但我不选它" after the answer, read as a decline), ev039 ("Option A." then a remark on D). ew developed on in
// the same stop ("我的判断落在桥本甲状腺炎上", "为什么不选别的" is no doubt, "我把名字签在C上", "Writing D."): 22/22. 62/66.
// Next stop: ev029's "内镜电凝也很合理，但我不选它" sets aside the option its sentence echoes, not the item: 63/66.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress123.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress123.jsonl', 'hedge stress set 123 (66 outputs of two short halves): declines and commitments in words sets 27–121 did not use', { atLeast: 63, hedgeReadsAtMost: 0, spans: true, size: 66 })
