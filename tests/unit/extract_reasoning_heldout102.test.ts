// The hundred-and-second held-out set of reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT102.md), two
// blind halves of 100 written apart (median 300 characters), each scored once against the reader it met: em against
// b72a2b5 100/100, el against 0b17090 100/100; no answer read from any of the 42 outputs that give none.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout102.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout102.jsonl', 'reasoning-model outputs, hundred-and-second blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
