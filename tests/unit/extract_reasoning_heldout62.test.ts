// The sixty-second held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT62.md),
// written blind (median 342 characters; general practice, geriatrics, forensic and preventive medicine, pathology,
// physiology, imaging, rare diseases; mixed-language, self-verifying and small local models) and scored once against
// the reader it met (that of a8a1545): 295/300 (0.983), with no answer read from the 61 outputs that give none. Developed on since
// (extract_reasoning.test.ts, "held-out sets 61 and 62"): 300/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout62.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout62.jsonl', 'reasoning-model outputs, sixty-second blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
