// Preloaded into a measured process: reports its peak resident set size on exit, on stderr, as the
// last line, so the bench can read it without changing the program under test.
process.on('exit', () => {
  process.stderr.write(`\n@@peak-rss-kb ${process.resourceUsage().maxRSS}\n`)
})
