/** Scratch space the scans share (index-scan.ts, column-filters.ts, scan-order.ts, facet-counts.ts). */

/** Buffers of one slot per recipe, grown when the index grows; every scan leaves `failures` and `marks` zeroed. */
export const buffers = {
  candidates: new Int32Array(0),
  narrowed: new Int32Array(0),
  failures: new Uint8Array(0),
  failedFacet: new Uint8Array(0),
  marks: new Uint8Array(0),
  keys: new Float64Array(0),
};

export function buffersFor(size: number) {
  if (buffers.candidates.length < size) {
    const room = Math.ceil(size * 1.25);
    Object.assign(buffers, {
      candidates: new Int32Array(room),
      narrowed: new Int32Array(room),
      failures: new Uint8Array(room),
      failedFacet: new Uint8Array(room),
      marks: new Uint8Array(room),
    });
  }
  return buffers;
}
