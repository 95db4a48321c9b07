// The eighty-second held-out set of 200 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT82.md),
// written blind in two halves (median 377 characters; the medical specialties and nursing; oncology, imaging,
// laboratory, public health, law and the surgical specialties), and scored once against the reader it met (that of
// 879a90a): 197/200 (0.985), no answer read from any of the 40 outputs that give none. Developed on since: 200/200 (an
// option's text with its own letter "… is **CT angiography of the chest (B)**." ending a sentence; a clause that changes
// the question, "；改成“…”，选蜡样管型", is hypothetical; a ticked line "☑ D 低分子肝素" labelled by its letter counts in a checklist).
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout82.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout82.jsonl', 'reasoning-model outputs, eighty-second blind held-out set', { atLeast: 200, hedgeReadsAtMost: 0, spans: true, size: 200 })
