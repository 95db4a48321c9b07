// The twenty-first held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT21.md),
// written blind: its author read only the format brief, the issue excerpt and the validator, never the extractor,
// its tests or the other fixtures. Scored blind (after the development on sets 16–20) it read 293/300 (0.977) and
// read an answer where the model gave none 5 times (of 61): "C还是E，我无法从题干里分辨出出题者的意图", "我就不给出
// 具体选项了", "我不能直接告诉你该用哪个药", "I don't think any single answer here is correct", and an option's text
// read on the way to a length-cut "所以选". Developed on since: 300/300 with none read from a hedge (the last miss
// was "对应选项：A、B、C、D 四项").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout21.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout21.jsonl', 'reasoning-model outputs, twenty-first blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: false })
