/**
 * The queue itself, apart from the loader so the tests can drive it with a stand-in loader.
 * `queued(loader, atOnce)`: a webpack-style async loader that runs `loader` for at most
 * `atOnce` modules at a time; the others wait their turn. The wrapped loader sees the real
 * loader context, except `async()` and `callback`, which also free the place.
 */
export function queued(loader, atOnce) {
  let running = 0;
  const waiting = [];
  const start = (run) => {
    running++;
    run();
  };
  const done = () => {
    running--;
    const next = waiting.shift();
    if (next) start(next);
  };
  return function queuedLoader(...args) {
    const callback = this.async();
    const run = () => {
      let finished = false;
      const finish = (...results) => {
        if (finished) return;
        finished = true;
        done();
        callback(...results);
      };
      const view = Object.create(this, {async: {value: () => finish}, callback: {value: finish}});
      Promise.resolve()
        .then(() => loader.apply(view, args))
        .catch(finish);
    };
    if (running < atOnce) start(run);
    else waiting.push(run);
  };
}
