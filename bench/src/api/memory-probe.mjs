// Where the bench's API keeps its memory (bench/README.md, "Memory of the embedded API"). Loaded into
// every Node.js process of a run with NODE_OPTIONS="--import <this file>", it works only in the API
// (bench/.work/api/*.js): every 200 ms it reads process.memoryUsage(); when the resident size passed
// its peak by 2 MB, and every 5 s, it appends one JSON line to BENCH_MEMORY_PROBE (a file) with
// V8's heap spaces and /proc/self/smaps summed by kind. The WebAssembly memory is the read-write
// mapping just before its guard pages (an inaccessible reservation of more than 4 GB).
import fs from 'node:fs';
import v8 from 'node:v8';

if (process.env.BENCH_MEMORY_PROBE && /\.work\/api\/.*\.m?js$/.test(process.argv[1] ?? '')) {
  const out = process.env.BENCH_MEMORY_PROBE;
  const mb = (n) => Math.round((n / 1048576) * 10) / 10;
  function smaps() {
    const text = fs.readFileSync('/proc/self/smaps', 'utf8');
    const parts = {
      wasmMemory: 0,
      brkHeap: 0,
      nodeBinary: 0,
      otherFile: 0,
      anonRwx: 0,
      otherAnon: 0,
      stack: 0,
    };
    const vmas = [];
    let cur = null;
    for (const line of text.split('\n')) {
      const m = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (m) {
        cur = { start: parseInt(m[1], 16), end: parseInt(m[2], 16), perms: m[3], name: m[4], rss: 0 };
        vmas.push(cur);
        continue;
      }
      if (line.startsWith('Rss:') && cur) cur.rss = Number(line.split(/\s+/)[1]) * 1024;
    }
    const wasmRw = new Set();
    vmas.forEach((v, k) => {
      if (
        !v.name &&
        v.perms.startsWith('---') &&
        v.end - v.start > 4 * 2 ** 30 &&
        k > 0 &&
        !vmas[k - 1].name &&
        vmas[k - 1].end === v.start
      ) {
        wasmRw.add(k - 1);
      }
    });
    vmas.forEach((v, k) => {
      if (wasmRw.has(k)) {
        parts.wasmMemory += v.rss;
        return;
      }
      if (v.name) {
        const key =
          v.name === '[heap]'
            ? 'brkHeap'
            : v.name.startsWith('[stack')
              ? 'stack'
              : /\/node$|libnode/.test(v.name)
                ? 'nodeBinary'
                : v.name.startsWith('/')
                  ? 'otherFile'
                  : 'otherAnon';
        parts[key] += v.rss;
        return;
      }
      if (v.perms.includes('x')) parts.anonRwx += v.rss;
      else parts.otherAnon += v.rss;
    });
    return Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, mb(v)]));
  }
  let peak = 0;
  let last = 0;
  const started = Date.now();
  const timer = setInterval(() => {
    const mu = process.memoryUsage();
    const now = Date.now();
    const record = (kind) => {
      const spaces = Object.fromEntries(
        v8
          .getHeapSpaceStatistics()
          .map((s) => [s.space_name, `${mb(s.space_used_size)}/${mb(s.physical_space_size)}`]),
      );
      fs.appendFileSync(
        out,
        `${JSON.stringify({
          kind,
          t: new Date(now).toISOString(),
          s: Math.round((now - started) / 1000),
          rss: mb(mu.rss),
          heapTotal: mb(mu.heapTotal),
          heapUsed: mb(mu.heapUsed),
          external: mb(mu.external),
          arrayBuffers: mb(mu.arrayBuffers),
          smaps: smaps(),
          spaces,
        })}\n`,
      );
    };
    if (mu.rss > peak + 2 * 1048576) {
      peak = mu.rss;
      record('peak');
    } else if (now - last > 5000) {
      last = now;
      record('tick');
    }
  }, 200);
  timer.unref();
}
