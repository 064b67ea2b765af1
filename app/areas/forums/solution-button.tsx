import { useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { CsrfField } from "~/platform/http/csrf-field";

type Answer = { solution?: { post: string; message: string } };
const refusalOf = (answer: unknown, post: string) => {
  const solution = answer && typeof answer === "object" && "solution" in answer ? (answer as Answer).solution : undefined;
  return solution?.post === post ? solution.message : undefined;
};

/**
 * Under a reply, for the thread's author and moderators (decision 091): marks it as the thread's
 * solution, or takes the mark back. A plain form (`intent=solve`, post/redirect/get back to the
 * reply); with JavaScript it posts without leaving the page.
 */
export function SolutionButton({ reply, isSolution }: { reply: number; isSolution: boolean }) {
  const { t } = useTranslation("forums");
  const fetcher = useFetcher<Answer>();
  const location = useLocation();
  const pageAnswer = useActionData<unknown>();
  const refusal = refusalOf(fetcher.data, String(reply)) ?? refusalOf(pageAnswer, String(reply));
  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`} className="mt-3" preventScrollReset data-solution-form={reply}>
      <CsrfField />
      <input type="hidden" name="intent" value="solve" />
      <input type="hidden" name="post" value={String(reply)} />
      <Button type="submit" name="reply" value={isSolution ? "none" : String(reply)} variant="neutral" disabled={fetcher.state !== "idle"}>
        {t(isSolution ? "solutionForm.unmark" : "solutionForm.mark")}
      </Button>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {refusal}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
