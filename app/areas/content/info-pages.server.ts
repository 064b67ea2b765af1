import { z } from "zod";
import type { Locale } from "~/platform/i18n/locales";
import { resources } from "~/platform/i18n/resources.server";

const section = z.object({ heading: z.string(), body: z.string() });

const articlePage = z.object({
  title: z.string(),
  description: z.string(),
  intro: z.string(),
  updated: z.string().optional(),
  sections: z.record(z.string(), section),
});

const faqPage = z.object({
  title: z.string(),
  description: z.string(),
  intro: z.string(),
  items: z.record(z.string(), z.object({ question: z.string(), answer: z.string() })),
});

const contactPage = z.object({
  title: z.string(),
  description: z.string(),
  intro: z.string(),
  emailLabel: z.string(),
  email: z.string(),
  pressLabel: z.string(),
  pressEmail: z.string(),
  responseTime: z.string(),
  formSoon: z.string(),
});

export type ArticlePage = z.infer<typeof articlePage>;
export type FaqPage = z.infer<typeof faqPage>;
export type ContactPage = z.infer<typeof contactPage>;

/** The long texts of the information pages live in the `pages` translation namespace. */
export function articlePageContent(locale: Locale, page: "about" | "terms" | "privacy" | "cookies"): ArticlePage {
  return articlePage.parse(resources[locale].pages?.[page]);
}

export function faqPageContent(locale: Locale): FaqPage {
  return faqPage.parse(resources[locale].pages?.faq);
}

export function contactPageContent(locale: Locale): ContactPage {
  return contactPage.parse(resources[locale].pages?.contact);
}
