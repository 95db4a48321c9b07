// The forty-eighth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT48.md),
// written blind (median 341 characters) and scored once against the reader it met (that of 9ef691b): 293/300
// (0.977), with an answer read from 2 of the 61 outputs that give none (both cut by the length limit). Developed
// since: 300/300, none read from them.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout48.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout48.jsonl', 'reasoning-model outputs, forty-eighth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
