// The sixty-sixth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT66.md),
// written blind (median 341 characters; surgery, obstetrics and gynaecology, paediatrics, emergency, anaesthesia,
// imaging, ophthalmology and ENT) and scored once against the reader it met (that of aee9b73): 297/300 (0.990), with
// an answer read from 1 of the 61 outputs that give none. Developed on since: 300/300, 0.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout66.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout66.jsonl', 'reasoning-model outputs, sixty-sixth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
