/**
 * Transactional e-mails of Sazón. The Spanish texts (informal "tú") are the
 * originals; the English ones are faithful translations. Every interpolated value
 * is HTML-escaped in the HTML version; the plain-text version keeps the link on
 * its own line so that any mail client makes it clickable.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

type MailLocale = "es" | "en";

export interface LinkMailInput {
  locale: MailLocale;
  name: string;
  link: string;
  siteName: string;
  expiresInMinutes: number;
}

/** Escapes text for HTML content and attribute values. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Brand colour of the call-to-action button (white text on it: contrast ≈ 5.9:1). */
const BUTTON_COLOR = "#b83f0b";

interface LinkMailCopy {
  subject: string;
  greeting: string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
  fallback: string;
  signature: string;
}

type CopyBuilder = (values: { name: string; site: string; minutes: string }) => LinkMailCopy;

const verificationCopy: Record<MailLocale, CopyBuilder> = {
  es: ({ name, site, minutes }) => ({
    subject: `Confirma tu correo en ${site}`,
    greeting: name ? `¡Hola, ${name}!` : "¡Hola!",
    intro: `Gracias por unirte a ${site}. Solo falta un paso: confirma tu dirección de correo para activar tu cuenta y empezar a guardar tus recetas favoritas.`,
    button: "Confirmar mi correo",
    expiry: `El enlace caduca en ${minutes}.`,
    ignore: `Si no has creado tú una cuenta en ${site}, puedes ignorar este correo.`,
    fallback: "¿No funciona el botón? Copia este enlace y pégalo en tu navegador:",
    signature: `Un abrazo,\nel equipo de ${site}`,
  }),
  en: ({ name, site, minutes }) => ({
    subject: `Confirm your email for ${site}`,
    greeting: name ? `Hi, ${name}!` : "Hi!",
    intro: `Thanks for joining ${site}. Just one step left: confirm your email address to activate your account and start saving your favorite recipes.`,
    button: "Confirm my email",
    expiry: `The link expires in ${minutes}.`,
    ignore: `If you didn't create an account on ${site}, you can ignore this email.`,
    fallback: "Button not working? Copy this link and paste it into your browser:",
    signature: `Warm regards,\nthe ${site} team`,
  }),
};

const passwordResetCopy: Record<MailLocale, CopyBuilder> = {
  es: ({ name, site, minutes }) => ({
    subject: `Restablece tu contraseña de ${site}`,
    greeting: name ? `¡Hola, ${name}!` : "¡Hola!",
    intro: `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en ${site}. Pulsa el botón para elegir una nueva.`,
    button: "Elegir una contraseña nueva",
    expiry: `El enlace caduca en ${minutes}.`,
    ignore: "Si no lo has pedido tú, puedes ignorar este correo: tu contraseña seguirá siendo la misma.",
    fallback: "¿No funciona el botón? Copia este enlace y pégalo en tu navegador:",
    signature: `Un abrazo,\nel equipo de ${site}`,
  }),
  en: ({ name, site, minutes }) => ({
    subject: `Reset your ${site} password`,
    greeting: name ? `Hi, ${name}!` : "Hi!",
    intro: `We received a request to reset the password for your ${site} account. Click the button to choose a new one.`,
    button: "Choose a new password",
    expiry: `The link expires in ${minutes}.`,
    ignore: "If you didn't ask for this, you can ignore this email: your password will stay the same.",
    fallback: "Button not working? Copy this link and paste it into your browser:",
    signature: `Warm regards,\nthe ${site} team`,
  }),
};

export function verificationEmail(input: LinkMailInput): MailContent {
  return renderLinkMail(verificationCopy, input);
}

export function passwordResetEmail(input: LinkMailInput): MailContent {
  return renderLinkMail(passwordResetCopy, input);
}

// ---------------------------------------------------------------------------

function formatMinutes(locale: MailLocale, minutes: number): string {
  const n = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const number = new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-US").format(n);
  if (locale === "es") return `${number} ${n === 1 ? "minuto" : "minutos"}`;
  return `${number} ${n === 1 ? "minute" : "minutes"}`;
}

/** Keeps a value on one line (names and site names end up in the subject). */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function renderLinkMail(copies: Record<MailLocale, CopyBuilder>, input: LinkMailInput): MailContent {
  const locale: MailLocale = input.locale === "en" ? "en" : "es";
  const link = input.link.trim();
  const copy = copies[locale]({
    name: oneLine(input.name),
    site: oneLine(input.siteName),
    minutes: formatMinutes(locale, input.expiresInMinutes),
  });

  const text = [copy.greeting, "", copy.intro, "", link, "", copy.expiry, "", copy.ignore, "", copy.signature, ""].join("\n");

  return { subject: copy.subject, text, html: renderHtml(locale, copy, link) };
}

const FONT = "font-family:Georgia,'Times New Roman',serif;";
const SANS = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

function renderHtml(locale: MailLocale, copy: LinkMailCopy, link: string): string {
  const e = escapeHtml;
  const href = e(link);
  const paragraph = (content: string, extra = "") => `<p style="margin:0 0 16px;${SANS}font-size:16px;line-height:1.5;color:#2b2118;${extra}">${content}</p>`;
  const signature = copy.signature.split("\n").map(e).join("<br>");

  return `<!DOCTYPE html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(copy.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f7f1ea;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:#f7f1ea;">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr>
<td style="padding:32px 28px;">
<h1 style="margin:0 0 20px;${FONT}font-size:24px;line-height:1.3;color:#2b2118;">${e(copy.greeting)}</h1>
${paragraph(e(copy.intro))}
<p style="margin:24px 0;">
<a href="${href}" style="display:inline-block;background-color:${BUTTON_COLOR};color:#ffffff;${SANS}font-size:16px;font-weight:bold;line-height:1.2;text-decoration:none;padding:14px 24px;border-radius:6px;">${e(copy.button)}</a>
</p>
${paragraph(e(copy.expiry))}
${paragraph(e(copy.ignore))}
${paragraph(e(copy.fallback), "font-size:14px;color:#5c4d40;")}
${paragraph(`<a href="${href}" style="color:${BUTTON_COLOR};text-decoration:underline;word-break:break-all;">${e(link)}</a>`, "font-size:14px;")}
${paragraph(signature, "margin:24px 0 0;")}
</td>
</tr>
</table>
</td>
</tr>
</table>
</body>
</html>
`;
}
