// The forty-ninth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT49.md),
// written blind (median 355 characters) and scored once against the reader it met (that of 0501d28): 291/300
// (0.970), with an answer read from 2 of the 61 outputs that give none. Developed since: 300/300, none read from them.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout49.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout49.jsonl', 'reasoning-model outputs, forty-ninth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
