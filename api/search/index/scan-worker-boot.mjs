// A worker thread's entry must be JavaScript: Node 20 gives a worker no TypeScript loader, even
// under `--import tsx`, so this one loads the scan worker through tsx's API.
import { tsImport } from "tsx/esm/api";

await tsImport("./scan-worker.ts", import.meta.url);
