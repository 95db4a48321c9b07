// The eighty-fourth held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT84.md),
// written blind in two halves (median 382 characters; obstetrics, paediatrics, the mind, the senses, skin and TCM;
// surgery, critical care, the heart and lungs, pharmacy, laboratory and statistics), and scored once against the reader
// it met (that of 47b97f5): 199/200 (0.995), an answer read from 1 of the 40 outputs that give none (cm081, a JSON answer
// that is null). Developed on since: 200/200, none read from a decline.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout84.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout84.jsonl', 'reasoning-model outputs, eighty-fourth blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
