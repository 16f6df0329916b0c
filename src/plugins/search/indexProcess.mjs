/**
 * One Pagefind index in a Node process of its own, forked by ./buildIndex.ts.
 *
 * Why: Pagefind indexes on one core per indexing process, and its Node API starts one such
 * process per module instance. The all-versions index is as much work as the per-version ones
 * together; built here, in a second instance, it runs beside them instead of after them. (A second
 * instance in the build's own process is out of reach: Docusaurus loads plugins through jiti,
 * whose `import()` returns the one instance per file whatever the URL's query.)
 *
 * Plain JavaScript run by Node itself, so it imports the package by name. Messages, one per call:
 * `{id, method: 'createIndex' | 'addHTMLFile' | 'writeFiles' | 'close', args}` in, `{id, result}`
 * or `{id, error}` back, `result` being what Pagefind's function resolved with (less the index).
 */
import * as pagefind from 'pagefind';

/** @type {import('pagefind').PagefindIndex | undefined} */
let index;

/** @param {string} method @param {unknown[]} args */
async function call(method, args) {
  switch (method) {
    case 'createIndex': {
      const created = await pagefind.createIndex(/** @type {import('pagefind').PagefindServiceConfig} */ (args[0]));
      index = created.index;
      return {errors: created.errors, created: Boolean(index)};
    }
    case 'addHTMLFile':
    case 'writeFiles': {
      if (!index) throw new Error(`${method} before createIndex`);
      return method === 'addHTMLFile'
        ? index.addHTMLFile(/** @type {import('pagefind').HTMLFile} */ (args[0]))
        : index.writeFiles(/** @type {import('pagefind').WriteOptions} */ (args[0]));
    }
    case 'close':
      await pagefind.close();
      return {};
    default:
      throw new Error(`unknown method ${method}`);
  }
}

process.on('message', (/** @type {{id: number, method: string, args: unknown[]}} */ message) => {
  call(message.method, message.args).then(
    (result) => {
      // After `close` the channel goes too, so the process can end.
      process.send?.({id: message.id, result}, () => message.method === 'close' && process.disconnect?.());
    },
    (error) => process.send?.({id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error)}),
  );
});
