// better-sqlite3 is compiled for Node's ABI at install time (the CLI, the web host and the tests use
// it). Electron embeds a different ABI, so the desktop app loads a second copy of the addon built for
// Electron, kept in node_modules/.medbench-electron/ and passed to better-sqlite3 as its
// nativeBinding (MEDBENCH_SQLITE_BINDING). It is fetched once, when an Electron binary exists:
// prebuild-install downloads the matching prebuilt addon, and failing that node-gyp builds it
// against Electron's headers. Both need the network, as the Electron download itself did.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

function nodeGyp() {
  const candidates = [process.env.npm_config_node_gyp]
  const npmRoot = spawnSync('npm', ['root', '-g'], { encoding: 'utf8', shell: process.platform === 'win32' }).stdout?.trim()
  if (npmRoot) candidates.push(path.join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'))
  return candidates.find((c) => c && fs.existsSync(c)) ?? null
}

/** A build that registers itself under this Node's module version is a Node build, not Electron's. */
function builtForThisNode(file) {
  return fs.readFileSync(file).includes(Buffer.from(`node_register_module_v${process.versions.modules}\0`))
}

export function electronSqliteBinding(root) {
  const require = createRequire(path.join(root, 'package.json'))
  const electronVersion = JSON.parse(fs.readFileSync(require.resolve('electron/package.json'), 'utf8')).version
  const sqliteDir = path.dirname(require.resolve('better-sqlite3/package.json'))
  const sqliteVersion = JSON.parse(fs.readFileSync(path.join(sqliteDir, 'package.json'), 'utf8')).version
  const target = path.join(root, 'node_modules', '.medbench-electron', `better-sqlite3-${sqliteVersion}-electron-${electronVersion}-${process.platform}-${process.arch}.node`)
  if (fs.existsSync(target)) return target
  // One attempt per version: a machine that cannot fetch it (no network) is not made to wait again.
  const failed = `${target}.failed`
  if (fs.existsSync(failed)) return null
  const fail = () => {
    fs.mkdirSync(path.dirname(failed), { recursive: true })
    fs.writeFileSync(failed, `delete this file to try again\n`)
    return null
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'medbench-electron-sqlite-'))
  try {
    fs.cpSync(sqliteDir, work, { recursive: true, filter: (p) => !p.includes(`${path.sep}build${path.sep}`) })
    const prebuild = spawnSync(process.execPath, [require.resolve('prebuild-install/bin.js'), '--runtime', 'electron', '--target', electronVersion, '--arch', process.arch], { cwd: work, stdio: 'inherit' })
    if (prebuild.status !== 0) {
      // npm's own node-gyp, run directly: through npm, a `nodedir` in the npm config (this
      // project's machines set one) would build against Node's headers whatever --target says.
      const gypJs = nodeGyp()
      if (!gypJs) return fail()
      const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_config_nodedir$/i.test(k)))
      const gyp = spawnSync(process.execPath, [gypJs, 'rebuild', '--release', '--runtime=electron', `--target=${electronVersion}`, `--arch=${process.arch}`, '--dist-url=https://electronjs.org/headers'], { cwd: work, stdio: 'inherit', env })
      if (gyp.status !== 0) return fail()
    }
    const built = path.join(work, 'build', 'Release', 'better_sqlite3.node')
    if (!fs.existsSync(built) || builtForThisNode(built)) return fail()
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(built, target)
    return target
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
