// The fifty-third held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT53.md),
// written blind (median 345 characters) and scored once against the reader it met (that of 80b0965): 290/300
// (0.967), with an answer read from 4 of the 61 outputs that give none. Developed since: 300/300, none read from them.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout53.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout53.jsonl', 'reasoning-model outputs, fifty-third blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
