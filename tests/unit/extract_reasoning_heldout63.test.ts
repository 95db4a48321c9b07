// The sixty-third held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT63.md),
// written blind (median 374 characters; haematology, rheumatology, infectious disease, pharmacology, toxicology,
// nutrition, dermatology) and scored once against the reader it met (that of c8ddcca): 295/300 (0.983), with an
// answer read from 1 of the 61 outputs that give none. Developed on since: 300/300, no answer read from a decline.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout63.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout63.jsonl', 'reasoning-model outputs, sixty-third blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
