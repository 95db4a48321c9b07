// One build for the three processes. The main build also emits the `medbench` CLI (out/main/cli.js),
// so the CLI, the web host and the Electron main process run the same compiled services.
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: {
          index: resolve(__dirname, 'src-main/hosts/electron/main.ts'),
          cli: resolve(__dirname, 'src-main/hosts/cli/main.ts'),
          // Large imports parse on a worker thread; it must sit beside the bundles as its own file.
          parseWorker: resolve(__dirname, 'src-main/import/parseWorker.ts'),
          // A large report reads half of its items on a worker thread (store/runScoring.ts).
          scoreWorker: resolve(__dirname, 'src-main/store/scoreWorker.ts'),
          // Choice answers read on every core in re-reads and full-path reports (services/runs/readSplit.ts).
          readWorker: resolve(__dirname, 'src-main/services/runs/readWorker.ts'),
          auditWorker: resolve(__dirname, 'src-main/store/auditWorker.ts'),
          bulkWorker: resolve(__dirname, 'src-main/services/review/bulkWorker.ts'),
          // Agreement reports with bootstrap intervals (services/calibration/offThread.ts).
          statsWorker: resolve(__dirname, 'src-main/services/calibration/statsWorker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rolldownOptions: {
        input: { index: resolve(__dirname, 'src-main/hosts/electron/preload.ts') },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    // Relative asset URLs: the same build is served at app://medbench/ (Electron) and at
    // http://127.0.0.1:PORT/ (web host); chunks and Monaco's json worker resolve from import.meta.url.
    base: './',
    plugins: [react()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      chunkSizeWarningLimit: 8000,
      rolldownOptions: {
        input: { index: resolve(__dirname, 'src-renderer/index.html') },
      },
    },
  },
})
