import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { unpaddedStream } from "./react-stream-padding.server";

/** A page whose "Sazón" falls on each byte around the end of React's first 2,048-byte view. */
function page(offset: number) {
  return (
    <main>
      {Array.from({ length: 4 }, (_, i) => (
        <p key={i}>{"a".repeat(490)}</p>
      ))}
      <p>{"b".repeat(offset)}</p>
      <footer>© 2026 Sazón. Todos los derechos reservados.</footer>
    </main>
  );
}

function rendered(offset: number, through?: () => NodeJS.ReadWriteStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(page(offset), {
      onAllReady() {
        if (!through) return void pipe(sink);
        const stream = through();
        stream.pipe(sink);
        pipe(stream as unknown as Writable);
      },
      onShellError: reject,
    });
  });
}

const offsets = Array.from({ length: 60 }, (_, i) => i);

describe("React's streamed views", () => {
  it("leave NUL bytes in a word when a multi-byte character falls at a view's end (why the workaround exists)", async () => {
    const raw = await Promise.all(offsets.map((offset) => rendered(offset)));
    expect(raw.some((html) => html.includes(0))).toBe(true);
  });

  it("reach the page without them, whatever byte the character falls on", async () => {
    for (const offset of offsets) {
      const html = await rendered(offset, unpaddedStream);
      expect(html.includes(0), `offset ${offset}`).toBe(false);
      expect(html.toString("utf8")).toContain("© 2026 Sazón. Todos los derechos reservados.");
    }
  });
});
