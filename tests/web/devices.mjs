// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: 2026 The Footprints authors
// devices.mjs: the page played with what a player has besides the keys:
// the mouse on the menus, a controller (the Gamepad API, faked in the
// page), sound after the first gesture, the browser's full screen, and a
// window of another size.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { args, colours, launch, menuItem, open, score, shot, sleep } from './page.mjs';

const FIRST = /^footprints: first frame at/;

// Clicks the middle of menu item i, once it is drawn.
async function clickItem(page, i) {
  const r = await menuItem(page, i);
  if (!r) throw new Error(`menu item ${i} is not shown`);
  await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
}

// Clicks Play on the title, then the first level of the list: its ticks.
async function mouse(browser, base) {
  const page = await open(browser, base, args('--stats', '/dev/stdout'));
  await page.waitLine(FIRST, 60000);
  // The first click lifts the veil over the canvas.
  await page.mouse.click(10, 10);
  const veiled = await page.$eval('#veil', (v) => !v.classList.contains('gone'));
  if (veiled) throw new Error('the veil stays after a click');
  await sleep(300);
  const play = await menuItem(page, 0);
  await clickItem(page, 0);
  // The level list drawn: its first item elsewhere than the title's Play.
  const deadline = Date.now() + 5000;
  let first = play;
  while (JSON.stringify(first) === JSON.stringify(play) && Date.now() < deadline) {
    await sleep(100);
    first = await menuItem(page, 0);
  }
  await clickItem(page, 0);
  const tick = await page.waitLine(/^\{"tick"/, 5000);
  await page.close();
  return `Play at (${Math.round(play.x)}, ${Math.round(play.y)}), then the first level: score ${score(tick)}`;
}

// A standard controller (the Gamepad API's), all at rest, that the test
// moves: globalThis.pad.button(i, down), pad.axis(i, v).
function fakePad() {
  const buttons = Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 }));
  const pad = { id: 'Footprints test pad (STANDARD GAMEPAD)', index: 0, connected: true,
    mapping: 'standard', timestamp: 1, axes: [0, 0, 0, 0], buttons };
  Object.defineProperty(Navigator.prototype, 'getGamepads',
    { value: () => [pad, null, null, null], configurable: true });
  globalThis.pad = {
    button(i, down) { buttons[i] = { pressed: down, touched: down, value: down ? 1 : 0 }; pad.timestamp++; },
    axis(i, v) { pad.axes[i] = v; pad.timestamp++; },
  };
  addEventListener('load', () => {
    const e = new Event('gamepadconnected');
    e.gamepad = pad;
    dispatchEvent(e);
  });
}

// A, A on the title plays level 01; the left stick pushed forward takes a coin.
async function controller(browser, base) {
  const page = await open(browser, base, args('--stats', '/dev/stdout'), { before: fakePad });
  await page.waitLine(FIRST, 60000);
  const press = async (b) => {
    await page.evaluate((i) => globalThis.pad.button(i, true), b);
    await sleep(250);
    await page.evaluate((i) => globalThis.pad.button(i, false), b);
    await sleep(400);
  };
  await press(0);
  await press(0);
  const first = await page.waitLine(/^\{"tick"/, 5000);
  await page.evaluate(() => globalThis.pad.axis(1, -1));
  const coin = await page.waitLine(/"score":[1-9]/, 15000);
  await page.close();
  return `A, A played level 01; the stick forward: score ${score(first)} -> ${score(coin)}`;
}

// The page's audio, seen from the page: SDL's AudioContext's state and the
// loudest sample its output gave over ms (an analyser on SDL's node).
async function audio(page, ms) {
  return await page.evaluate(async (span) => {
    const sdl = Module.SDL2;
    if (!sdl || !sdl.audioContext) return { state: 'none', peak: 0 };
    const ctx = sdl.audioContext;
    if (ctx.state !== 'running' || !sdl.audio || !sdl.audio.scriptProcessorNode) return { state: ctx.state, peak: 0 };
    const an = ctx.createAnalyser();
    an.fftSize = 2048;
    sdl.audio.scriptProcessorNode.connect(an);
    const buf = new Float32Array(an.fftSize);
    let peak = 0;
    for (const end = performance.now() + span; performance.now() < end;) {
      await new Promise((ok) => setTimeout(ok, 40));
      an.getFloatTimeDomainData(buf);
      for (const x of buf) peak = Math.max(peak, Math.abs(x));
    }
    sdl.audio.scriptProcessorNode.disconnect(an);
    return { state: ctx.state, peak };
  }, ms);
}

// Run in the page before its scripts: says on the console each state SDL's
// AudioContext takes, from none on. The page is read this way, not by
// page.evaluate, until the key: an evaluate is a user gesture to chromium,
// and an AudioContext made after one may start at once.
function watchAudio() {
  let last = 'none';
  const watch = () => {
    const sdl = globalThis.Module && globalThis.Module.SDL2;
    const state = sdl && sdl.audioContext ? sdl.audioContext.state : 'none';
    if (state !== last) console.log(`audio context: ${state}`);
    last = state;
    setTimeout(watch, 20);
  };
  watch();
}

// Sound under the browser's usual policy (a browser of its own): the veil
// and a suspended AudioContext until a key; then running, and not silent.
async function sound(base) {
  const profile = mkdtempSync(join(tmpdir(), 'footprints-web-sound-'));
  const browser = await launch(profile, false);
  try {
    const page = await open(browser, base, '', { before: watchAudio });
    await page.waitLine(FIRST, 60000);
    const made = await page.waitLine(/^audio context: /, 15000);
    const before = { state: made.replace('audio context: ', '') };
    const veiled = await page.$eval('#veil', (v) => !v.classList.contains('gone'));
    if (before.state !== 'suspended') throw new Error(`before any key the AudioContext is ${before.state}`);
    if (!veiled) throw new Error('no veil before any key');
    await page.keyboard.press('ArrowDown'); // the title's menu moves: a cue
    // The key's handler asks the context to resume; it is running once the
    // browser says so, which a loaded machine may take seconds to do.
    const resumed = Date.now() + 5000;
    let after = await audio(page, 0);
    while (after.state !== 'running' && Date.now() < resumed) {
      await sleep(200);
      after = await audio(page, 0);
    }
    if (after.state === 'running') after = await audio(page, 1500);
    await page.close();
    if (after.state !== 'running') throw new Error(`after a key the AudioContext is ${after.state}`);
    if (!(after.peak > 0.001)) throw new Error(`the sound is silent (peak ${after.peak})`);
    return `suspended with the veil; after a key running, peak ${after.peak.toFixed(3)}`;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// The canvas's backing size, its box on the page, the page's, and the screen's.
async function sizes(page) {
  return await page.evaluate(() => {
    const c = document.getElementById('canvas');
    const b = c.getBoundingClientRect();
    return { w: c.width, h: c.height, cssW: b.width, cssH: b.height, x: b.x, y: b.y,
      pageW: innerWidth, pageH: innerHeight, screenW: screen.width, screenH: screen.height,
      full: document.fullscreenElement ? document.fullscreenElement.id || document.fullscreenElement.tagName : null,
      dpr: devicePixelRatio };
  });
}
const show = (s) => `canvas ${s.w}x${s.h} in a box of ${s.cssW}x${s.cssH}, page ${s.pageW}x${s.pageH}, screen ${s.screenW}x${s.screenH}, full screen: ${s.full}`;

// F11 asks the browser for full screen: the canvas fills the screen; F11
// again leaves it; a page left in full screen opens again in its window.
// Headless chromium shows full screen in its window but says its screen
// is 800x600 whatever the window: the screen is made the window's size
// first, as it is where full screen takes the whole screen.
async function fullscreen(browser, base) {
  const level = '/usr/local/share/footprints/assets/levels/01-learn-to-drive.tmj';
  const page = await open(browser, base, args(level));
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 960, height: 640,
    deviceScaleFactor: 1, mobile: false, screenWidth: 960, screenHeight: 640 });
  await page.waitLine(FIRST, 60000);
  await page.mouse.click(10, 10);
  await sleep(300);
  const was = await sizes(page);
  // The game asks in its next frame; the browser grants it in the handler
  // of a later gesture (emscripten defers it there): the key's release.
  // On a loaded machine the page may take a few frames more: each state
  // is waited for up to 10 s, and judged as it is then.
  const f11 = async (done) => {
    await page.keyboard.down('F11');
    await sleep(250);
    await page.keyboard.up('F11');
    const until = Date.now() + 10000;
    let s = await sizes(page);
    while (!done(s) && Date.now() < until) {
      await sleep(250);
      s = await sizes(page);
    }
    return s;
  };
  const full = await f11((s) => s.full !== null && s.cssW === s.screenW && s.w === s.screenW * s.dpr);
  const back = await f11((s) => s.full === null && s.w === was.w && s.h === was.h);
  // Left in full screen (the settings kept at the page's next write-back,
  // every 0.5 s), the game opens again in the page's window: the browser
  // grants full screen only in a gesture's handler.
  await f11((s) => s.full !== null);
  await sleep(1500);
  await page.close();
  const again = await open(browser, base, args(level));
  await again.waitLine(FIRST, 60000);
  await sleep(300);
  const reopened = await sizes(again);
  await sleep(1500); // its settings, full screen off, kept for the pages after
  await again.close();
  if (reopened.full !== null || reopened.w !== reopened.cssW * reopened.dpr ||
      reopened.h !== reopened.cssH * reopened.dpr || reopened.cssW !== reopened.pageW)
    throw new Error(`reopened after leaving in full screen: ${show(reopened)}`);
  if (full.full === null) throw new Error(`no element is full screen: ${show(full)}`);
  if (full.cssW !== full.screenW || full.cssH !== full.screenH || full.w !== full.screenW * full.dpr ||
      full.h !== full.screenH * full.dpr)
    throw new Error(`full screen, the canvas does not fill the screen: ${show(full)}`);
  if (back.full !== null || back.w !== was.w || back.h !== was.h)
    throw new Error(`F11 again: ${show(back)}; before: ${show(was)}`);
  return `${show(full)}; back: ${show(back)}; reopened after leaving in full screen: ${show(reopened)}`;
}

// Other page sizes (tall, then wide): the canvas fills the page with as
// many pixels as its box (nothing stretched) and the game draws to them
// (the title's menu centred in the new width).
async function resizing(browser, base) {
  const page = await open(browser, base);
  await page.waitLine(FIRST, 60000);
  const seen = [];
  for (const [w, h] of [[540, 900], [1200, 480]]) {
    await page.setViewport({ width: w, height: h });
    // The page's next frames take the new size: up to 10 s on a loaded machine.
    const fits = (s) => s.cssW === w && s.cssH === h && s.w === w * s.dpr && s.h === h * s.dpr;
    const centred = (p) => p && Math.abs(p.x + p.width / 2 - w / 2) <= 2;
    const until = Date.now() + 10000;
    let s, play;
    do {
      await sleep(250);
      s = await sizes(page);
      play = await menuItem(page, 0);
    } while (!(fits(s) && centred(play)) && Date.now() < until);
    const n = await colours(page, await shot(page));
    if (s.cssW !== w || s.cssH !== h || s.w !== w * s.dpr || s.h !== h * s.dpr)
      throw new Error(`page ${w}x${h}: ${show(s)}`);
    const mid = play ? play.x + play.width / 2 : -1;
    if (Math.abs(mid - w / 2) > 2) throw new Error(`page ${w}x${h}: the menu is centred at x ${mid}`);
    if (n < 3) throw new Error(`page ${w}x${h}: the canvas shows ${n} colour(s)`);
    seen.push(`${w}x${h}: canvas ${s.w}x${s.h}, menu centred at ${mid}`);
  }
  await page.setViewport({ width: 960, height: 640 });
  await page.close();
  return seen.join('; ');
}

// The checks above, in order.
export async function devices(c, browser, base) {
  await c.check('the mouse: a click lifts the veil, clicks on Play and a level play it', () => mouse(browser, base));
  await c.check('a controller: A, A plays level 01; the left stick drives', () => controller(browser, base));
  await c.check('sound starts with the first key and is heard', () => sound(base));
  await c.check('F11 fills the screen through the browser\'s full screen, F11 leaves it, a page left in it opens in its window', () => fullscreen(browser, base));
  await c.check('the canvas follows the page\'s size, whole and unstretched', () => resizing(browser, base));
}
