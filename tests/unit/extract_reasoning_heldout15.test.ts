// The fifteenth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT15.md),
// written blind: its author never read the extractor, its tests or the other fixtures. Scored blind it
// read 297/300 (0.990) with no answer read where the model gave none (0 of 61); its outputs are shorter
// and more templated than earlier sets'. Since the "either" of a denial ("…doesn't meet the threshold either")
// stopped counting as a hedge it reads 300/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout15.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout15.jsonl', 'reasoning-model outputs, fifteenth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: false })
