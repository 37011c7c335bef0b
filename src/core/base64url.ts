// Globals of every runtime the core serves (browsers, Node 16+, Deno, Bun, workers); the core's
// type check includes no runtime's library, so they are declared here.
declare function btoa(data: string): string;
declare function atob(data: string): string;

/** base64url without padding (RFC 4648 §5): the encoding of Web Push keys and tokens. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The bytes of a base64url string, or undefined when it is not one. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (character: string) => character.charCodeAt(0));
}
