import { describe, expect, it } from "vitest";
import { cursorHref } from "./cursor";
import { readCursor } from "./cursor.server";

describe("cursors in addresses", () => {
  it("reads a well-formed cursor and ignores anything else", () => {
    expect(readCursor(new URL("http://x/feed?cursor=WyIyMDI2LTEwIiwxMV0"))).toBe("WyIyMDI2LTEwIiwxMV0");
    expect(readCursor(new URL("http://x/feed?cursor=abc_-123"))).toBe("abc_-123");
    expect(readCursor(new URL("http://x/feed"))).toBeUndefined();
    expect(readCursor(new URL("http://x/feed?cursor="))).toBeUndefined();
    expect(readCursor(new URL("http://x/feed?cursor=a%20b"))).toBeUndefined();
    expect(readCursor(new URL("http://x/feed?cursor=<script>"))).toBeUndefined();
    expect(readCursor(new URL(`http://x/feed?cursor=${"a".repeat(201)}`))).toBeUndefined();
    expect(readCursor(new URL("http://x/users/ana?reviews=abc"), "reviews")).toBe("abc");
  });

  it("writes the next page's address, keeping the rest of the query in name order", () => {
    expect(cursorHref("/feed", "", "abc")).toBe("/feed?cursor=abc");
    expect(cursorHref("/feed", "?cursor=old", "new")).toBe("/feed?cursor=new");
    expect(cursorHref("/feed", "?cursor=old", null)).toBe("/feed");
    expect(cursorHref("/users/ana", "?page=2", "abc", { hash: "reviews" })).toBe("/users/ana?cursor=abc&page=2#reviews");
    expect(cursorHref("/receta/paella", "?servings=6&cursor=x", undefined, { hash: "reviews" })).toBe("/receta/paella?servings=6#reviews");
    expect(cursorHref("/en/users/ana/followers", "", "c", { name: "after" })).toBe("/en/users/ana/followers?after=c");
  });
});
