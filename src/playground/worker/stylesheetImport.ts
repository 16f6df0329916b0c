/** Which module the compiled component imports its stylesheet from (pure: the worker and the unit tests share it). */
/**
 * The stylesheet as the compiled component imports it, query and all (`click-counter.css?tag=…&encapsulation=shadow`):
 * the release compiles it as that module. 5.x then exports a function that returns the CSS (the
 * component calls it), where the bare file name gives a string with a side effect.
 */
export function stylesheetImport(componentCode: string, cssFile: string): string | undefined {
  for (const [, specifier] of componentCode.matchAll(/\bfrom\s*["']\.\/([^"']+)["']/g)) {
    if (specifier === cssFile || specifier.startsWith(`${cssFile}?`)) return specifier;
  }
  return undefined;
}
