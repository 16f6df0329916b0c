/**
 * The production build served with deploy/nginx.conf's URL rules, in Node (issue 12), for
 * `npm run serve` (scripts/serve.ts) and for the tests and benchmarks (./serveBuild.ts).
 *
 * Why not `docusaurus serve`: its handler (serve-handler with fixed options) cannot be given
 * these rules. It answers /docs/404 with 200, 302s every path outside the base URL to it, has
 * no version-root redirect and no cache headers. A reader trying the site locally would then
 * see other statuses than in production. This server has no dependency beyond node:http and
 * the build folder.
 *
 * Same as nginx, in the same order: `//` collapsed (one run per hop), version roots (from
 * src/versions/versions.ts via src/plugins/servingRules/rules.ts) to their introduction, trailing
 * slash dropped, `x.html`/`x/index`/`x/index.html` to `x`, everything outside /docs/ to /docs/;
 * /docs/404, /docs/404.html and /docs/_server/ answer the 404 page with 404; files are tried
 * as `x`, `x.html`, `x/index.html`; a file under build/assets/ (hashed) is cached for a year
 * when found (200 or 304), keyed on the file served and not on the address asked for,
 * everything else is `no-cache`. No redirect copies a raw backslash (400 instead), a path that
 * climbs above the root is a bad request (400), a request target over the limit is 414, and
 * those errors carry the site's page; Range is ignored (always the whole file). A request that
 * asks for Markdown (Accept, src/plugins/servingRules/rules.ts) tries the page's twin first, and
 * pages and twins say `Vary: Accept`.
 * tests/serving.test.ts and tests/nginx.test.ts run the same cases
 * (tests/support/servingCases.ts) against both.
 *
 * Left to nginx: gzip and the security headers (CSP, HSTS, Permissions-Policy). Local use is
 * plain http, and tests/nginx.test.ts runs the site under the production policy.
 */
import {createReadStream, readFileSync, statSync, type Stats} from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Duplex} from 'node:stream';
import path from 'node:path';
import {
  acceptsMarkdown,
  MARKDOWN_CONTENT_TYPE,
  MARKDOWN_SUFFIX,
  NEGOTIATED_FILE,
  NEGOTIATED_VARY,
  SERVER_CONFIG_DIR,
  versionRootRedirects,
} from '../../src/plugins/servingRules/rules';
import {BASE_URL} from '../../src/versions/versions';
import {notFoundPageFile, VERSION_NOT_FOUND_PATHS} from '../../src/versionsUi/notFound';

/** Each version's not-found page, by file and by clean address: both answer 404. */
const VERSION_NOT_FOUND_ADDRESSES = new Set(VERSION_NOT_FOUND_PATHS.flatMap((page) => [page, page.replace(/\.html$/, '')]));

/** `/docs` without its slash: the prefix every served path starts with. */
const BASE_PATH = BASE_URL.replace(/\/$/, '');
/** Hashed build assets, as a path inside the build folder. */
const ASSETS_DIR = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** nginx's /etc/nginx/mime.types plus deploy/nginx.conf's `types` block, for what the build holds. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'text/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': MARKDOWN_CONTENT_TYPE,
  '.wasm': 'application/wasm',
};

/**
 * deploy/nginx.conf's `large_client_header_buffers 4 32k`: nginx answers 414 when the request
 * line does not fit one 32 KB buffer, and reads at most four of them for the whole head.
 */
const REQUEST_LINE_BYTES = 32 * 1024;
export const MAX_REQUEST_TARGET = REQUEST_LINE_BYTES - 'GET  HTTP/1.1\r\n'.length;
/** For node:http's `maxHeaderSize`, so that every head nginx reads reaches the handler. */
export const MAX_HEADER_BYTES = 4 * REQUEST_LINE_BYTES;

/**
 * nginx's `keepalive_timeout` (deploy/nginx.conf keeps the default, 75 s), for node:http's
 * `keepAliveTimeout` (default 5 s). A client reuses an idle connection until the server's
 * `Keep-Alive: timeout=N` less a margin runs out, by its own timer; a test process kept from its
 * event loop for longer than 5 s (an 8 MB llms-full.txt read and parsed on a loaded machine) sent its
 * next request on a connection Node had already closed, and fetch failed with "other side closed".
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;

export type Answer =
  {kind: 'redirect'; location: string} | {kind: 'not-found'} | {kind: 'bad-request'} | {kind: 'candidates'; files: string[]};

const BAD_REQUEST: Answer = {kind: 'bad-request'};

/**
 * nginx's $uri: the path decoded, slashes merged, dot segments resolved. Undefined when
 * malformed, or when `..` climbs above the root (nginx answers 400 to both).
 */
function normalisedPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) return undefined;
  let depth = 0;
  for (const segment of decoded.split('/').slice(1)) {
    if (segment === '..') depth -= 1;
    else if (segment !== '.' && segment !== '') depth += 1;
    if (depth < 0) return undefined;
  }
  return path.posix.normalize(decoded);
}

const versionRoots = versionRootRedirects();
const base = BASE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DOUBLE_SLASH = /^(.*?)\/\/+(.*)$/;
const TRAILING_SLASH = new RegExp(`^(${base}.*[^/])/+$`);
const BASE_INDEX = new RegExp(`^${base}index(?:\\.html)?$`);
const NOT_CLEAN = new RegExp(`^(${base}.*?)(?:/index(?:\\.html)?|\\.html)$`);

/**
 * What a request target (path and query as sent) gets: a redirect, the 404 page, or the build
 * files to try in order. Redirect targets are cut from the target as sent, never from the
 * decoded path, so nothing decoded reaches a Location header.
 */
export function answerFor(requestTarget: string): Answer {
  const queryStart = requestTarget.indexOf('?');
  const rawPath = queryStart === -1 ? requestTarget : requestTarget.slice(0, queryStart);
  const query = queryStart === -1 ? '' : requestTarget.slice(queryStart);
  const uri = normalisedPath(rawPath);
  if (uri === undefined) return BAD_REQUEST;
  // A client reads `/\host` in a Location as `//host`, another site: a redirect that would copy
  // a raw backslash (no URL character; browsers send none in a path) is a bad request.
  const copied = (location: string): Answer => (requestTarget.includes('\\') ? BAD_REQUEST : {kind: 'redirect', location});

  // Whatever the spelling, the not-found page's own address redirects nowhere (nginx skips its
  // redirects there so that error_page can reach the page).
  if (uri === `${BASE_URL}404.html`) return {kind: 'not-found'};
  const slashes = DOUBLE_SLASH.exec(rawPath);
  if (slashes) return copied(`${slashes[1]}/${slashes[2]}${query}`);
  const versionRoot = versionRoots.get(uri);
  if (versionRoot) return copied(`${versionRoot}${query}`);
  const trailing = TRAILING_SLASH.exec(rawPath);
  if (trailing) return copied(`${trailing[1]}${query}`);
  if (VERSION_NOT_FOUND_ADDRESSES.has(rawPath)) return {kind: 'not-found'};
  if (BASE_INDEX.test(rawPath)) return copied(`${BASE_URL}${query}`);
  const clean = NOT_CLEAN.exec(rawPath);
  if (clean) return copied(`${clean[1]}${query}`);

  if (uri === BASE_PATH) return copied(`${BASE_URL}${query}`);
  if (!uri.startsWith(BASE_URL)) return {kind: 'redirect', location: BASE_URL};
  if (uri === `${BASE_URL}404` || uri.startsWith(`${BASE_URL}${SERVER_CONFIG_DIR}/`)) {
    return {kind: 'not-found'};
  }
  // A version's not-found page (src/versionsUi/notFound) is no page of its own either.
  if (VERSION_NOT_FOUND_ADDRESSES.has(uri)) return {kind: 'not-found'};
  const relative = uri.slice(BASE_PATH.length);
  return {kind: 'candidates', files: [relative, `${relative}.html`, path.posix.join(relative, 'index.html')]};
}

function fileStats(file: string): Stats | undefined {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** nginx's ETag: hex mtime in seconds, hex size. */
const etagOf = (stats: Stats) => `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;

export function createBuildHandler(buildDir: string): (request: IncomingMessage, response: ServerResponse) => void {
  const root = path.resolve(buildDir);
  const notFoundPage = path.join(root, '404.html');

  const send = (request: IncomingMessage, response: ServerResponse, status: number, file: string, stats: Stats, cacheControl: string) => {
    response.writeHead(status, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': stats.size,
      'Last-Modified': stats.mtime.toUTCString(),
      ...(status === 200 ? {ETag: etagOf(stats)} : {}),
      'Cache-Control': cacheControl,
      ...(NEGOTIATED_FILE.test(file) ? {Vary: NEGOTIATED_VARY} : {}),
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file)
      .on('error', (error) => response.destroy(error))
      .pipe(response);
  };

  // A miss under a version's prefix gets that version's not-found page, as in deploy/nginx.conf:
  // another version's page would not hydrate as the same version. 400 and 414 carry it too
  // (nginx's error_page), for the site's navigation and search.
  const errorPage = (request: IncomingMessage, response: ServerResponse, status: 400 | 404 | 414) => {
    const pathname = (request.url ?? '/').split('?')[0];
    const versionPage = status === 414 ? notFoundPage : path.join(root, notFoundPageFile(pathname, BASE_URL));
    const page = fileStats(versionPage) ? versionPage : notFoundPage;
    const stats = fileStats(page);
    if (!stats) {
      response.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE}).end(`${status}\n`);
      return;
    }
    send(request, response, status, page, stats, REVALIDATE);
  };

  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {Allow: 'GET, HEAD', 'Cache-Control': REVALIDATE}).end();
      return;
    }
    const target = request.url ?? '/';
    if (target.length > MAX_REQUEST_TARGET) return errorPage(request, response, 414);
    const answer = answerFor(target);
    if (answer.kind === 'bad-request') return errorPage(request, response, 400);
    if (answer.kind === 'redirect') {
      response.writeHead(301, {Location: answer.location, 'Cache-Control': REVALIDATE, 'Content-Length': 0}).end();
      return;
    }
    if (answer.kind === 'not-found') return errorPage(request, response, 404);

    // deploy/nginx.conf's try_files: `$uri$docs_markdown_suffix $uri/index$docs_markdown_suffix` first.
    const twins = acceptsMarkdown(request.headers.accept)
      ? [answer.files[0] + MARKDOWN_SUFFIX, path.posix.join(answer.files[0], `index${MARKDOWN_SUFFIX}`)]
      : [];
    for (const candidate of [...twins, ...answer.files]) {
      const file = path.join(root, candidate);
      // normalisedPath() already resolved `..`; this keeps any other trick inside the build.
      if (!file.startsWith(root + path.sep)) continue;
      const stats = fileStats(file);
      if (!stats) continue;
      // By the file served, as nginx does: /docs/assets/../component is the component page.
      const cacheControl = candidate.startsWith(ASSETS_DIR) ? IMMUTABLE : REVALIDATE;
      if (request.headers['if-none-match'] === etagOf(stats)) {
        response.writeHead(304, {ETag: etagOf(stats), 'Cache-Control': cacheControl}).end();
        return;
      }
      send(request, response, 200, file, stats, cacheControl);
      return;
    }
    errorPage(request, response, 404);
  };
}

/**
 * node:http's `clientError`: a request its parser refuses (a control character in the path, a
 * head over MAX_HEADER_BYTES) gets the site's page as nginx's error_page gives it, instead of
 * Node's bare 400.
 */
export function createClientErrorHandler(buildDir: string): (error: Error & {code?: string}, socket: Duplex) => void {
  const notFoundPage = path.join(path.resolve(buildDir), '404.html');
  return (error, socket) => {
    if (!socket.writable) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    let body: Buffer;
    try {
      body = readFileSync(notFoundPage);
    } catch {
      body = Buffer.from(`${status}\n`);
    }
    const head = [
      `HTTP/1.1 ${status}`,
      'Content-Type: text/html; charset=utf-8',
      `Content-Length: ${body.length}`,
      `Cache-Control: ${REVALIDATE}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
    ];
    socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]));
  };
}
