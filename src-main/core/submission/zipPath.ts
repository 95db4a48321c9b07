// Where a platform question file's records go in the submission zip. The platform hands out
// LLM_<Task>.jsonl, Agent_<Task>.jsonl and VLM_<Task>.jsonl and takes back a zip of
// MedBench_LLM/<Task>.jsonl (DESIGN.md §8; also MedBench_Agent/ and MedBench_VLM/ for those tracks):
// the same file name without its track prefix, in the track's folder. A file without a prefix goes by
// its items' track and keeps its name. Pure.
import type { Track } from '../types'

const DIR_BY_PREFIX: Record<string, string> = { llm: 'MedBench_LLM', agent: 'MedBench_Agent', vlm: 'MedBench_VLM' }
const DIR_BY_TRACK: Record<Track, string> = { llm: 'MedBench_LLM', agent: 'MedBench_Agent', multimodal: 'MedBench_VLM' }
const PREFIX = /^(LLM|Agent|VLM)_(.+)$/i

/** "LLM_MedExam.jsonl" → "MedBench_LLM/MedExam.jsonl"; "MedExam.jsonl" of llm items → "MedBench_LLM/MedExam.jsonl". */
export function submissionPath(fileName: string, track: Track): string {
  const base = fileName.replace(/^.*[\\/]/, '')
  const m = PREFIX.exec(base)
  if (m) return `${DIR_BY_PREFIX[m[1].toLowerCase()]}/${m[2]}`
  return `${DIR_BY_TRACK[track]}/${base}`
}
