// Reasoning blocks are not part of an answer. Shared by every extractor that reads free text.

const THINK_HINT = /think(?:ing)?>/i
const THINK_BLOCK_G = /<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi
const THINK_CLOSE_G = /<\/think(?:ing)?>/gi
const THINK_OPEN = /<think(?:ing)?>/i

/**
 * The output without its `<think>…</think>` blocks. When only a closing tag appears (the opening
 * one was part of the chat template) everything before the last closing tag is reasoning; an
 * opening tag that is never closed means the model stopped while thinking, so nothing after it
 * counts. Returns the input itself when there are no tags.
 */
export function stripReasoning(output: string): string {
  if (!THINK_HINT.test(output)) return output
  let s = output.replace(THINK_BLOCK_G, '')
  let lastClose = -1
  THINK_CLOSE_G.lastIndex = 0
  for (let m = THINK_CLOSE_G.exec(s); m; m = THINK_CLOSE_G.exec(s)) lastClose = m.index + m[0].length
  if (lastClose >= 0) s = s.slice(lastClose)
  const open = THINK_OPEN.exec(s)
  if (open) s = s.slice(0, open.index)
  return s
}
