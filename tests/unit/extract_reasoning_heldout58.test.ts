// The fifty-eighth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT58.md),
// written blind (median 342 characters; dermatology, ophthalmology, ENT, stomatology, psychiatry, rehabilitation,
// TCM, nursing, pharmacy; GLM-Z1, Kimi and gpt-oss styles) and scored once against the reader it met (that of
// f4c7c1d): 299/300 (0.997), with no answer read from the 61 outputs that give none. Developed on since
// (extract_reasoning.test.ts, "held-out sets 58 and 59"): 300/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout58.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout58.jsonl', 'reasoning-model outputs, fifty-eighth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
