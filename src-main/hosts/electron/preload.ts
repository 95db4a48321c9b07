// The only bridge between the sandboxed page and the main process: one call into the operation
// table and the native file picker. Nothing else of Node or Electron reaches the page.
import { contextBridge, ipcRenderer } from 'electron'
import type { OpResult } from '../../ops/define'
import { OPEN_FILES_CHANNEL, OP_CHANNEL } from './channels'

contextBridge.exposeInMainWorld('medbench', {
  call: (name: string, input: unknown, actorId?: string): Promise<OpResult<unknown>> => ipcRenderer.invoke(OP_CHANNEL, name, input, actorId ?? ''),
  openFiles: (): Promise<OpResult<string[]>> => ipcRenderer.invoke(OPEN_FILES_CHANNEL),
})
