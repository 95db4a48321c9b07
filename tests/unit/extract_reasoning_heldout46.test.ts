// The forty-sixth held-out set of 300 reasoning-model outputs (tests/fixtures/extraction/REASONING_HELDOUT46.md),
// written blind (median 347 characters) and scored once against the reader it met (45e1be8): 287/300 (0.957), with
// no answer read where the model gave none (0 of 61); one label (as037) was wrong as delivered and is corrected in
// the file. Developed on a little since: 291/300 ("我的答案先放在这里：**ABCD**", a ticked checklist of option texts); 292 ("纠正休克" is no correction).
// Now 293/300 ("更正：B项“…”说反了……正确答案：A、C、D").
// Now 294/300 (a cue inside a bracket stops at its close).
// Now 295/300 (as253: a negation in the sentence after a list of letters no longer rules the list out).
// Now 296/300 (as060: "<b>A</b>" closing the output; HTML bold reads as markdown's).
// Now 297/300: a second label was wrong as delivered (as226 ends "所以本题的正确答案为：2分", option A, but was labelled B), corrected.
//
// Run: npx vitest run --config tests/vitest.config.mts tests/unit/extract_reasoning_heldout46.test.ts
import { heldOutSuite } from './helpers/heldOutSuite'

heldOutSuite('reasoning_heldout46.jsonl', 'reasoning-model outputs, forty-sixth blind held-out set', { atLeast: 297, hedgeReadsAtMost: 0, spans: true })
