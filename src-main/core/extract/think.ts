// Where a model's reasoning is, so that every extractor reads only its answer. Shared by the choice,
// true/false, cloze and tuple readers.
//
// Formats: <think>…</think> (DeepSeek-R1, Qwen3, QwQ, GLM-Z1), <thinking>, <reasoning>,
// ◁think▷…◁/think▷ (Kimi), <|begin_of_thought|>…<|end_of_thought|>, Ollama's
// "Thinking...\n…\n...done thinking.", and gpt-oss channels, with their special tokens
// ("<|channel|>analysis<|message|>…<|end|><|start|>assistant<|channel|>final<|message|>B") or with
// them dropped by the decoder ("analysisWe need…assistantfinalB", "assistantanalysis…assistantfinalB").

// Cheap test first, on short literals: think tags, "Thinking..." and "done thinking" contain "hink",
// special tokens "<|", reasoning tags "soning>"; the formats without any start the output (Ollama's
// "Thinking...", gpt-oss's "analysis" when its tokens were dropped).
const HINT = /hink|<\||soning>/
const HINT_START = /^\s*(?:Thinking\.\.\.|(?:<\|start\|>)?(?:assistant)?(?:<\|channel\|>)?analysis)/

/** Ends of reasoning. Chat templates often put the opening tag in the prompt, so only this may appear. */
const CLOSE_G =
  /<\/think(?:ing)?>|◁\/think▷|<\/reasoning>|<\|end_of_thought\|>|\.\.\.done thinking\.|assistant(?:<\|channel\|>)?final(?:<\|message\|>)?|<\|channel\|>final<\|message\|>/g

/** Starts of reasoning; one after the last end means the model stopped while thinking. */
const OPEN_G = /<think(?:ing)?>|◁think▷|<reasoning>|<\|begin_of_thought\|>|(?:^|\n)Thinking\.\.\.\n|<\|channel\|>analysis<\|message\|>/g

/** gpt-oss output that opens in its analysis channel (the tokens dropped: "analysisWe need to…"). */
const ANALYSIS_START = /^\s*(?:<\|start\|>)?(?:assistant)?(?:<\|channel\|>)?analysis(?:<\|message\|>|[ \t]*\n|(?=[A-Z\u3400-\u9fff]))/

export interface ReasoningSplit {
  /** The answer is output[from, to). */
  from: number
  to: number
  /** Reasoning opened at `to` and never closed: the model ran out, or answered inside its thoughts. */
  unclosed: boolean
  /** Where the text of that unclosed reasoning starts (after its opening tag); -1 when closed. */
  thought: number
}

/** Where the answer is, or null when the output has no reasoning markers (the common, cheap case). */
export function splitReasoning(s: string): ReasoningSplit | null {
  if (!HINT.test(s) && !HINT_START.test(s)) return null
  let from = 0
  CLOSE_G.lastIndex = 0
  for (let m = CLOSE_G.exec(s); m !== null; m = CLOSE_G.exec(s)) from = m.index + m[0].length
  if (from === 0) {
    const a = ANALYSIS_START.exec(s)
    if (a !== null) {
      let k = 0
      while (k < s.length && s.charCodeAt(k) <= 32) k++
      return { from: 0, to: k, unclosed: true, thought: a.index + a[0].length }
    }
  }
  OPEN_G.lastIndex = from
  const open = OPEN_G.exec(s)
  if (open !== null) return { from, to: open.index, unclosed: true, thought: open.index + open[0].length }
  return from === 0 ? null : { from, to: s.length, unclosed: false, thought: -1 }
}

/** Where the first reasoning block opens (its tag's index), or -1. */
export function firstOpening(s: string): number {
  OPEN_G.lastIndex = 0
  const m = OPEN_G.exec(s)
  return m === null ? -1 : m.index + (m[0].startsWith('\n') ? 1 : 0)
}

/**
 * The output without its reasoning: what follows the last end of reasoning, cut where reasoning
 * opens again and is never closed. Returns the input itself when there is no reasoning.
 */
export function stripReasoning(output: string): string {
  const r = splitReasoning(output)
  return r === null ? output : output.slice(r.from, r.to)
}
