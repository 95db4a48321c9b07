// The thirty-sixth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS121.md), 200 outputs in two
// halves written apart: 110 single-answer outputs in which the model gives no answer and 90 that commit amid doubt, in
// words earlier sets did not use. Each half scored blind against the reader it met: et 94/100 (781c045; 3 of its 55
// declines read), eu 86/100 (8e4c104; 6 of its 55 declines read, 8 of its 45 commitments missed).
// et developed on since (stop 39): et031 "我跟老师一样写D", et032 "那一行回到空白", et043 "the slot stays open", et066 a closing
// "诊断性细胞：R-S细胞" after an earlier paraphrase, et076 "D. I'd say I'm about three-quarters sure", et088 "我留给你们老师来定";
// et 100/100. eu developed on in the same stop (a senior's letter, "不把任何一个字母填进去", "这一行我空着", "不落到纸上", "I can't
// vouch for it", "I'm not putting A there in its place"; "我让C落地", "交卷时写D", "这一票我投给A", "E，这个我认", "E，照抄不误", a
// bold "**C — stop heparin, start argatroban.**", an answer card "[ ]  [■]  [ ]" under its letters): 200/200.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress121.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress121.jsonl', 'hedge stress set 121: declines and commitments in words sets 27–119 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
