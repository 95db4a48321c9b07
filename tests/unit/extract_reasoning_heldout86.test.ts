// The eighty-sixth held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT86.md), written
// blind in two halves (median 348 characters; the medical specialties, nursing, public health and law; paediatrics,
// obstetrics, emergency and the surgical and laboratory specialties), and scored once against the reader it met (that of
// 09628e9): 200/200, no answer read from any of the 41 outputs that give none. Not developed on.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout86.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout86.jsonl', 'reasoning-model outputs, eighty-sixth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
