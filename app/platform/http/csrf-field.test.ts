import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

/**
 * docs/decisions/028: a post that says nothing of where it comes from must repeat the CSRF token, so
 * every form that posts carries <CsrfField /> (ConformForm does it for its forms), and a script's
 * post sends the field itself. A new form without it fails here, not for the rare browser later.
 */
/**
 * How many <CsrfField /> a file renders: written out, or through a component of the same file that
 * renders one (a form's shared hidden fields), counted once per use.
 */
function csrfFieldsRendered(text: string): number {
  const written = text.match(/<CsrfField \/>/g)?.length ?? 0;
  const helpers = [...text.matchAll(/\nfunction (\w+)\([^\n]*\n([\s\S]*?)\n\}\n/g)].filter(([, , body]) => body!.includes("<CsrfField />")).map(([, name]) => name!);
  const throughHelpers = helpers.reduce((sum, name) => sum + (text.match(new RegExp(`<${name}[\\s/>]`, "g"))?.length ?? 0) - 1, 0);
  return written + throughHelpers;
}

describe("CSRF token in every post", () => {
  const files = sourceFiles(appDir).map((file) => ({ file: path.relative(appDir, file), text: fs.readFileSync(file, "utf8") }));

  it("is carried by every form that posts", () => {
    const missing = files.flatMap(({ file, text }) => {
      const forms = text.match(/method="post"/gi)?.length ?? 0;
      const fields = csrfFieldsRendered(text);
      return forms > fields ? [`${file}: ${forms} post forms, ${fields} <CsrfField />`] : [];
    });
    expect(missing).toEqual([]);
  });

  it("is sent by every scripted post", () => {
    const missing = files.flatMap(({ file, text }) => {
      const posts = text.match(/method: "post"/gi)?.length ?? 0;
      // In an object (`[CSRF_FIELD]: token`) or set on a FormData (`.set(CSRF_FIELD, token)`).
      const fields = text.match(/\[CSRF_FIELD\]:|\.set\(CSRF_FIELD,/g)?.length ?? 0;
      return posts > fields ? [`${file}: ${posts} scripted posts, ${fields} with [CSRF_FIELD]`] : [];
    });
    expect(missing).toEqual([]);
  });
});
