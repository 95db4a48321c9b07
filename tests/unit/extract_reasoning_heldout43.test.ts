// The forty-third held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT43.md),
// written blind (median 350 characters) and scored once against the reader it met (43dd0e4, reader of d568f7f):
// 291/300 (0.970), with no answer read where the model gave none (0 of 61). Developed on since: 300/300.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout43.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout43.jsonl', 'reasoning-model outputs, forty-third blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
