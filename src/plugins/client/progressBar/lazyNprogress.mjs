/**
 * The `nprogress` the classic theme's route progress bar imports (@docusaurus/theme-classic
 * lib/nprogress.js), loading the real library only when a navigation first takes long enough to
 * show the bar. Same calls (configure, start, done); ./index.ts says why.
 */
let settings = {};
/** The real library, once loaded. */
let bar;
let loading;
/** Whether the bar should be showing (a start not yet followed by done). */
let running = false;

function load() {
  loading ??= import(/* webpackChunkName: "nprogress" */ 'nprogress/nprogress.js').then((module) => {
    bar = module.default ?? module;
    bar.configure(settings);
    if (running) bar.start();
  });
  return loading;
}

export default {
  configure(options) {
    settings = {...settings, ...options};
    bar?.configure(options);
    return this;
  },
  start() {
    running = true;
    if (bar) bar.start();
    else void load();
    return this;
  },
  done() {
    running = false;
    bar?.done();
    return this;
  },
};
