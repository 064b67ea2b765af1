import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Challenge, ChallengeEntry, ChallengeMine } from "#api/contract/challenges";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { BreadcrumbData } from "~/components/seo/json-ld";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { signInHref } from "~/platform/access/sign-in-link";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { challengesPath, PhaseBadge, PhaseWhen, useMoment } from "~/components/challenges/challenge-parts";
import type { action, loader } from "./challenge.server";

export { action, loader } from "./challenge.server";

export const handle = { i18n: ["challenges"] };
export const meta = routeMeta;

type Reply = { intent: string; entry: string; entryId: string; message: string } | undefined;

/** /challenges/c/{slug}: theme, rules and windows; entering while open, voting while voting, the leaderboard once finished. */
export default function ChallengePage() {
  const { challenge, mine, signedIn, verified, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply;
  const { t } = useTranslation("challenges");
  const to = useLocalizedPath();
  const moment = useMoment();
  const trail = [{ name: t("home"), to: to("/") }, { name: t("title"), to: to(challengesPath) }, { name: challenge.title }];
  const requirements = [...challenge.required_ingredients, ...challenge.required_tags];
  return (
    <div className="container-content py-8 md:py-12" data-challenge={challenge.slug}>
      <Breadcrumbs label={t("breadcrumb")} items={trail} />
      <BreadcrumbData trail={trail} />
      <article className="max-w-3xl">
        <PhaseBadge phase={challenge.phase} />
        <h1 className="mt-2 text-3xl font-semibold md:text-4xl" data-challenge-title>
          {challenge.title}
        </h1>
        <p className="mt-2 text-lg text-ink-muted" data-challenge-theme>
          {challenge.theme}
        </p>
        <p className="mt-2 text-sm">{t("hostedBy", { name: challenge.host.name })}</p>
        {challenge.cover ? (
          <img src={challenge.cover.url} width={challenge.cover.width} height={challenge.cover.height} alt="" className="mt-4 w-full rounded-xl object-cover" />
        ) : null}
        <dl className="mt-6 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold">{t("windows.opens")}</dt>
            <dd>
              <time dateTime={challenge.opens_at}>{moment(challenge.opens_at)}</time>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t("windows.voting")}</dt>
            <dd>
              <time dateTime={challenge.voting_at}>{moment(challenge.voting_at)}</time>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t("windows.closes")}</dt>
            <dd>
              <time dateTime={challenge.closes_at}>{moment(challenge.closes_at)}</time>
            </dd>
          </div>
        </dl>
        <h2 className="mt-8 text-xl font-semibold">{t("rules")}</h2>
        <p className="mt-2 whitespace-pre-line" data-challenge-rules>
          {challenge.rules}
        </p>
        {requirements.length > 0 ? (
          <p className="mt-4" data-challenge-requirements>
            {t("requires")} <strong>{requirements.map((item) => item.name).join(", ")}</strong>
          </p>
        ) : null}
        <p className="mt-2 text-sm text-ink-muted">{t("perMember", { count: challenge.max_entries_per_member })}</p>
      </article>

      <section className="mt-8 max-w-3xl rounded-xl border border-line bg-surface p-4" aria-labelledby="take-part">
        <h2 id="take-part" className="text-xl font-semibold">
          {t(`takePart.${challenge.phase}`)}
        </h2>
        <PhaseWhen challenge={challenge} />
        {done ? (
          <p role="status" className="mt-3 font-semibold" data-challenge-done={done}>
            {t(`done.${done}`)}
          </p>
        ) : null}
        {reply?.message ? (
          <p role="alert" className="mt-3 text-danger" data-challenge-error>
            {reply.message}
          </p>
        ) : null}
        <TakePart challenge={challenge} mine={mine} signedIn={signedIn} verified={verified} reply={reply} />
      </section>

      <section id="entries" className="mt-10" aria-labelledby="entries-title">
        <h2 id="entries-title" className="text-2xl font-semibold">
          {challenge.phase === "finished" ? t("leaderboard") : t("entries", { count: challenge.entries.length })}
        </h2>
        {challenge.phase === "voting" ? <p className="mt-1 text-sm text-ink-muted">{t("hiddenVotes")}</p> : null}
        {challenge.entries.length > 0 ? (
          <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-challenge-entries>
            {challenge.entries.map((entry) => (
              <li key={entry.id} id={`entry-${entry.id}`} className="flex">
                <EntryCard entry={entry} challenge={challenge} mine={mine} signedIn={signedIn} />
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState muted className="mt-4">
            {t("noEntries")}
          </EmptyState>
        )}
      </section>
    </div>
  );
}

function SignInInvite({ action }: { action: "enter" | "vote" }) {
  const { t } = useTranslation("challenges");
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <p className="mt-3" data-challenge-sign-in>
      <Link to={signInHref(locale, pathname)} className="font-semibold text-accent underline">
        {t(`signIn.${action}`)}
      </Link>
    </p>
  );
}

function TakePart({ challenge, mine, signedIn, verified, reply }: { challenge: Challenge; mine: ChallengeMine | null; signedIn: boolean; verified: boolean; reply: Reply }) {
  const { t } = useTranslation("challenges");
  const navigation = useNavigation();
  if (challenge.phase === "voting") return signedIn ? <p className="mt-3">{t("voteBelow")}</p> : <SignInInvite action="vote" />;
  if (challenge.phase !== "open") return null;
  if (!signedIn || !mine) return <SignInInvite action="enter" />;
  if (!verified) return <p className="mt-3">{t("verifyFirst")}</p>;
  const used = mine.entry_ids.length;
  if (used >= challenge.max_entries_per_member) return <p className="mt-3">{t("allEntered")}</p>;
  if (mine.eligible.length === 0) return <p className="mt-3">{t("nothingToEnter")}</p>;
  const error = reply?.intent === "enter" ? reply.message : undefined;
  return (
    <Form method="post" className="mt-4 space-y-3" data-challenge-enter-form>
      <CsrfField />
      <input type="hidden" name="intent" value="enter" />
      <Field id="challenge-entry" name="entry" label={t("form.entry")} hint={t("form.entryHint")} errors={error ? [error] : undefined} required>
        {(control) => (
          <Select {...control} name="entry" defaultValue={reply?.intent === "enter" ? reply.entry : undefined}>
            {mine.eligible.map((item) => (
              <option key={`${item.kind}:${item.id}`} value={`${item.kind}:${item.id}`}>
                {t(`form.kind.${item.kind}`, { title: item.title })}
                {item.missing.length > 0 ? ` — ${t("form.missing", { missing: item.missing.join(", ") })}` : ""}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={navigation.state === "submitting"}>
        {t("form.submit")}
      </Button>
    </Form>
  );
}

function EntryCard({ entry, challenge, mine, signedIn }: { entry: ChallengeEntry; challenge: Challenge; mine: ChallengeMine | null; signedIn: boolean }) {
  const { t } = useTranslation("challenges");
  const to = useLocalizedPath();
  const own = mine?.entry_ids.includes(entry.id) ?? false;
  const voted = mine?.voted_entry_ids.includes(entry.id) ?? false;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-line bg-surface" data-challenge-entry={entry.id}>
      {entry.image ? <img src={entry.image.url} width={entry.image.width} height={entry.image.height} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col gap-1 p-4">
        {entry.place !== null ? (
          <p className="text-sm font-semibold" data-challenge-place={entry.place}>
            {t("place", { place: entry.place, count: entry.votes ?? 0 })}
          </p>
        ) : null}
        <h3 className="text-lg font-semibold">
          <Link to={to(`/receta/${entry.recipe.slug}`)} className="hover:underline">
            {entry.recipe.title}
          </Link>
        </h3>
        <p className="text-sm">{t(entry.kind === "recipe" ? "by" : "cookedBy", { name: entry.user.name })}</p>
        {entry.comment ? (
          <p className="text-sm text-ink-muted" data-challenge-comment>
            {entry.comment}
          </p>
        ) : null}
        {challenge.phase === "voting" && signedIn ? (
          <div className="mt-auto pt-2">
            {own ? (
              <p className="text-sm text-ink-muted">{t("yourEntry")}</p>
            ) : voted ? (
              <p className="text-sm font-semibold" data-challenge-voted>
                {t("voted")}
              </p>
            ) : (
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="vote" />
                <input type="hidden" name="entry_id" value={entry.id} />
                <Button type="submit" variant="secondary" data-challenge-vote={entry.id}>
                  {t("vote", { title: entry.recipe.title })}
                </Button>
              </Form>
            )}
          </div>
        ) : null}
      </div>
    </article>
  );
}
