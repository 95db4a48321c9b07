// The ninety-fourth held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT94.md), written
// blind in two halves (median 285 characters; the eye, ENT, skin, mind and nerves, endocrinology, blood, cancer, imaging,
// anaesthesia, critical care and rehabilitation; the heart, lungs, gut and kidney, surgery, women's and children's health,
// pharmacology, TCM, nursing, public health and law), and scored once against the reader each half met (dl: 68cf107, with
// 74b0bc9's readings alike; dm: fb45ecb): 200/200, no answer read from any of the 42 outputs that give none.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout94.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout94.jsonl', 'reasoning-model outputs, ninety-fourth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
