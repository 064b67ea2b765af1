/**
 * Typed arrays over SharedArrayBuffer: the index's columns are written once by the request thread
 * and read by the scan workers (scan-workers.ts) without a copy. A column is never written after
 * it is shared; an in-place update writes a fresh copy (copy on write, decisions/035 and 037).
 */
export type NumberArray = Int32Array | Float64Array | Uint8Array;
type NumberArrayConstructor = Int32ArrayConstructor | Float64ArrayConstructor | Uint8ArrayConstructor;

export function sharedArray<T extends NumberArrayConstructor>(Type: T, length: number): InstanceType<T> {
  // The DOM lib's typed array constructors take ArrayBuffer only; Node's take a SharedArrayBuffer too.
  return new Type(new SharedArrayBuffer(length * Type.BYTES_PER_ELEMENT) as unknown as ArrayBuffer) as InstanceType<T>;
}

/** A shared copy of `source` (a plain or shared typed array). */
export function sharedCopy<T extends NumberArray>(source: T): T {
  const copy = sharedArray(source.constructor as NumberArrayConstructor, source.length) as T;
  copy.set(source);
  return copy;
}

export const isShared = (array: NumberArray) => array.buffer instanceof SharedArrayBuffer;
