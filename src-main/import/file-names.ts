// File-name helpers: readers pick by extension, adapters derive subjects and id prefixes from names.

/** Lower-case extension without the dot ("" if none). Directories are ignored. */
export function extensionOf(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '')
  const dot = base.lastIndexOf('.')
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase()
}

/** "data/test/anatomy.csv" → "anatomy". */
export function baseName(fileName: string): string {
  return fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '')
}
