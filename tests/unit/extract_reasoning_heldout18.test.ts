// The eighteenth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT18.md),
// written blind: its author read only the format brief, the issue excerpt and the validator, never the extractor,
// its tests or the other fixtures. Scored blind it read 288/300 (0.960) with 4 answers read where the model gave
// none, and 289/300 with 3 after the development on set 17: "我这里不选任何选项", "我不选任何一项", "我没法通过一道
// 选择题替您下结论". The other misses: a conditional "即使题目改成…，也应该选E而不是A或B" after the answer, "答案：abcd",
// "请以 **B** 为准", "应改答 **D**", a length-cut "所以E项", mathematical bold 𝐀, "初选…定稿：A B C", and an option's
// text after "定义是：". Developed on since: 300/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout18.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout18.jsonl', 'reasoning-model outputs, eighteenth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: false })
