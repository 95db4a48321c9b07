// The fifty-seventh held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT57.md),
// written blind (median 345 characters; surgery, emergency medicine, neurology, endocrinology, haematology, imaging,
// nursing; structured answers) and scored once against the reader it met (that of c465b8a): 293/300 (0.977), with an
// answer read from 2 of the 61 outputs that give none. Developed on afterwards (extract_reasoning.test.ts, "held-out set
// 57"): 300/300, none read from the outputs that give no answer.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout57.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout57.jsonl', 'reasoning-model outputs, fifty-seventh blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
