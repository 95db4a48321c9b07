// The twentieth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT20.md),
// written blind: its author read only the format brief, the issue excerpt and the validator, never the extractor,
// its tests or the other fixtures. Scored blind it read 289/300 (0.963) and read an answer where the model gave
// none 4 times (of 61): "我没办法在两者之间做出确定的选择", "A、B 皆可，我无法只给一个字母", "这道题我不给答案" and
// "there isn't enough information to answer". Developed on since: 300/300 with none read from a hedge. The last
// two misses were multi-answer lists under a heading with no answer cue ("可用于治疗青光眼的药物：" then numbered
// lines with notes and remarks; "常见症状：C（…）、A（…）、B（…）").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout20.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout20.jsonl', 'reasoning-model outputs, twentieth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: false })
