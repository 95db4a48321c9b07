// Bundles a bench entry with the toolchain electron-vite builds the app with (Vite: Rolldown and its
// TypeScript transform), so a timed case runs the core as it ships. tsx, which runs the bench itself,
// compiles with keepNames: every closure made in a hot function then also pays a defineProperty call,
// which the shipped code does not. Worker entries the code starts are built beside it, as the app's
// build puts them beside its bundles (workers/workerScript.ts finds them there).
import path from 'node:path'
import { build } from 'vite'

export async function buildForBench(entry: string, outDir: string, name: string, workers: Record<string, string> = {}): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.dirname(entry),
    build: {
      ssr: true,
      outDir,
      emptyOutDir: false,
      minify: false,
      target: 'node20',
      rolldownOptions: { input: { [name]: entry, ...workers }, output: { format: 'cjs', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  })
  return path.join(outDir, `${name}.js`)
}
