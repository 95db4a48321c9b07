// The ninety-sixth held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT96.md), written
// blind in two halves (median 287 characters; surgery, women's and children's health, infection, the gut and kidney,
// pharmacology, TCM, ethics and law; the heart, lungs and nerves, endocrinology, emergencies, bones, skin, public health
// and nursing), and scored once against the reader both halves met (892565f): 198/200, no answer read from any of the 42
// outputs that give none. Developed on since: 200/200 (dx040, "C. difficile" after the letters it restates; dx068, a
// correction table whose cells carry notes).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout96.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout96.jsonl', 'reasoning-model outputs, ninety-sixth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
