// Cyvasse's service worker: it keeps every file of the page in a cache, so
// that after one visit the game opens, and new and saved games play, with no
// network. This is a template: scripts/finish-build.py (Trunk's post_build
// hook) writes the built site's files and version into BUILD.
const BUILD = {"version": "unbuilt", "files": [], "integrity": {}};

// Caches belong to an origin, which several sites can share (user.github.io/a/
// and user.github.io/b/): each cache's name carries this worker's scope, and
// only this scope's caches of older versions are ever removed.
const PREFIX = `cyvasse ${self.registration.scope} `;
const CACHE = PREFIX + BUILD.version;
const INDEX = new URL("./index.html", self.location).href;
const SCOPE = new URL(self.registration.scope).pathname;

self.addEventListener("install", (event) => {
  const requests = BUILD.files.map((file) => {
    const url = new URL(file, self.location);
    const integrity = BUILD.integrity[file];
    // Trunk's outputs are named by their contents and checked against their
    // hash: they may come from the HTTP cache, where the page's first load has
    // just put them. Every other file comes straight from the server: a stale
    // index.html would name the files of an older build.
    return new Request(url, integrity ? { integrity } : { cache: "reload" });
  });
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))),
      ),
  );
});

// The page asks a waiting new version to take over when the player chooses to
// reload into it (public/sw-register.js).
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // Opening the site, with or without index.html and whatever its query, is
  // opening the game.
  const opensGame =
    request.mode === "navigate" && (url.pathname === SCOPE || url.pathname === SCOPE + "index.html");
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(opensGame ? INDEX : request))
      .then((kept) => kept || fetch(request)),
  );
});
