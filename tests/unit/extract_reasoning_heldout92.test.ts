// The ninety-second held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT92.md), written
// blind in two halves (median 278 characters; the eye, ENT, skin, mind and nerves, endocrinology, blood, cancer, imaging,
// anaesthesia and critical care; the heart, lungs, gut and kidney, surgery, women's and children's health, pharmacology,
// TCM, nursing, public health and law), and scored once against the reader it met (that of 1d9597c): 200/200, no answer
// read from any of the 42 outputs that give none.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout92.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout92.jsonl', 'reasoning-model outputs, ninety-second blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
