// The forty-fifth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS139.md), two halves of 100
// outputs (110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 3f79328
// (after the work on sets 131, 133, 135 and 137): fm 91/100 (1 of 55 declines read, 8 commitments missed), fn 90/100 (1 of
// 55 declines read, 9 commitments missed): 181/200, 2 of 110 declines read. Developed on at stop 42: declines "我也不会拿C去顶它的
// 位置", an empty answer bracket ("作答：（　　）", "答题卡的括号先空着"); commitments "我会落在A", "B is the letter I'm writing",
// "Option A is my reply", "For this stem: E." closing a line of other sentences, "I'd put my pen on D", "20 sits at option D",
// "Reply: <option text>", places ("涂的是第一个格子", "I'd circle the first option", "I'll commit to the fourth option", "… it is
// — the fifth option", "第一项。" after a commitment, "Option two — … — is where I land"), a line glossing three or more options
// ("X is for …; Y for …") chooses none, "问：…？" after the case restates the question, "我没太多疑问" and "it can't mask …" are no
// doubt; multi "入：B、D、E / 出：A、C": 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress139.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress139.jsonl', 'hedge stress set 139: declines and commitments in words sets 27–137 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
