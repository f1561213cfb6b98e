// Keeps the tablet's screen on while the game is open, with the Screen Wake Lock API: a
// referee's tablet lying on the table must not go dark between two turns.
// The browser lets a lock go whenever the page is hidden (another app, the power button), so
// it is asked for again each time the page is shown, and on each tap (some browsers grant it
// only after a gesture). Once textual-serve's session has ended the screen may sleep again.
// Browsers without the API, and pages that are not a secure context (plain http on a LAN
// address; localhost and https are secure), have no navigator.wakeLock: nothing happens there.
(() => {
  const wakeLock = navigator.wakeLock;
  if (!wakeLock) return;
  let held = null;
  let asking = false;
  let ended = false;

  async function acquire() {
    if (held || asking || ended || document.visibilityState !== "visible") return;
    asking = true;
    try {
      const sentinel = await wakeLock.request("screen");
      sentinel.addEventListener("release", () => {
        if (held === sentinel) held = null;
      });
      held = sentinel;
      if (ended) release();
    } catch (refused) {
      // A battery saver or a permission said no: the screen keeps its own timeout.
    } finally {
      asking = false;
    }
  }

  function release() {
    ended = true;
    if (held) held.release();
    held = null;
  }

  document.addEventListener("visibilitychange", acquire);
  window.addEventListener("pointerdown", acquire, true);
  window.addEventListener("DOMContentLoaded", () => {
    acquire();
    // textual-serve marks the body "-closed" when the app's session ends.
    new MutationObserver(() => {
      if (document.body.classList.contains("-closed")) release();
    }).observe(document.body, { attributes: true, attributeFilter: ["class"] });
  });
})();
