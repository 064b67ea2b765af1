import { parentPort } from "node:worker_threads";
import { scanFacets } from "./facet-counts";
import { scanPage } from "./index-scan";
import { type Part, type ScanMessage, type ScanReply, scannedColumnNames } from "./scan-protocol";
import type { ScannedColumns } from "./recipe-columns";
import type { TextMatch } from "./text-index";

/**
 * A scan worker (scan-workers.ts): runs index-scan's page and facet scans over the columns the
 * request thread shares with it, one message at a time.
 */
const parts = new Map<number, Part>();
/** The columns object per set of parts, so the same version reads as the same object. */
let lastColumns: { key: string; columns: ScannedColumns } | null = null;

function columnsOf(message: ScanMessage): ScannedColumns {
  const key = scannedColumnNames.map((name) => message.columns[name]).join(",");
  if (lastColumns?.key === key) return lastColumns.columns;
  const columns = { size: message.columns.size } as Record<string, unknown>;
  for (const name of scannedColumnNames) {
    const part = parts.get(message.columns[name]);
    if (part === undefined) throw new Error(`scan worker: column ${name} (part ${message.columns[name]}) was never sent`);
    columns[name] = part;
  }
  lastColumns = { key, columns: columns as unknown as ScannedColumns };
  return lastColumns.columns;
}

parentPort!.on("message", (message: ScanMessage) => {
  let reply: ScanReply;
  try {
    for (const id of message.drop) parts.delete(id);
    for (const [id, part] of message.parts) parts.set(id, part);
    const columns = columnsOf(message);
    const text = message.text === null ? null : (parts.get(message.text) as TextMatch | undefined);
    if (text === undefined) throw new Error(`scan worker: text match (part ${message.text}) was never sent`);
    const { call } = message;
    reply = {
      seq: message.seq,
      result: call.kind === "page" ? scanPage(columns, call.filters, text, call.request) : scanFacets(columns, call.filters, text, call.largestIds, call.now),
    };
  } catch (error) {
    reply = { seq: message.seq, error: String((error as Error)?.stack ?? error) };
  }
  parentPort!.postMessage(reply);
});
