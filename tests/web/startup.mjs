// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: 2026 The Footprints authors
// startup.mjs SITE [RUNS]: where the page's start-up goes, on the page's own
// clock (ms from its navigation start): the files' arrival, the wasm's
// compile, the run dependencies (the data, IndexedDB), main and its stages
// (the game's "first frame at" line), the first frame. Each run is a
// fresh browser and profile (a first visit), started and warmed on a blank
// page before the game's page opens, so chromium's own start is left out;
// then as many reloads of the same page (a return visit). Prints one line a
// load and the medians. A measuring tool, not a check (tests/web/web.mjs
// holds those): run it with NODE_PATH=node_modules from the tree's root.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, open, serve } from './page.mjs';

const [site, runsArg] = process.argv.slice(2);
const runs = Number(runsArg || 5);

// In the page, before its scripts: times of what it does, in globalThis.fpT.
function hooks() {
  const T = (globalThis.fpT = { deps: [] });
  const mark = (k) => { if (!(k in T)) T[k] = performance.now(); };
  const W = WebAssembly;
  for (const [name, key] of [['instantiateStreaming', 'wasm'], ['instantiate', 'wasm (buffer)']]) {
    const f = W[name];
    W[name] = function (...a) {
      mark(key + ' asked');
      return f.apply(this, a).then((r) => { mark(key + ' ready'); return r; });
    };
  }
  const idb = indexedDB.open.bind(indexedDB);
  indexedDB.open = function (...a) {
    mark('idb asked');
    const r = idb(...a);
    r.addEventListener('success', () => mark('idb open'));
    return r;
  };
  let M;
  Object.defineProperty(globalThis, 'Module', {
    configurable: true,
    get() { return M; },
    set(v) {
      M = v;
      v.monitorRunDependencies = (left) => T.deps.push([left, performance.now()]);
      v.onRuntimeInitialized = () => mark('runtime');
    },
  });
}

const ms = (x) => (x === undefined ? '-' : x.toFixed(0));
const median = (xs) => { const s = xs.filter((x) => x !== undefined).sort((a, b) => a - b); return s.length ? s[(s.length - 1) >> 1] : undefined; };

// One load of the page: its figures, ms from its navigation start.
async function load(page) {
  const line = await page.waitLine(/^footprints: first frame at/, 60000);
  return await page.evaluate((l) => {
    const r = {};
    for (const e of performance.getEntriesByType('resource')) {
      const m = /footprints\.(js|wasm|data)$/.exec(e.name);
      if (m) { r[m[1] + ' start'] = e.startTime; r[m[1] + ' end'] = e.responseEnd; r[m[1] + ' bytes'] = e.encodedBodySize; }
    }
    const n = performance.getEntriesByType('navigation')[0];
    r.html = n.responseEnd;
    Object.assign(r, fpT);
    r.main = fpT.deps.length ? fpT.deps[fpT.deps.length - 1][1] : undefined;
    const g = /first frame at (\d+) ms \(main at (\d+), level read (\d+), window (\d+), fonts (\d+), first frame's work (\d+)/.exec(l);
    if (g) [r.frame, r['c main'], r.level, r.window, r.fonts, r.work] = g.slice(1).map(Number);
    else r.frame = Number(/at (\d+)/.exec(l)[1]);
    delete r.deps;
    return r;
  }, line);
}

const cols = ['html', 'js end', 'wasm asked', 'wasm ready', 'wasm (buffer) ready', 'data end', 'idb open',
  'runtime', 'c main', 'level', 'window', 'fonts', 'work', 'frame'];
const { server, base } = await serve(site);
console.log(cols.join(' | '));
const seen = { first: [], again: [] };
for (let i = 0; i < runs; i++) {
  const profile = mkdtempSync(join(tmpdir(), 'footprints-startup-'));
  const browser = await launch(profile);
  const blank = await browser.newPage();
  await blank.goto('about:blank');
  for (const kind of ['first', 'again']) {
    const page = await open(browser, base, '', { before: hooks });
    const r = await load(page);
    await page.close();
    seen[kind].push(r);
    console.log(`${kind.padEnd(5)} ${cols.map((c) => ms(r[c])).join(' | ')}`);
  }
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
for (const kind of ['first', 'again'])
  console.log(`median ${kind}: ${cols.map((c) => `${c} ${ms(median(seen[kind].map((r) => r[c])))}`).join(', ')}`);
server.close();
