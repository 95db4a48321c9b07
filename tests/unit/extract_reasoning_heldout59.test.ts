// The fifty-ninth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT59.md),
// written blind (median 351 characters; cardiology, respiratory, gastroenterology, nephrology, endocrinology,
// infectious disease, oncology, public health, ethics; long thinking, answers in tables, JSON, YAML and tags) and
// scored once against the reader it met (that of f4c7c1d): 294/300 (0.980), with an answer read from 1 of the 62
// outputs that give none. Developed on since (extract_reasoning.test.ts, "held-out sets 58 and 59"): 300/300,
// none read from the outputs that give no answer.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout59.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout59.jsonl', 'reasoning-model outputs, fifty-ninth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
