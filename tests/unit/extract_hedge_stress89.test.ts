// The twentieth blind stress set for the hedge reader (tests/fixtures/extraction/HEDGE_STRESS89.md): 110 single-answer
// outputs in which the model gives no answer and 90 that commit amid doubt, in words sets 68–87 did not use, written in two
// halves apart. Scored blind against the reader they met (b5c57fb, readings as df0630f): 186/200, an answer read from 7 of
// the 110, and 7 of the 90 commitments missed. Developed on since: 200/200 ("我不会写进答案的那个字母：A", "正确答案没有出现在
// 选项里", "不在这里给出一个字母", "我不能替你盖章", "没有一个干净的答案", "这题我先不填", "final字段保持空值"; "X——就这一项",
// "I'll go with spirometry — B", "——答B", "B is what I'm answering", "我的作答还是 E", "我最终提交E", "不入选：C").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_hedge_stress89.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('hedge_stress89.jsonl', 'hedge stress set 89: declines and commitments in words sets 68–87 did not use', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
