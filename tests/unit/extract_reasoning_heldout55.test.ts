// The fifty-fifth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT55.md),
// written blind (median 357 characters; paediatrics, obstetrics, infectious disease, laboratory medicine, some in the
// style of small local models) and scored once against the reader it met (that of df83234): 287/300 (0.957), with an
// answer read from 5 of the 61 outputs that give none. Developed since: 297/300, 1 read from them.
// Now 298/300, none read from a decline ("调整为“乙类乙管”" is not the option 乙类).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout55.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout55.jsonl', 'reasoning-model outputs, fifty-fifth blind held-out set', { atLeast: 298, hedgeReadsAtMost: 0, spans: true })
