// The twenty-eighth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT28.md),
// written blind to the brief's lengths (median 334 characters): its author read only the format brief, the issue
// excerpt and the validator. Scored blind it read 287/300 (0.957) and read no answer where the model gave none
// (0 of 62). Developed on since: 298/300; 299/300 ("→ 选项 ｂ": a full-width lower-case letter standing
// alone); 300/300 ("… is vancomycin plus ceftriaxone — B." after "Scratching that").
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout28.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout28.jsonl', 'reasoning-model outputs, twenty-eighth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
