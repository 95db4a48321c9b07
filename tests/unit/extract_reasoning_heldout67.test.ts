// The sixty-seventh held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT67.md),
// written blind (median 342 characters; pharmacology, laboratory medicine, epidemiology, public health, microbiology,
// pathology, stomatology, dermatology, oncology) and scored once against the reader it met (that of 4799dc8):
// 294/300 (0.980), with no answer read from the 62 outputs that give none. Developed on since: 300/300, 0.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout67.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout67.jsonl', 'reasoning-model outputs, sixty-seventh blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
