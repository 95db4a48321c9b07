// Preloaded into a measured import: every connection the product opens runs with
// PRAGMA synchronous = FULL (fsync on every commit and checkpoint) instead of the build's own setting,
// so the bench shows the import still meets its target with the durability of a two-file commit.
const Database = require('better-sqlite3')
const pragma = Database.prototype.pragma
Database.prototype.pragma = function (source, options) {
  return pragma.call(this, /^\s*synchronous\s*=/i.test(source) ? 'synchronous = FULL' : source, options)
}
