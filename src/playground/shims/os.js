/* global module */
// `os` as a browser worker can answer it.
module.exports = {
  EOL: '\n',
  platform: () => 'browser',
  cpus: () => [{}],
  tmpdir: () => '/tmp',
  homedir: () => '/',
  type: () => 'Browser',
  release: () => '',
  arch: () => 'wasm',
  totalmem: () => 0,
  freemem: () => 0,
};
