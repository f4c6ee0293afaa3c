// Registers the service worker (sw.js) that keeps Cyvasse playable offline,
// and says when a new version has been installed, with a button to reload
// into it. Without service workers (an insecure address, a private window of
// some browsers) the page works the same, only online.
(() => {
  "use strict";
  if (!("serviceWorker" in navigator)) return;

  const BANNER = "cyvasse-update";

  /** The "new version" notice, built with text nodes only. */
  function showBanner(registration) {
    if (document.getElementById(BANNER)) return;
    const banner = document.createElement("div");
    banner.id = BANNER;
    banner.setAttribute("role", "status");
    const text = document.createElement("span");
    text.textContent = "A new version of Cyvasse is ready.";
    const reload = document.createElement("button");
    reload.type = "button";
    reload.textContent = "Reload";
    reload.addEventListener("click", () => {
      reload.disabled = true;
      const waiting = registration.waiting;
      if (!waiting) {
        // Another tab has already switched to it.
        location.reload();
        return;
      }
      waiting.addEventListener("statechange", () => {
        if (waiting.state === "activated") location.reload();
      });
      waiting.postMessage("skip-waiting");
    });
    // Styled through the CSSOM: the page's policy forbids inline <style>.
    Object.assign(banner.style, {
      position: "fixed",
      left: "16px",
      right: "16px",
      bottom: "max(16px, env(safe-area-inset-bottom))",
      width: "fit-content",
      maxWidth: "560px",
      margin: "0 auto",
      boxSizing: "border-box",
      zIndex: "1000",
      display: "flex",
      alignItems: "center",
      gap: "12px",
      padding: "10px 12px 10px 16px",
      borderRadius: "10px",
      border: "1px solid #3a3e48",
      background: "#22252c",
      color: "#e9e4d8",
      boxShadow: "0 6px 24px rgba(0, 0, 0, 0.45)",
      font: "15px/1.3 system-ui, sans-serif",
    });
    Object.assign(reload.style, {
      font: "inherit",
      fontWeight: "600",
      padding: "6px 14px",
      borderRadius: "6px",
      border: "1px solid #d9a441",
      background: "#d9a441",
      color: "#1b1710",
      cursor: "pointer",
    });
    banner.append(text, reload);
    document.body.append(banner);
  }

  /** Shows the notice once a new version has installed beside a running one. */
  function watch(registration) {
    if (registration.waiting && registration.active) showBanner(registration);
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      if (!installing) return;
      installing.addEventListener("statechange", () => {
        // The very first install has nothing to replace: no notice.
        if (installing.state === "installed" && registration.active) showBanner(registration);
      });
    });
    // A game can stay open for days: look for a new version on coming back.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") registration.update().catch(() => {});
    });
  }

  function register() {
    navigator.serviceWorker
      .register("./sw.js", { scope: "./" })
      .then(watch)
      .catch(() => {
        // No offline play here; the game itself is unaffected.
      });
  }

  // After the page's own files, so as not to compete with the game's start.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
})();
