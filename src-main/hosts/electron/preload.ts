// The only bridge between the sandboxed page and the main process: one call into the operation
// table and the native file picker. Nothing else of Node or Electron reaches the page.
import { contextBridge, ipcRenderer } from 'electron'

contextBridge.exposeInMainWorld('medbench', {
  call: (name: string, input: unknown) => ipcRenderer.invoke('medbench:op', name, input),
  openFiles: (): Promise<string[]> => ipcRenderer.invoke('medbench:open-files'),
})
