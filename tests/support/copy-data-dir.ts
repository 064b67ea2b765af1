/**
 * `node --import tsx tests/support/copy-data-dir.ts <seeded|migrated> <folder>`: empties the folder
 * and fills it with a copy of the run's template data folder (tests/support/database-templates.ts),
 * so a browser-test server opens a seeded database instead of creating one.
 */
import fs from "node:fs";
import { z } from "zod";
import { copyDataDir } from "./database-templates";

const [template, folder] = z.tuple([z.enum(["seeded", "migrated"]), z.string().min(1)]).parse(process.argv.slice(2));
fs.rmSync(folder, { recursive: true, force: true });
await copyDataDir(template, folder);
