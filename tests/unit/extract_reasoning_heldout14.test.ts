// The fourteenth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT14.md),
// written blind: its author never read the extractor, its tests or the other fixtures. Scored blind it
// read 290/300 (0.967), with 4 answers read where the model gave none (all hedges or refusals). This
// holds that level as a floor until the set has been developed on.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout14.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout14.jsonl', 'reasoning-model outputs, fourteenth blind held-out set', { atLeast: 290, hedgeReadsAtMost: 4, spans: false })
