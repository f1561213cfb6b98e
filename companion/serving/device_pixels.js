// xterm.js sizes its canvases from what a ResizeObserver reports as the canvas's
// device-pixel-content-box, but draws every glyph at window.devicePixelRatio times its size.
// The two must agree. They do not when the browser emulates a device (Chromium's device mode,
// which is also how Playwright sets a pixel ratio): the box comes in the machine's own pixels,
// so at a ratio of 2 the canvas holds half the pixels xterm.js draws in, and the page shows
// its top-left quarter, twice too large. Here an entry whose device box disagrees with its
// CSS box times devicePixelRatio by more than a rounding error is given the agreeing size;
// every other entry (a real screen's sub-pixel rounding, the reason xterm.js asks) is passed on
// untouched.
(() => {
  const Native = window.ResizeObserver;
  if (!Native) return;
  const ROUNDING = 2;

  function agreeing(entry) {
    const device = entry.devicePixelContentBoxSize && entry.devicePixelContentBoxSize[0];
    const css = entry.contentBoxSize && entry.contentBoxSize[0];
    if (!device || !css) return entry;
    const ratio = window.devicePixelRatio || 1;
    const inlineSize = Math.round(css.inlineSize * ratio);
    const blockSize = Math.round(css.blockSize * ratio);
    if (
      Math.abs(device.inlineSize - inlineSize) <= ROUNDING &&
      Math.abs(device.blockSize - blockSize) <= ROUNDING
    ) {
      return entry;
    }
    return {
      target: entry.target,
      contentRect: entry.contentRect,
      borderBoxSize: entry.borderBoxSize,
      contentBoxSize: entry.contentBoxSize,
      devicePixelContentBoxSize: [{ inlineSize, blockSize }],
    };
  }

  window.ResizeObserver = class extends Native {
    constructor(callback) {
      super((entries, observer) => callback(entries.map(agreeing), observer));
    }
  };
})();
