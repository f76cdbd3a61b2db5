// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: 2026 The Footprints authors
// web.mjs SITE NATIVE_STATS_DIR LEVELS_DIR WINS_DIR LOG SCREENSHOT [VIEW_3D]:
// drives the browser build in Debian's chromium (headless, WebGL through
// SwiftShader) with puppeteer-core. Each check is one line of LOG in meson's
// test-log format; the page's frame times and first-frame time are printed.
import { readFileSync, readdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { args, checks, colours, launch, open as openPage, score, serve, shot, sleep } from './page.mjs';
import { devices } from './devices.mjs';

const [site, nativeStats, levelsDir, winsDir, log, screenshot, view3d] = process.argv.slice(2);
const ASSETS = '/usr/local/share/footprints/assets';

const { server, base } = await serve(site);
const profile = mkdtempSync(join(tmpdir(), 'footprints-web-'));
const browser = await launch(profile);
const c = checks(log);
const check = c.check;
const open = (query = '', files = null) => openPage(browser, base, query, { files });

// The title's time is the page's own: from its navigation start (its
// performance.now(), which the game's "first frame at" line gives) to the
// end of the frame callback that drew the title, the picture being shown
// once that callback returns. Chromium's own start is left out: the
// browser is up, a blank page loaded, before the game's page is asked for.
// The first load is a first visit (nothing in the profile's IndexedDB);
// two reloads follow, as a return visit, and are reported beside it.
const TITLE_LOADS = 3;
const loads = [];
await check('the title shows within 5 s of loading', async () => {
  const blank = await browser.newPage();
  await blank.goto('about:blank');
  let first = null, n = 0;
  for (let i = 0; i < TITLE_LOADS; i++) {
    const asked = Date.now();
    const page = await open();
    // Waited for longer than 5 s, so that a slow page still gives its figure.
    const line = await page.waitLine(/^footprints: first frame at/, 60000);
    const wall = Date.now() - asked;
    loads.push({ ms: Number(/at (\d+)/.exec(line)[1]), wall, line });
    if (i === 0) {
      first = line;
      await sleep(300);
      const png = await shot(page);
      writeFileSync(screenshot, Buffer.from(png, 'base64'));
      n = await colours(page, png);
    }
    await page.close();
  }
  await blank.close();
  const title = loads[0].ms;
  const said = first.replace(/^footprints: first frame at /, '');
  if (title > 5000) throw new Error(`the title's first frame came ${said} after the page's navigation start`);
  if (n < 3) throw new Error(`the canvas shows ${n} colour(s)`);
  return `first frame ${said}; reloads ${loads.slice(1).map((l) => l.ms).join(', ')} ms; ` +
    `the test's own clock ${loads.map((l) => l.wall).join(', ')} ms from asking for the page to the line`;
});

await check('Enter, Enter plays level 01; holding forward takes a coin', async () => {
  const page = await open(args('--stats', '/dev/stdout'));
  await page.waitLine(/^footprints: first frame at/, 60000);
  await page.keyboard.press('Enter');
  await sleep(300);
  await page.keyboard.press('Enter');
  const first = await page.waitLine(/^\{"tick"/, 5000);
  await page.keyboard.down('ArrowUp');
  const coin = await page.waitLine(/"score":[1-9]/, 15000).finally(() => page.keyboard.up('ArrowUp'));
  const title = await page.title();
  await page.close();
  return `score ${score(first)} -> ${score(coin)} (${title})`;
});

// The picture (of area, or the whole canvas) once it differs from was,
// or as it is after 10 s: a loaded machine may take a few frames more.
async function changed(page, was, area) {
  const until = Date.now() + 10000;
  let now;
  do {
    await sleep(250);
    now = await shot(page, area);
  } while (now === was && Date.now() < until);
  return now;
}

await check(view3d === 'true' ? 'V shows the 3D view' : 'V says the 3D view is not in this build', async () => {
  const level = `${ASSETS}/levels/01-learn-to-drive.tmj`;
  const page = await open(args(level));
  await page.waitLine(/^footprints: first frame at/, 60000);
  await page.keyboard.press('Escape'); // pause: the picture stands still
  await sleep(500);
  // The world between the HUD and the bottom line, where a note says when
  // the 3D view cannot be drawn and the top view stays.
  const world = { x: 0, y: 64, width: 960, height: 500 };
  const top = await shot(page, world);
  await page.keyboard.press('v');
  const other = await changed(page, top, world);
  const n = await colours(page, other);
  await page.close();
  if (top === other) throw new Error('the picture did not change');
  if (n < 3) throw new Error(`the canvas shows ${n} colour(s)`);
  return `${n} colours, differs from the top view`;
});

// The collision lab, the page's ?lab: drawn, its scene key 2 changes it,
// and quitting it opens the game.
await check('?lab opens the collision lab, drawn; key 2 shows another scene; Esc opens the game', async () => {
  const page = await open('?lab');
  await page.waitLine(/^footprints: lab first frame at/, 60000);
  await sleep(500);
  const one = await shot(page);
  const n = await colours(page, one);
  await page.keyboard.press('2');
  const two = await changed(page, one);
  const title = await page.title();
  const errors = page.lines.filter((l) => l.startsWith('pageerror'));
  // Esc quits the lab: the game's page opens.
  await page.keyboard.press('Escape');
  await page.waitLine(/^footprints: first frame at/, 60000);
  const url = page.url();
  await page.close();
  if (errors.length) throw new Error(errors[0]);
  if (n < 3) throw new Error(`the canvas shows ${n} colour(s)`);
  if (one === two) throw new Error('key 2 did not change the picture');
  if (url.includes('lab')) throw new Error(`Esc left the page at ${url}`);
  return `${n} colours; key 2 changed the picture (${title}); Esc opened the game at ${url}`;
});

// The saved progress file of the page's game, or why there is none.
function readProgress() {
  try {
    return new TextDecoder().decode(FS.readFile('/libsdl/footprints/footprints/progress.txt'));
  } catch (e) {
    let dirs = '';
    try { dirs = FS.readdir('/libsdl/footprints/footprints').join(' '); } catch (e2) { dirs = String(e2); }
    return `none (${e.message || e}; the directory holds: ${dirs})`;
  }
}

// The best score kept in IndexedDB across a reload of the same profile.
await check('a reload keeps the best score of a won level', async () => {
  const name = '01-learn-to-drive';
  const script = readFileSync(join(winsDir, name + '.txt'), 'utf8');
  const page = await open(args(`${ASSETS}/levels/${name}.tmj`, '--input', '/win.txt', '--stats', '/dev/stdout'),
    { '/win.txt': script });
  await page.waitLine(/"pickups_left":0/, 90000); // the last coin: won
  await sleep(2500); // past the page's next write-back (every 0.5 s)
  const saved = await page.evaluate(readProgress);
  const said = page.lines.filter((l) => l.startsWith('footprints:')).join(' | ');
  page.lines.length = 0; // the lines of the page as it loads again
  await page.reload();
  await page.waitLine(/^footprints: first frame at/, 60000);
  await sleep(300);
  const kept = await page.evaluate(readProgress);
  await page.close();
  const best = new RegExp(`^best (\\d+) \\d+ .*${name}`, 'm').exec(kept);
  if (!best)
    throw new Error(`progress after the reload: ${kept.trim()}; before it: ${saved.trim()}; the game said: ${said}`);
  return `best ${best[1]} kept`;
});

// Each winning script replayed headless in the page: the same stats, tick by
// tick, as the native game's (the timing field left aside).
const untimed = (l) => l.replace(/,"collision_us":[0-9.e+-]+/, '');
for (const file of readdirSync(winsDir).filter((f) => f.endsWith('.txt')).sort()) {
  const name = file.replace(/\.txt$/, '');
  await check(`replay of ${name} wins as natively`, async () => {
    const script = readFileSync(join(winsDir, file), 'utf8');
    const frames = script.trim().split('\n').filter((l) => /^\d/.test(l)).pop().split(' ')[0];
    const native = readFileSync(join(nativeStats, name + '.jsonl'), 'utf8').trim().split('\n').map(untimed);
    const page = await open(args(`${ASSETS}/levels/${name}.tmj`, '--headless', '--frames', frames,
      '--input', '/win.txt', '--stats', '/dev/stdout'), { '/win.txt': script });
    const deadline = Date.now() + 120000;
    while (page.lines.filter((l) => l.startsWith('{"tick"')).length < native.length && Date.now() < deadline)
      await sleep(200);
    const web = page.lines.filter((l) => l.startsWith('{"tick"')).map(untimed);
    const errors = page.lines.filter((l) => l.startsWith('pageerror'));
    await page.close();
    if (errors.length) throw new Error(errors[0]);
    if (web.length !== native.length) throw new Error(`${web.length} ticks in the page, ${native.length} natively`);
    const at = web.findIndex((l, i) => l !== native[i]);
    if (at >= 0) throw new Error(`tick ${at + 1} differs:\n  page   ${web[at]}\n  native ${native[at]}`);
    const last = web[web.length - 1];
    return `${web.length} ticks, last score ${score(last)}, energy ${/"energy":([0-9.]+)/.exec(last)[1]}`;
  });
}

await devices(c, browser, base);

// WebGL's getParameter, timed in the page (glTimes: calls and ms): a
// query the browser cannot answer from its own copy of the state waits for
// the GPU process to finish everything asked before it.
function timeGetParameter() {
  const P = WebGL2RenderingContext.prototype;
  const get = P.getParameter;
  globalThis.glTimes = { calls: 0, ms: 0 };
  P.getParameter = function (name) {
    const t = performance.now();
    const r = get.call(this, name);
    glTimes.calls++;
    glTimes.ms += performance.now() - t;
    return r;
  };
}

// Frame times of level 05 (the crowd), as the page's frame callback runs
// them: median and 95th percentile over 300 frames, in each view built,
// and the share of WebGL's getParameter in them.
for (const view of view3d === 'true' ? ['2d', '3d'] : ['2d']) {
  await check(`frame times of 05 in the ${view} view are measured`, async () => {
    const page = await openPage(browser, base, args(`${ASSETS}/levels/05-the-crowd.tmj`, '--view', view),
      { before: timeGetParameter });
    await page.waitLine(/^footprints: first frame at/, 60000);
    const deadline = Date.now() + 60000;
    let gets = null;
    while (Date.now() < deadline) {
      const n = await page.evaluate(() => Module._web_frames());
      if (n >= 360) break;
      if (n >= 60 && gets === null) gets = await page.evaluate(() => ({ ...glTimes, frame: Module._web_frames() }));
      await sleep(250);
    }
    const [ms, end] = await page.evaluate(() => {
      const n = Module._web_frames(), out = [];
      for (let i = n - 300; i < n; i++) out.push(Module._web_frame_ms(i));
      return [out, { ...glTimes, frame: n }];
    });
    await page.close();
    if (ms.length !== 300 || ms.some((x) => !(x >= 0))) throw new Error('fewer than 300 frames timed');
    ms.sort((a, b) => a - b);
    const frames = end.frame - (gets ? gets.frame : 0);
    const spent = (end.ms - (gets ? gets.ms : 0)) / frames, calls = (end.calls - (gets ? gets.calls : 0)) / frames;
    const fig = `median ${ms[149].toFixed(2)} ms, p95 ${ms[284].toFixed(2)} ms; getParameter ${spent.toFixed(2)} ms a frame (${calls.toFixed(1)} calls)`;
    console.log(`frames ${view}: ${fig}`);
    return fig;
  });
}

await browser.close();
server.close();
rmSync(profile, { recursive: true, force: true });
if (loads.length) console.log(`first frame: ${loads.map((l) => l.ms).join(', ')} ms (a first visit, then reloads)`);
console.log(`${c.passed} passed, ${c.failed} failed`);
process.exit(c.failed ? 1 : 0);
