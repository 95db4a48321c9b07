// The fifty-fourth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT54.md),
// written blind (median 350 characters, items from less common specialties) and scored once against the reader it
// met (that of 80b0965): 294/300 (0.980), with an answer read from 1 of the 61 outputs that give none. Developed
// since: 300/300, none read from them.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout54.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout54.jsonl', 'reasoning-model outputs, fifty-fourth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
