// The forty-ninth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS147.md), two halves (200
// outputs: 110 single-answer outputs that give no answer, 90 that commit amid doubt). Both scored blind against 275a6f8
// (after the work on sets 143 and 145): fu 96/100 (2 of 55 declines read, 2 commitments missed), fv 88/100 (5 of 55
// declines read, 7 commitments missed): 184/200, 7 of 110 declines read. Developed on at stop 44: declines "不知道该按哪个作答",
// "I don't have a response to give", "there is no letter in its place", "There's no letter here from me", "I'm not adopting the key's
// letter, and I'm not swapping in one", "So: A pulled" (a withdrawal word right after the statement's letter), "这题我不下注" /
// "是在押，不是在答"; commitments "Answer to the item: A.", "我还是投C一票，这道就写C。", "…把握停在七成五左右，但A。", "选C——不过…"
// (不过 is no negation of the letter), "answering with the ground-glass option, A,", "照现在的题面：E。", "七分把握：C。", and on a
// multi-answer item "第五项不勾" leaving one option out: 199/200. Still missed: fv045 (an option's text with a certainty figure,
// "Hydropneumothorax — two in three I'd say.", after an "either … or" that names it).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress147.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress147.jsonl', 'hedge stress set 147: declines and commitments in words sets 27–145 did not use', { atLeast: 199, hedgeReadsAtMost: 0, spans: true, size: 200 })
