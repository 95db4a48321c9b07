// The two IPC channels between the preload and the main process, named once for both bundles.
export const OP_CHANNEL = 'medbench:op'
export const OPEN_FILES_CHANNEL = 'medbench:open-files'
