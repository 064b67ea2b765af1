import { describe, expect, it } from "vitest";
import { breadcrumbStructuredData } from "./structured-data";

describe("breadcrumb structured data", () => {
  it("numbers the trail from the root", () => {
    expect(
      breadcrumbStructuredData([
        { name: "Inicio", url: "https://sazon.example/" },
        { name: "Recetas", url: "https://sazon.example/recetas/" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: "https://sazon.example/" },
        { "@type": "ListItem", position: 2, name: "Recetas", item: "https://sazon.example/recetas/" },
      ],
    });
  });
});
