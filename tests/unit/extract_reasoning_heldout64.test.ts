// The sixty-fourth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT64.md),
// written blind (median 342 characters; TCM, integrated medicine, psychiatry, law and ethics, infection control,
// nursing management, rehabilitation; Kimi/GLM think blocks, gpt-oss channels, chatty assistants) and scored once
// against the reader it met (that of c8ddcca): 285/300 (0.950), with an answer read from 1 of the 61 outputs that
// give none. Developed on since: 300/300, no answer read from a decline.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout64.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout64.jsonl', 'reasoning-model outputs, sixty-fourth blind held-out set', { atLeast: 300, hedgeReadsAtMost: 0, spans: true })
