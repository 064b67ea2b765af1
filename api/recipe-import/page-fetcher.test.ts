import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRecipePageServer } from "../../tests/support/recipe-page-server";
import { type AddressPolicy, isPublicAddress } from "./address-policy";
import { createPageFetcher, PageFetchError } from "./page-fetcher";

/** What tests need and nothing more: the page server on 127.0.0.1, and the public internet as usual. */
const testServerOnly: AddressPolicy = { allows: (address) => address === "127.0.0.1" || isPublicAddress(address) };

let server: Awaited<ReturnType<typeof startRecipePageServer>>;
beforeAll(async () => {
  server = await startRecipePageServer();
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PageFetchError) return error.reason;
    throw error;
  }
  throw new Error("the fetch succeeded");
}

describe("which addresses are public", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "10.255.255.255",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.251",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fc00::1",
    "fd12:3456:789a::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:7f00:1",
    "64:ff9b::a9fe:a9fe",
    "2001:db8::1",
    "not an address",
  ])("%s is not", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "2a00:1450:4003:80f::200e", "::ffff:8.8.8.8"])("%s is", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("the fetcher every server uses (public addresses only)", () => {
  const fetcher = createPageFetcher();

  it.each([
    ["the loopback address", (port: number) => `http://127.0.0.1:${port}/pages/wprm-graph.html`],
    ["IPv6 loopback", (port: number) => `http://[::1]:${port}/pages/wprm-graph.html`],
    ["a name that resolves to loopback", (port: number) => `http://localhost:${port}/pages/wprm-graph.html`],
    ["IPv4 loopback written inside IPv6", (port: number) => `http://[::ffff:127.0.0.1]:${port}/pages/wprm-graph.html`],
    ["the unspecified address", (port: number) => `http://0.0.0.0:${port}/pages/wprm-graph.html`],
    ["loopback written as one number", (port: number) => `http://2130706433:${port}/pages/wprm-graph.html`],
  ])("refuses %s without connecting", async (_name, address) => {
    const before = server.hits;
    expect(await failure(fetcher.fetchPage(address(server.port)))).toBe("address_not_allowed");
    expect(server.hits).toBe(before);
  });

  it.each([
    "http://10.0.0.1/",
    "http://10.20.30.40:8080/receta",
    "http://169.254.169.254/latest/meta-data/",
    "http://192.168.1.1/",
    "http://172.16.5.4/",
    "http://[fe80::1]/",
    "http://[fd00::1]/",
  ])("refuses %s", async (address) => {
    expect(await failure(fetcher.fetchPage(address))).toBe("address_not_allowed");
  });

  it("refuses schemes other than http and https, and credentials", async () => {
    expect(await failure(fetcher.fetchPage("file:///etc/passwd"))).toBe("address_not_allowed");
    expect(await failure(fetcher.fetchPage("ftp://example.com/receta.html"))).toBe("address_not_allowed");
    expect(await failure(fetcher.fetchPage("http://user:secret@example.com/"))).toBe("address_not_allowed");
  });
});

describe("names and what they resolve to", () => {
  it("refuses a name when any of its addresses is private, and connects to the address it checked", async () => {
    const mixed = createPageFetcher({
      resolveHost: async () => [
        { address: "93.184.216.34", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
    });
    const before = server.hits;
    expect(await failure(mixed.fetchPage(`http://recetas.example:${server.port}/pages/wprm-graph.html`))).toBe("address_not_allowed");
    expect(server.hits).toBe(before);

    // A rebinding server answers differently each time; the name is resolved once per request and
    // the socket goes to that answer, so a later answer never decides where it connects.
    const answers = ["127.0.0.1", "10.0.0.1"];
    let lookups = 0;
    const rebinding = createPageFetcher({
      policy: testServerOnly,
      resolveHost: async () => [{ address: answers[lookups++ % answers.length]!, family: 4 }],
    });
    const page = await rebinding.fetchPage(`http://recetas.example:${server.port}/pages/wprm-graph.html`);
    expect(page.html).toContain("Lentejas");
    expect(lookups).toBe(1);
    expect(await failure(rebinding.fetchPage(`http://recetas.example:${server.port}/pages/wprm-graph.html`))).toBe("address_not_allowed");
  });

  it("reports a name that does not resolve as unreachable", async () => {
    const nowhere = createPageFetcher({ resolveHost: async () => Promise.reject(Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" })) });
    expect(await failure(nowhere.fetchPage("https://no-existe.example/receta"))).toBe("unreachable");
  });
});

describe("fetching a page", () => {
  const fetcher = createPageFetcher({ policy: testServerOnly });

  it("reads an HTML page", async () => {
    const page = await fetcher.fetchPage(`${server.origin}/pages/wprm-graph.html`);
    expect(page.url).toBe(`${server.origin}/pages/wprm-graph.html`);
    expect(page.html).toContain("Lentejas estofadas con chorizo");
  });

  it("follows up to five redirects, and reports where the page was", async () => {
    const page = await fetcher.fetchPage(`${server.origin}/redirect?hops=5`);
    expect(page.url).toBe(`${server.origin}/pages/wprm-graph.html`);
    expect(await failure(fetcher.fetchPage(`${server.origin}/redirect?hops=6`))).toBe("unreachable");
  });

  it("checks every redirect's address again: a redirect to a private address is refused", async () => {
    expect(await failure(fetcher.fetchPage(`${server.origin}/redirect?to=${encodeURIComponent("http://10.0.0.1/admin")}`))).toBe("address_not_allowed");
    expect(await failure(fetcher.fetchPage(`${server.origin}/redirect?to=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`))).toBe("address_not_allowed");
    expect(await failure(fetcher.fetchPage(`${server.origin}/redirect?hops=2&to=${encodeURIComponent("http://[::1]/")}`))).toBe("address_not_allowed");
    expect(await failure(fetcher.fetchPage(`${server.origin}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`))).toBe("address_not_allowed");
  });

  it("stops reading at 2 MB, whether the size is declared or not", async () => {
    expect(await failure(fetcher.fetchPage(`${server.origin}/huge`))).toBe("too_large");
    expect(await failure(fetcher.fetchPage(`${server.origin}/declared-huge`))).toBe("too_large");
  });

  it("reads only HTML", async () => {
    expect(await failure(fetcher.fetchPage(`${server.origin}/json`))).toBe("not_html");
  });

  it("decompresses, and caps what it decompressed", async () => {
    expect((await fetcher.fetchPage(`${server.origin}/gzip`)).html).toContain("For the sauce");
    const small = createPageFetcher({ policy: testServerOnly, maxBytes: 1000 });
    expect(await failure(small.fetchPage(`${server.origin}/gzip`))).toBe("too_large");
  });

  it("gives up at the deadline", async () => {
    const impatient = createPageFetcher({ policy: testServerOnly, timeoutMs: 300 });
    const started = Date.now();
    expect(await failure(impatient.fetchPage(`${server.origin}/slow`))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("reports a missing page or a closed port as unreachable", async () => {
    expect(await failure(fetcher.fetchPage(`${server.origin}/no-such-page`))).toBe("unreachable");
    expect(await failure(fetcher.fetchPage("http://127.0.0.1:1/"))).toBe("unreachable");
    expect(await failure(fetcher.fetchPage("not a link"))).toBe("unreachable");
  });
});
