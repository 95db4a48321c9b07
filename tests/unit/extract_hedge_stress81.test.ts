// The sixteenth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS81.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 68–79 did not use, written in two
// halves apart. Scored blind against the reader of 7d6d009: 190/200, an answer read from 7 of the 110, and 3 of the 90
// commitments missed. Developed on since: 200/200 ("这道题我不留答案", "请视作空行", "没有另一个字母可以替补", "跟着写C", "不自己报
// 一个字母", "it isn't mine", "no longer reflects what I think", "no better letter", "treat this item as unanswered", "I won't
// confirm a letter"; "B gets my vote", "我宁可选C" after "与其…改成E", doubt on a certainty line "置信度：约65%——…拿不准…").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress81.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress81.jsonl', 'hedge stress set 81: declines and commitments in words sets 68–79 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
