import { z } from "zod";

export const apiStatus = z.object({
  status: z.literal("ok"),
  name: z.string(),
  version: z.string(),
  time: z.string(),
});

export const health = z.object({
  status: z.enum(["ok", "fail"]),
  database: z.object({ status: z.enum(["ok", "fail"]), kind: z.enum(["pglite", "postgres"]), latency_ms: z.number() }),
});
