// The renderer's only way to the bank: the operation table, over Electron IPC when the preload is
// there, over the loopback HTTP bridge otherwise. Types come from the table itself, so a renamed
// field breaks the build, not the clinician's session.
import type { OpError, OpResult } from '../../src-main/ops/define'
import type { OpInput, OpName, OpOutput } from '../../src-main/ops/table'
import { reportAccessProblem } from './stores/accessStore'

interface PreloadApi {
  call: (name: string, input: unknown, actorId?: string) => Promise<OpResult<unknown>>
  openFiles: () => Promise<OpResult<string[]>>
}

declare global {
  interface Window {
    medbench?: PreloadApi
  }
}

export class ApiError extends Error {
  constructor(readonly error: OpError) {
    super(error.en)
    this.name = 'ApiError'
  }
}

const TOKEN_KEY = 'medbench.token'

/** The web host prints its URL with ?token=…; keep it for reloads, then drop it from the address bar. */
function httpToken(): string {
  const url = new URL(window.location.href)
  const fromUrl = url.searchParams.get('token')
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl)
    url.searchParams.delete('token')
    window.history.replaceState(null, '', url.pathname + url.search + url.hash)
    return fromUrl
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? ''
}

let token: string | null = null
/** The profile this window acts as; every call carries it, the host resolves it per call. */
let actorId = ''

export function setActorId(id: string | null): void {
  actorId = id ?? ''
}

/** Whether the web host's page has a token to send (from its link, or kept from it for reloads). */
export function hasWebToken(): boolean {
  token ??= httpToken()
  return token !== ''
}

async function transport(name: string, input: unknown): Promise<OpResult<unknown>> {
  if (window.medbench) return window.medbench.call(name, input, actorId)
  token ??= httpToken()
  let res: Response
  try {
    res = await fetch(`/api/op/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-medbench-token': token, 'x-medbench-actor': actorId },
      body: JSON.stringify(input ?? {}),
    })
  } catch {
    return {
      ok: false,
      error: { code: 'offline', zh: '无法连接 MedBench Studio 服务（它是否已关闭？）', en: 'cannot reach the MedBench Studio service (was it stopped?)' },
    }
  }
  if (res.status === 401) {
    // A token from an earlier start of the host: useless now, so a reload shows the same explanation.
    sessionStorage.removeItem(TOKEN_KEY)
    reportAccessProblem('rejected')
  }
  try {
    return (await res.json()) as OpResult<unknown>
  } catch {
    return { ok: false, error: { code: 'badResponse', zh: `服务返回了无效的响应（HTTP ${res.status}）`, en: `the service sent an invalid response (HTTP ${res.status})` } }
  }
}

export async function call<N extends OpName>(name: N, input: OpInput<N>): Promise<OpOutput<N>> {
  const r = await transport(name, input)
  if (!r.ok) throw new ApiError(r.error)
  return r.value as OpOutput<N>
}

export const isElectron = () => !!window.medbench

/** Paths the user chose in Electron's native picker; the host refuses to import any other path. */
export async function openNativeFiles(): Promise<string[]> {
  if (!window.medbench) return []
  const r = await window.medbench.openFiles()
  if (!r.ok) throw new ApiError(r.error)
  return r.value
}

export type { OpInput, OpName, OpOutput }
