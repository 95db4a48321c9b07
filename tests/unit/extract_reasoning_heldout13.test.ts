// The thirteenth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT13.md),
// written blind: its author never read the extractor, its tests or the other fixtures. Scored blind it
// read 276/300 (0.920), with 9 answers read where the model gave none (all hedges or refusals). This
// holds that level as a floor until the set has been developed on.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout13.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout13.jsonl', 'reasoning-model outputs, thirteenth blind held-out set', { atLeast: 276, hedgeReadsAtMost: 9, spans: false })
