/** Why a 404 was thrown, so the error page can say the right thing. */
export type NotFoundReason = "missing" | "invalid-param";

export interface NotFoundData {
  reason: NotFoundReason;
  path: string;
}
