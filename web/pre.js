// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: 2026 The Footprints authors
// pre.js: the page's side of the game, run before main. The preference
// directory (SDL_GetPrefPath: /libsdl/...) lives in IndexedDB, read before
// main starts and written back while the game runs, so progress and settings
// outlast a reload. The page's address may give the command line:
// ?args=LEVEL%20--view%202d runs "footprints LEVEL --view 2d", ?lab the
// collision lab ("footprints --lab"); a test may
// put files in the page's file system first (globalThis.footprintsFiles,
// path to text).
// IndexedDB is opened while the wasm compiles (preInit runs once the
// runtime's scripts are set up, before the wasm is ready): the first open
// of a profile's database is the slow part. Its files are read in preRun:
// read before the wasm was ready, writing them failed halfway (a
// TypeError) and left a file holding the descriptor stdout was to have.
Module.preInit = Module.preInit || [];
Module.preInit.push(function () {
  IDBFS.getDB('/libsdl', function () {});
});
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  FS.mkdir('/libsdl');
  FS.mount(IDBFS, {}, '/libsdl');
  addRunDependency('footprints-prefs');
  FS.syncfs(true, function (err) {
    if (err) console.warn('footprints: saved progress not read: ' + err);
    removeRunDependency('footprints-prefs');
  });
  const files = globalThis.footprintsFiles || {};
  for (const path of Object.keys(files)) {
    FS.mkdirTree(path.substring(0, path.lastIndexOf('/')) || '/');
    FS.writeFile(path, files[path]);
  }
});

(function () {
  const query = new URLSearchParams(location.search);
  const args = query.get('args');
  if (args) Module.arguments = args.split(' ').filter(function (a) { return a !== ''; });
  // ?lab: the collision lab, its state file (F5 saves) kept in IndexedDB.
  if (query.has('lab')) Module.arguments = ['--lab', '/libsdl/footprints-lab.txt'];
})();

// One write-back at a time; the next one waits for the next beat.
let footprintsSyncing = false;
function footprintsSave() {
  if (footprintsSyncing || !Module.calledRun) return;
  footprintsSyncing = true;
  FS.syncfs(false, function (err) {
    footprintsSyncing = false;
    if (err) console.warn('footprints: progress not saved: ' + err);
  });
}
setInterval(footprintsSave, 500);
addEventListener('pagehide', footprintsSave);
