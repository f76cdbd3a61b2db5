// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: 2026 The Footprints authors
// page.mjs: what the browser tests share: the site served as a static host
// would, chromium launched headless, pages that keep their console lines,
// the checks' log, and screenshots with their colours counted.
import { createServer } from 'node:http';
import { appendFileSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import puppeteer from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
export const args = (...a) => '?args=' + encodeURIComponent(a.join(' '));
export const score = (line) => { const m = /"score":(-?\d+)/.exec(line); return m ? Number(m[1]) : null; };

// The site on 127.0.0.1; resolves to its address.
export async function serve(site) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const file = path === '/' ? 'index.html' : path;
    try {
      const body = readFileSync(join(site, file));
      res.writeHead(200, { 'Content-Type': types[extname(file)] || 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}

// Debian's chromium, headless, WebGL through SwiftShader, with a profile of
// its own; autoplay: sound may start without a gesture, else only after
// one (a desktop browser's default, said outright). page.evaluate counts
// as a gesture: a test of the latter reads the page through its console.
export async function launch(profile, autoplay = true) {
  return await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      `--autoplay-policy=${autoplay ? 'no-user-gesture-required' : 'document-user-activation-required'}`,
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', `--user-data-dir=${profile}`],
    defaultViewport: { width: 960, height: 640 },
  });
}

// Checks, each one line of the log in meson's test-log format.
export function checks(log) {
  const c = { passed: 0, failed: 0 };
  c.result = (name, ok, why, ms) => {
    appendFileSync(log, JSON.stringify({ name: `web: ${name}`, result: ok ? 'OK' : 'FAIL',
      duration: ms / 1000 }) + '\n');
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${why ? ': ' + why : ''} (${(ms / 1000).toFixed(1)} s)`);
    ok ? c.passed++ : c.failed++;
  };
  c.check = async (name, fn) => {
    const start = Date.now();
    try {
      const why = await fn();
      c.result(name, true, why, Date.now() - start);
    } catch (e) {
      c.result(name, false, e.message, Date.now() - start);
    }
  };
  return c;
}

// A page of the site at query that keeps its console lines; waitLine
// resolves on the first line matching re (from any line seen so far).
// files: put in the page's file system before main; before: a function run
// in the page before its own scripts.
export async function open(browser, base, query = '', { files = null, before = null } = {}) {
  const page = await browser.newPage();
  const lines = [];
  const waiters = [];
  page.on('console', (m) => {
    const t = m.text();
    lines.push(t);
    for (const w of waiters) if (!w.done && w.re.test(t)) { w.done = true; w.ok(t); }
  });
  page.on('pageerror', (e) => lines.push('pageerror: ' + e.message));
  if (files) await page.evaluateOnNewDocument((f) => { globalThis.footprintsFiles = f; }, files);
  if (before) await page.evaluateOnNewDocument(before);
  page.waitLine = (re, ms) => {
    const seen = lines.find((t) => re.test(t));
    if (seen) return Promise.resolve(seen);
    return new Promise((ok, fail) => {
      const w = { re, ok, done: false };
      waiters.push(w);
      setTimeout(() => { if (!w.done) { w.done = true; fail(new Error(`no line ${re} within ${ms} ms; last: ${lines.slice(-3).join(' | ')}`)); } }, ms);
    });
  };
  page.lines = lines;
  await page.goto(base + query);
  return page;
}

// The page as shown, PNG in base64 (a WebGL canvas keeps no picture to
// read back once it is presented); clip: a part of it only.
export async function shot(page, clip = undefined) {
  return await page.screenshot({ encoding: 'base64', clip });
}

// How many colours a PNG holds, scaled to 64 by 64.
export async function colours(page, png) {
  return await page.evaluate(async (b) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b;
    await img.decode();
    const t = document.createElement('canvas');
    t.width = 64; t.height = 64;
    const g = t.getContext('2d');
    g.drawImage(img, 0, 0, 64, 64);
    const d = g.getImageData(0, 0, 64, 64).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    return seen.size;
  }, png);
}

// Where menu item i was last drawn (window pixels: the page's CSS pixels
// here), from the game; null when it is not shown.
export async function menuItem(page, i) {
  const r = await page.evaluate((n) => [0, 1, 2, 3].map((k) => Module._web_menu_item(n, k)), i);
  return r[0] < 0 ? null : { x: r[0], y: r[1], width: r[2], height: r[3] };
}
