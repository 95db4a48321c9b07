// The eleventh held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT11.md),
// written blind: its author never read the extractor, its tests or the other fixtures. Scored blind it
// read 288/300 (0.960), with 4 answers read where the model gave none (3 hedges, 1 truncated). This holds
// that level as a floor until the set has been developed on.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout11.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout11.jsonl', 'reasoning-model outputs, eleventh blind held-out set', { atLeast: 288, hedgeReadsAtMost: 4, spans: false })
