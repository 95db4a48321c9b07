// Baseline for comparison only, not used by the product.
//
// A TypeScript re-implementation (written for this project) that reproduces the behaviour of
// OpenCompass's `first_option_postprocess(text, options, cushion=True)` from
// opencompass/utils/text_postprocessors.py (OpenCompass, Apache-2.0; pattern list as of upstream
// commit 14ca958049048a0192a61726837d4bdafcc9bcb2), the answer extractor most Chinese LLM
// leaderboards use for multiple-choice items. Behaviour reproduced on purpose, quirks
// included, because the point is to measure what it would have scored:
//  - patterns are tried in a fixed order and the FIRST one that matches anywhere decides;
//  - from the whole matched text (group 0, not the captured letter) the first letter of `options`
//    (in options order, not text order) that occurs in it is returned;
//  - the upstream list lacks a comma after the 故选 pattern, so Python concatenates it with the next
//    literal into one pattern; we keep that;
//  - Python's `$` (no MULTILINE) also matches before a final newline; `.` matches newlines (DOTALL);
//  - one letter at most: multi-answer items cannot be answered, and "" when nothing matches.

/** Python's end-of-string `$` (without re.MULTILINE) expressed for JavaScript. */
const PY_END = '(?=\\n?$)'

function patternSources(o: string): string[] {
  const L = `[${o}]`
  // Where upstream writes `$` outside a character class it means end of string (Python semantics).
  return [
    `答案是?\\s*(${L})`,
    `答案是?\\s*：\\s*(${L})`,
    `答案是?\\s*:\\s*(${L})`,
    `答案应该?是\\s*(${L})`,
    `答案应该?选\\s*(${L})`,
    `答案为\\s*(${L})`,
    `答案选\\s*(${L})`,
    `选择?\\s*(${L})`,
    // Upstream: f'故选?\s*([{options}])' f'只有选?项?\s?([{options}])\s?是?对' (missing comma).
    `故选?\\s*(${L})只有选?项?\\s?(${L})\\s?是?对`,
    `只有选?项?\\s?(${L})\\s?是?错`,
    `只有选?项?\\s?(${L})\\s?不?正确`,
    `只有选?项?\\s?(${L})\\s?错误`,
    `说法不?对选?项?的?是\\s?(${L})`,
    `说法不?正确选?项?的?是\\s?(${L})`,
    `说法错误选?项?的?是\\s?(${L})`,
    `(${L})\\s?是正确的`,
    `(${L})\\s?是正确答案`,
    `选项\\s?(${L})\\s?正确`,
    `所以答\\s?(${L})`,
    `所以\\s?(${L}[.。$]?${PY_END})`,
    `所有\\s?(${L}[.。$]?${PY_END})`,
    `[\\s，：:,](${L})[。，,\\.]?${PY_END}`,
    `[\\s，,：:][故即](${L})[。\\.]?${PY_END}`,
    `[\\s，,：:]因此(${L})[。\\.]?${PY_END}`,
    `[是为。]\\s?(${L})[。\\.]?${PY_END}`,
    `因此\\s?(${L})[。\\.]?${PY_END}`,
    `显然\\s?(${L})[。\\.]?${PY_END}`,
    `答案是\\s?(\\S+)(?:。|${PY_END})`,
    `答案应该是\\s?(\\S+)(?:。|${PY_END})`,
    `答案为\\s?(\\S+)(?:。|${PY_END})`,
    `[Tt]he answer is:?\\s+\\(?(${L})\\)?`,
    `[Tt]he answer is option:?\\s+\\(?(${L})\\)?`,
    `[Tt]he correct answer is:?\\s+\\(?(${L})\\)?`,
    `[Tt]he correct answer is option:?\\s+\\(?(${L})\\)?`,
    `[Tt]he answer to the question is:?\\s+\\(?(${L})\\)?`,
    `^选项\\s?(${L})`,
    `^(${L})\\s?选?项`,
    `(\\s|^)${L}[\\s。，,：:\\.$]`,
    `1.\\s?(.*?)${PY_END}`,
    `1.\\s?(${L})[.。$]?${PY_END}`,
    // cushion patterns
    `(${L}):`,
    `(${L})`,
  ]
}

const compiled = new Map<string, RegExp[]>()

function patternsFor(options: string): RegExp[] {
  let list = compiled.get(options)
  if (!list) {
    list = patternSources(options).map((p) => new RegExp(p, 's'))
    compiled.set(options, list)
  }
  return list
}

/**
 * Returns one option letter or "". `options` is the option letters in order, e.g. "ABCDE",
 * exactly as OpenCompass configs pass them.
 */
export function firstOptionPostprocess(text: string, options: string): string {
  for (const re of patternsFor(options)) {
    const m = re.exec(text)
    if (m) {
      const outputs = m[0]
      for (const letter of options) if (outputs.includes(letter)) return letter
    }
  }
  return ''
}
