// TypeScript leaves `ts.sys` undefined outside Node, and 4.x and 5.x transpile reads it (newLine,
// useCaseSensitiveFileNames, getCurrentDirectory): one that knows no files, which transpiling a
// single module never needs. v2 and v3 set their own.
export function withMinimalSys(ts) {
  if (!ts || ts.sys) return;
  const sys = {
    args: [],
    newLine: '\n',
    useCaseSensitiveFileNames: true,
    write: () => {},
    writeFile: () => {},
    readFile: () => undefined,
    fileExists: () => false,
    directoryExists: () => false,
    createDirectory: () => {},
    getCurrentDirectory: () => '/',
    getExecutingFilePath: () => '/',
    getDirectories: () => [],
    readDirectory: () => [],
    resolvePath: (p) => p,
    exit: () => {},
  };
  // TypeScript's namespace object has getters only; setSys is its own way in.
  if (typeof ts.setSys === 'function') ts.setSys(sys);
  else Object.defineProperty(ts, 'sys', {value: sys, writable: true, configurable: true, enumerable: true});
}
