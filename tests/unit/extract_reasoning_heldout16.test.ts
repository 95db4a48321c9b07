// The sixteenth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT16.md),
// written blind: its author never read the extractor, its tests or the other fixtures. Scored blind it
// read 283/300 (0.943) and read an answer where the model gave none 7 times (of 61): new hedges (a
// question with "no correct option", "B？D？ 不强行选", "不瞎猜了…答案我留空", "can't be determined"),
// corrections written as a 勘误表 or a struck-through answer, and a multi-answer list given as option
// texts. The floor below is what it reads now.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout16.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout16.jsonl', 'reasoning-model outputs, sixteenth blind held-out set', { atLeast: 283, hedgeReadsAtMost: 7, spans: false })
