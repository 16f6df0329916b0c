/**
 * One HTTP/1.1 request written byte for byte on a socket, for request targets no client library
 * sends as given: fetch resolves `..` and `%2e%2e` and turns `\` into `/`, node:http refuses a
 * tab. The answer keeps every header line, so a header sent twice shows.
 */
import {connect} from 'node:net';

export interface RawResponse {
  status: number;
  /** Every header line in order, names lower-cased. */
  headers: [string, string][];
  body: string;
}

/** The values of one header, as many as were sent. */
export function headerValues(response: RawResponse, name: string): string[] {
  return response.headers.filter(([key]) => key === name).map(([, value]) => value);
}

function joinChunks(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd === -1) break;
    const size = parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd === -1) throw new Error(`no complete response head: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine, ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers = lines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  let body = raw.subarray(headEnd + 4);
  if (headers.some(([name, value]) => name === 'transfer-encoding' && /chunked/i.test(value))) body = joinChunks(body);
  return {status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8')};
}

/** GET (or `method`) `target` exactly as written, on a fresh connection closed after the answer. */
export function rawRequest(origin: string, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const {hostname, port, host} = new URL(origin);
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${host}`,
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(`${head.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (error?: Error) => {
      // A server may answer an oversized request and close before reading it all (a reset on
      // our side): the answer already received is what counts.
      if (chunks.length === 0) return reject(error ?? new Error(`${target}: the connection closed without an answer`));
      try {
        resolve(parse(Buffer.concat(chunks)));
      } catch (parseError) {
        reject(parseError as Error);
      }
    };
    socket.on('end', () => finish());
    socket.on('error', (error) => finish(error));
    socket.setTimeout(15_000, () => socket.destroy(new Error(`${target}: no answer within 15 s`)));
  });
}
