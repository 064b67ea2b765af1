import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { authResponse } from "#api/contract/auth";
import { login } from "~/platform/api-client/account.server";
import { isApiError } from "~/platform/api-client/api-error";
import type { ApiClient } from "~/platform/api-client/client.server";
import { captchaToken } from "~/components/forms/captcha-field";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { secretFields, signInSchema } from "./auth-forms";

export type SignedIn = { token: string; user: import("#api/contract/auth").AuthUser; redirectTo?: string };

/** Thrown by the strategy when the form or the API says no; carries conform's reply for the page. */
export class SignInRefused extends Error {
  constructor(
    readonly reply: SubmissionResult<string[]>,
    readonly status: number,
  ) {
    super("sign-in refused");
  }
}

/** remix-auth with its form strategy; the credentials are checked by the API (POST /api/auth/login). */
export function createAuthenticator(api: ApiClient, t: TFunction) {
  return new Authenticator<SignedIn>().use(
    new FormStrategy(async ({ form }) => {
      const submission = parseWithZod(form, { schema: signInSchema(t) });
      if (submission.status !== "success") throw new SignInRefused(submission.reply({ hideFields: secretFields }), 400);
      try {
        const answer = await login(api, { email: submission.value.email, password: submission.value.password, captcha_token: captchaToken(form) });
        // §4: both token and user, or it is not a sign-in.
        const parsed = authResponse.safeParse(answer);
        if (!parsed.success) throw new SignInRefused(submission.reply({ formErrors: [t("auth:signIn.invalidResponse")], hideFields: secretFields }), 502);
        return { ...parsed.data, redirectTo: submission.value.redirectTo };
      } catch (error) {
        if (error instanceof SignInRefused) throw error;
        if (isApiError(error)) {
          const { result, status } = apiErrorReply(submission, error, { hideFields: secretFields });
          throw new SignInRefused(result, status);
        }
        throw error;
      }
    }),
    "form",
  );
}
