// The sixty-first held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT61.md),
// written blind (median 351 characters; obstetrics and gynaecology, paediatrics, neurology, urology, orthopaedics,
// anaesthesia, critical care; terse and numbered chain-of-thought styles) and scored once against the reader it met
// (that of a8a1545): 294/300 (0.980), with no answer read from the 61 outputs that give none. Developed on since
// (extract_reasoning.test.ts, "held-out sets 61 and 62"): 300/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout61.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout61.jsonl', 'reasoning-model outputs, sixty-first blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
