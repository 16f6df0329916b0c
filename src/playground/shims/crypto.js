/* global module, TextDecoder, btoa */
// `crypto.createHash` as 4.x's transpile uses it: a name for generated content (style and
// module ids), never a security boundary. A browser has no synchronous SHA, so FNV-1a, 64-bit.
function createHash() {
  let text = '';
  const hash = {
    update(data) {
      text += typeof data === 'string' ? data : new TextDecoder().decode(data);
      return hash;
    },
    digest(encoding) {
      let value = 0xcbf29ce484222325n;
      for (let i = 0; i < text.length; i++) {
        value ^= BigInt(text.charCodeAt(i));
        value = (value * 0x100000001b3n) & 0xffffffffffffffffn;
      }
      const hex = value.toString(16).padStart(16, '0');
      return encoding === 'hex' || encoding === undefined ? hex.repeat(4) : btoa(hex.repeat(4));
    },
  };
  return hash;
}
module.exports = {createHash, randomUUID: () => globalThis.crypto.randomUUID()};
