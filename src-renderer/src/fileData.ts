// Files the user picked in the page, handed to the operation table by content, and files the page
// hands back to the user as downloads. The same in the browser and in Electron.

/** The file's bytes as base64 (FileInput's contentBase64), read without blocking the page. */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result)
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.onerror = () => reject(reader.error ?? new Error(`cannot read ${file.name}`))
    reader.readAsDataURL(file)
  })
}

/** Offers text as a file to save (the browser's download; Electron's save dialog). */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  downloadBlob(name, new Blob([text], { type: `${type};charset=utf-8` }))
}

/** Offers bytes the operation table returned as base64 (a zip) as a file to save. */
export function downloadBase64(name: string, base64: string, type = 'application/zip'): void {
  const bin = atob(base64)
  const bytes = new Uint8Array(bin.length)
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i)
  downloadBlob(name, new Blob([bytes], { type }))
}

function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.style.display = 'none'
  document.body.appendChild(a)
  a.click()
  a.remove()
  // The download has taken its copy once click() returns; a later revoke keeps slow hosts safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
