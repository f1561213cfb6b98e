// A finger dragged up or down the terminal scrolls what lies under it, as on any page.
// xterm.js hands taps to the app as mouse clicks, but while the app listens to the mouse
// (a Textual app always does) it ignores a dragging finger: a list longer than the screen
// (past games, the log, the seats of seven players) could not be scrolled by touch. Here the
// drag becomes the wheel events a mouse would send where the finger was put down: xterm.js
// passes them on to the app, which scrolls the container there (the one the finger took
// hold of, wherever the finger goes). A touch that does not move stays a tap.
(() => {
  let held = null; // {target, x, y, lastY} while one finger drags on the terminal

  document.addEventListener(
    "touchstart",
    (event) => {
      held = null;
      if (event.touches.length !== 1) return;
      const touch = event.touches[0];
      const target = document.elementFromPoint(touch.clientX, touch.clientY);
      if (target && target.closest(".xterm")) {
        held = { target, x: touch.clientX, y: touch.clientY, lastY: touch.clientY };
      }
    },
    { passive: true, capture: true },
  );

  document.addEventListener(
    "touchmove",
    (event) => {
      if (held === null || event.touches.length !== 1) return;
      event.preventDefault(); // the page itself does not move
      const y = event.touches[0].clientY;
      const deltaY = held.lastY - y; // the finger goes up: the text follows it up
      held.lastY = y;
      held.target.dispatchEvent(
        new WheelEvent("wheel", {
          deltaY,
          deltaMode: WheelEvent.DOM_DELTA_PIXEL,
          clientX: held.x,
          clientY: held.y,
          bubbles: true,
          cancelable: true,
        }),
      );
    },
    { passive: false, capture: true },
  );
})();
