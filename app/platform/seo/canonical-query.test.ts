import { describe, expect, it } from "vitest";
import {
  canonicalPageUrl,
  canonicalSearch,
  hasCampaignParameters,
  isTrackingParameter,
  normaliseParameterValue,
  withKnownParameterNames,
  withoutTrackingParameters,
} from "./canonical-query";

describe("canonical query (§2)", () => {
  it("drops tracking parameters", () => {
    for (const name of [
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "UTM_Source",
      "fbclid",
      "gclid",
      "msclkid",
      "mc_cid",
      "mc_eid",
      "_ga",
      "yclid",
      "ref",
    ]) {
      expect(isTrackingParameter(name), name).toBe(true);
      expect(canonicalSearch(`${name}=x`), name).toBe("");
    }
    expect(isTrackingParameter("q")).toBe(false);
    expect(isTrackingParameter("page")).toBe(false);
  });

  it("drops unknown parameters", () => {
    expect(canonicalSearch("foo=1&session=abc&q=paella")).toBe("?q=paella");
    expect(canonicalSearch("")).toBe("");
  });

  it("keeps the known parameters sorted by name, as the list pages write their links", () => {
    expect(canonicalSearch("lang=en&filters=true&sort=rating&tag=vegana&chef=carmen&time=30&difficulty=easy&category=arroces&page=3&search=b&query=a&q=paella")).toBe(
      "?category=arroces&chef=carmen&difficulty=easy&filters=true&lang=en&page=3&q=paella&query=a&search=b&sort=rating&tag=vegana&time=30",
    );
    expect(canonicalSearch("sort=rating&page=2&category=arroces")).toBe("?category=arroces&page=2&sort=rating");
  });

  it("renames aliases and lets the known name win over its alias", () => {
    expect(canonicalSearch("s=paella")).toBe("?q=paella");
    expect(canonicalSearch("pagina=2&categoria=arroces&dificultad=facil&tiempo=20&autor=carmen&etiqueta=vegana&orden=populares&filtros=si&idioma=EN")).toBe(
      "?category=arroces&chef=carmen&difficulty=easy&filters=true&lang=en&page=2&sort=popularity&tag=vegana&time=20",
    );
    // The search page's own names are not aliases: its canonical link must not claim a filter it would not apply.
    expect(canonicalSearch("categories=arroces&include_tags=vegana")).toBe("");
    expect(canonicalSearch("s=alias&q=known")).toBe("?q=known");
    expect(canonicalSearch("sort_by=fecha&sort=rating")).toBe("?sort=rating");
    expect(canonicalSearch("Q=Paella")).toBe("?q=Paella");
  });

  it("drops page values of 1 or less and anything that is not a page number", () => {
    expect(canonicalSearch("page=1")).toBe("");
    expect(canonicalSearch("page=0")).toBe("");
    expect(canonicalSearch("page=-3")).toBe("");
    expect(canonicalSearch("page=abc")).toBe("");
    expect(canonicalSearch("page=2")).toBe("?page=2");
    expect(canonicalSearch("page=002")).toBe("?page=2");
    expect(canonicalSearch("page=99999")).toBe("?page=1000");
  });

  it("normalises boolean-like values to true or false", () => {
    for (const word of ["true", "TRUE", "yes", "si", "sí", "on", "1"]) expect(normaliseParameterValue("filters", word), word).toBe("true");
    for (const word of ["false", "no", "off", "0"]) expect(normaliseParameterValue("filters", word), word).toBe("false");
    expect(normaliseParameterValue("filters", "vegan")).toBe("vegan");
    // Free text and numbers keep their meaning.
    expect(normaliseParameterValue("q", "no")).toBe("no");
    expect(normaliseParameterValue("time", "1")).toBe("1");
  });

  it("maps the Spanish sort words", () => {
    const words: [string, string][] = [
      ["recientes", "date"],
      ["fecha", "date"],
      ["populares", "popularity"],
      ["valoracion", "rating"],
      ["valoración", "rating"],
      ["alfabetico", "alphabetical"],
      ["alfabético", "alphabetical"],
      ["tiempo", "time"],
      ["dificultad", "difficulty"],
      ["Más recientes", "date"],
      ["rating_desc", "rating_desc"],
    ];
    for (const [word, sort] of words) expect(canonicalSearch(`sort=${encodeURIComponent(word)}`), word).toBe(`?sort=${sort}`);
  });

  it("folds §3's difficulty spellings", () => {
    expect(canonicalSearch("difficulty=f%C3%A1cil&difficulty=intermedio&difficulty=dif%C3%ADcil&difficulty=easy")).toBe("?difficulty=easy&difficulty=medium&difficulty=hard");
  });

  it("keeps repeatable parameters once per value and the others once", () => {
    expect(canonicalSearch("tag=vegana&tag=rapida&tag=vegana&q=a&q=b")).toBe("?q=a&tag=vegana&tag=rapida");
    expect(canonicalSearch("tag=b&q=x&tag=a")).toBe("?q=x&tag=b&tag=a");
  });

  it("tidies values: trimmed, spaces collapsed, slugs lowercased, empty dropped", () => {
    expect(canonicalSearch("q=%20paella%20%20valenciana%20&category=Arroces&tag=&chef=%20")).toBe("?category=arroces&q=paella+valenciana");
    expect(canonicalSearch("lang=fr")).toBe("");
  });

  it("spots campaign parameters for robots noindex,follow", () => {
    expect(hasCampaignParameters("?utm_source=news")).toBe(true);
    expect(hasCampaignParameters("q=paella&gclid=abc")).toBe(true);
    expect(hasCampaignParameters(new URLSearchParams("fbclid=1"))).toBe(true);
    expect(hasCampaignParameters("?q=paella&page=2")).toBe(false);
    expect(hasCampaignParameters("")).toBe(false);
  });

  it("renames an old link's aliases in place for redirects, the known name winning", () => {
    const renamed = withKnownParameterNames("?x=1&categoria=arroces&Orden=fecha&page=2");
    expect(renamed).toEqual({ params: new URLSearchParams("x=1&category=arroces&sort=fecha&page=2"), renamed: true });
    expect(withKnownParameterNames("pagina=3&page=2").params.toString()).toBe("page=2");
    expect(withKnownParameterNames("q=a&page=2").renamed).toBe(false);
  });

  it("keeps every non-tracking parameter, in order, for redirects", () => {
    expect(withoutTrackingParameters("?b=2&utm_source=x&a=1&gclid=y").toString()).toBe("b=2&a=1");
  });

  it("builds the canonical page address from the served path and the canonical query", () => {
    expect(canonicalPageUrl("https://sazon.example", "/buscar/", "?utm_source=x&page=1&q=paella")).toBe("https://sazon.example/buscar/?q=paella");
    expect(canonicalPageUrl("https://sazon.example", "/en/faq", "")).toBe("https://sazon.example/en/faq");
  });
});
