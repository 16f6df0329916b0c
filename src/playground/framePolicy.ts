/**
 * The preview frame's Content-Security-Policy: in its `<meta>` (./plugin.ts) and, with
 * `frame-ancestors` (which a meta policy cannot set), in deploy/nginx.conf's location for the
 * frame. Scripts only from the site (the frame's own script) and from `blob:` (the compiled
 * component and the runtime the page hands it); no network at all.
 */
export const FRAME_POLICY =
  "default-src 'none'; script-src 'self' blob:; style-src 'self' 'unsafe-inline' blob:; img-src data: blob:; font-src data:; connect-src 'none'; base-uri 'none'; form-action 'none'";
