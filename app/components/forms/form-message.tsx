import type { ReactNode } from "react";

/** A form-level message: the API's answer (§8), or a success notice. */
export function FormMessage({ id, tone, children }: { id?: string; tone: "error" | "success"; children: ReactNode }) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm ${tone === "error" ? "border-danger text-danger" : "border-success text-success"}`}
    >
      {children}
    </div>
  );
}
