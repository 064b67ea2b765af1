import { Transform } from "node:stream";

/**
 * React 18.3's server renderer encodes text into a 2,048-byte view and, when a multi-byte character
 * does not fit in the view's last bytes, sends the whole view, unfilled tail included: the page gets
 * one to three NUL bytes inside a word ("Saz\0ón"). React 19 sends only the filled part. Such a view
 * is the only 2,048-byte chunk that can end in a zero byte (a page's own text never holds U+0000:
 * the API refuses control characters), so its trailing zeros are cut off.
 */
const REACT_VIEW_SIZE = 2048;
/** A UTF-8 character is at most 4 bytes: at most 3 are left unfilled. */
const MAX_PADDING = 3;

export function withoutViewPadding(chunk: Uint8Array): Uint8Array {
  if (chunk.byteLength !== REACT_VIEW_SIZE) return chunk;
  let end = chunk.byteLength;
  while (end > REACT_VIEW_SIZE - MAX_PADDING && chunk[end - 1] === 0) end--;
  return end === chunk.byteLength ? chunk : chunk.subarray(0, end);
}

/** What React's pipe() writes into, passing the page on without the padding. */
export function unpaddedStream(): Transform {
  return new Transform({
    transform(chunk: Uint8Array | string, _encoding, done) {
      done(null, typeof chunk === "string" ? chunk : withoutViewPadding(chunk));
    },
  });
}
