import { z } from "zod";

/**
 * What the admin area's calls answer (§6: /admin/security/csp-violations and the popular searches'
 * moderation); the pages are not built yet, the API is (decisions/031).
 */
export const cspReport = z.object({
  id: z.number().int(),
  received_at: z.string(),
  document_url: z.string(),
  effective_directive: z.string(),
  blocked_url: z.string(),
  disposition: z.string(),
  source_file: z.string().nullable(),
  line_number: z.number().int().nullable(),
  column_number: z.number().int().nullable(),
  sample: z.string().nullable(),
  user_agent: z.string().nullable(),
});

export const hiddenSearchTerm = z.object({ query: z.string(), hidden_at: z.string() });
