/**
 * The XSS corpus (docs/decisions/032): payloads fed into every field that shows what a member typed.
 * Each one names its own id twice: it calls `__xss(id)` when script runs, and it points at
 * `/__xss/id` where markup alone would fetch something (an image, a style sheet, a frame), so an
 * execution, or markup that got through but was stopped by the CSP, is caught and traced to its
 * payload. Payloads are written from templates so that the same trick is tried in every quote
 * style, tag and encoding; most fit in a name (80 characters).
 */

/** One payload: `call` is the script to run, `url` an address on our own origin the test watches. */
type Template = (call: string, url: string) => string;

/** The canary's name and the path it watches, shared with the browser test that defines them. */
export const CANARY_FUNCTION = "__xss";
export const CANARY_PATH = "/__xss/";

const script: Template[] = [
  (c) => `<script>${c}</script>`,
  (c) => `<SCRIPT>${c}</SCRIPT>`,
  (c) => `<ScRiPt>${c}</sCrIpT>`,
  (c) => `<script >${c}</script >`,
  (c) => `<script/x>${c}</script>`,
  (c) => `<script\n>${c}</script\n>`,
  (c) => `<script\t>${c}</script>`,
  (c) => `<script>${c}`,
  (c) => `<script>${c}//`,
  (c) => `<script>/*</script><script>*/${c}</script>`,
  (c) => `<<script>${c}//<</script>`,
  (c) => `<script type="module">${c}</script>`,
  (c) => `<script type=text/javascript>${c}</script>`,
  (c) => `<script language=javascript>${c}</script>`,
  (c) => `<script src="data:text/javascript,${c}"></script>`,
  (c) => `<script src=data:,${c}></script>`,
  (_c, u) => `<script src="${u}"></script>`,
  (_c, u) => `<script src=${u}>`,
  (c) => `<script>eval('${c}')</script>`,
  (c) => `<script>setTimeout('${c}')</script>`,
  (c) => `<script>[].constructor.constructor('${c}')()</script>`,
  (c) => `<script>\u2028${c}\u2029</script>`,
  (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
  (c) => `<scri\u200bpt>${c}</scri\u200bpt>`,
  (c) => `<svg><script>${c}</script></svg>`,
  (c) => `<svg><script href=data:,${c} />`,
  (c) => `<svg><script>${c.replace("(", "&#40;")}</script></svg>`,
  (c) => `<math><script>${c}</script></math>`,
];

/** Tags that run a handler with no click: error, load, focus (with autofocus), animation, toggle… */
const handlerTags: Array<[string, string]> = [
  ["img src=x", "onerror"],
  ["img src=x:x", "onerror"],
  ["image src=x", "onerror"],
  ["video src=x", "onerror"],
  ["video><source", "onerror"],
  ["audio src=x", "onerror"],
  ["input type=image src=x", "onerror"],
  ["object data=x", "onerror"],
  ["link rel=stylesheet href=x", "onerror"],
  ["svg", "onload"],
  ["svg/", "onload"],
  ["body", "onload"],
  ["body", "onpageshow"],
  ["iframe", "onload"],
  ["iframe src=x", "onload"],
  ["style", "onload"],
  ["input autofocus", "onfocus"],
  ["textarea autofocus", "onfocus"],
  ["select autofocus", "onfocus"],
  ["button autofocus", "onfocus"],
  ["a href=# autofocus", "onfocus"],
  ["div tabindex=1 autofocus", "onfocus"],
  ["div contenteditable autofocus", "onfocusin"],
  ["keygen autofocus", "onfocus"],
  ["details open", "ontoggle"],
  ["marquee", "onstart"],
  ["video autoplay muted src=x", "onloadstart"],
  ["div style=animation-name:spin", "onanimationstart"],
  ["div style=transition:color 1s", "ontransitionend"],
  ["body", "onscroll"],
  ["svg><animate attributeName=x dur=1s", "onbegin"],
  ["svg><set attributeName=x dur=1s", "onbegin"],
  ["frameset", "onload"],
  ["embed src=x", "onerror"],
  ["track src=x", "onerror"],
  ["form><button formaction=x autofocus", "onfocus"],
  ["x", "onclick"],
  ["a", "onmouseover"],
  ["div", "onpointerenter"],
];

const handlers: Template[] = handlerTags.flatMap(([tag, event]) => [
  (c: string) => `<${tag} ${event}=${c}>`,
  (c: string) => `<${tag} ${event}="${c}">`,
  (c: string) => `<${tag.toUpperCase()} ${event.toUpperCase()}='${c}'>`,
]);

/** Handler attribute spellings browsers accept: slashes, newlines, backticks, entities inside. */
const handlerSpellings: Template[] = [
  (c) => `<img/src=x/onerror=${c}>`,
  (c) => `<img\nsrc=x\nonerror=${c}>`,
  (c) => `<img\tsrc=x\tonerror=${c}>`,
  (c) => `<img\fsrc=x\fonerror=${c}>`,
  (c) => `<img src=x onerror=\`${c}\`>`,
  (c) => `<img src=x onerror="${c.replace("(", "&#40;").replace(")", "&#41;")}">`,
  (c) => `<img src=x onerror="${c.replace("(", "&#x28;")}">`,
  (c) => `<img src=x onerror="${c.replace("(", "&lpar;").replace(")", "&rpar;")}">`,
  (c) => `<img src=x onerror=${c.replace("(", "\\u0028").replace(")", "\\u0029")}>`,
  (c) => `<img src=x onerror="javascript:${c}">`,
  (c) => `<img src=x onerror=eval(atob('${btoa(c)}'))>`,
  (c) => `<img src=x onerror=top['__xss'](${c.slice(6, -1)})>`,
  (c) => `<img src=x onerror=window[\`__xss\`](${c.slice(6, -1)})>`,
  (c) => `<img src=x oNeRrOr=${c}>`,
  (c) => `<img src=x onerror =${c}>`,
  (c) => `<img src=x onerror= ${c}>`,
  (c) => `<img src="x"onerror="${c}">`,
  (c) => `<img src='x'onerror='${c}'>`,
  (c) => `<img src=x onerror=${c};//`,
  (c) => `<img src=x onerror=${c}`,
  (c) => `<img src=x:${c} onerror=eval(src)>`,
  (c) => `<img """><script>${c}</script>">`,
  (c) => `<img src=\`x\`onerror=${c}>`,
  (c) => `<img src=x onerror=${c}//`,
];

/** Breaking out of an attribute, in each quote style, then out of the tag. */
const attributeBreakouts: Template[] = ['"', "'", "`", ""].flatMap((quote) => [
  (c: string) => `${quote}><img src=x onerror=${c}>`,
  (c: string) => `${quote} onmouseover=${c} x=${quote}`,
  (c: string) => `${quote} autofocus onfocus=${c} x=${quote}`,
  (c: string) => `${quote}/><svg onload=${c}>`,
  (c: string) => `${quote}><script>${c}</script>`,
  (_c: string, u: string) => `${quote} style=background:url(${u}) x=${quote}`,
  (c: string) => `${quote};${c};//`,
]);

/** Closing whatever element or context the text might be inside, then markup. */
const contextBreakouts: Template[] = [
  "</title>",
  "</textarea>",
  "</style>",
  "</noscript>",
  "</template>",
  "</option></select>",
  "</iframe>",
  "</xmp>",
  "</noembed>",
  "</noframes>",
  "-->",
  "--!>",
  "]]>",
  "</a>",
  "</button>",
  "</svg>",
  "</math>",
  "</head><body>",
  "</plaintext>",
].map((close) => (c: string) => `${close}<img src=x onerror=${c}>`);

/** Data the page serialises into a script (loader data, JSON-LD) trying to leave its string or its tag. */
const scriptDataBreakouts: Template[] = [
  (c) => `</script><script>${c}</script>`,
  (c) => `</SCRIPT><SCRIPT>${c}</SCRIPT>`,
  (c) => `</script ><script>${c}</script>`,
  (c) => `</script\n><script>${c}</script>`,
  (c) => `</scrip\\u0074><script>${c}</script>`,
  (c) => `<!--<script>${c}</script>`,
  (c) => `"</script><img src=x onerror=${c}>`,
  (c) => `'</script><img src=x onerror=${c}>`,
  (c) => `"};${c};//`,
  (c) => `"});${c};//`,
  (c) => `'});${c};//`,
  (c) => `\\";${c};//`,
  (c) => `\\'-${c}-\\'`,
  (c) => `'-${c}-'`,
  (c) => `"-${c}-"`,
  (c) => `\u2028${c}\u2029`,
  (c) => `\\u003c/script\\u003e\\u003cscript\\u003e${c}\\u003c/script\\u003e`,
  (c) => `\\x3c/script\\x3e\\x3cscript\\x3e${c}\\x3c/script\\x3e`,
  (c) => `${"${"}${c}}`,
  (c) => `\`+${c}+\``,
  (c) => `{{${c}}}`,
  (c) => `{{constructor.constructor('${c}')()}}`,
  (c) => `#{${c}}`,
  (c) => `<%= ${c} %>`,
  (c) => `{"__proto__":{"innerHTML":"<img src=x onerror=${c}>"}}`,
  (c) => `{"@type":"x","</script><script>${c}</script>":1}`,
];

/** Addresses that run script or load a document when followed, framed or submitted. */
const schemes: Array<(call: string) => string> = [
  (c) => `javascript:${c}`,
  (c) => `JaVaScRiPt:${c}`,
  (c) => ` javascript:${c}`,
  (c) => `java\tscript:${c}`,
  (c) => `java\nscript:${c}`,
  (c) => `javascript&colon;${c}`,
  (c) => `&#106;avascript:${c}`,
  (c) => `&#x6A;&#x61;vascript:${c}`,
  (c) => `javascript%3A${c}`,
  (c) => `data:text/html,<script>${c}</script>`,
  (c) => `data:text/html;base64,${btoa(`<script>${c}</script>`)}`,
  (c) => `vbscript:${c}`,
];
const urlSinks: Array<(url: string) => string> = [
  (u) => `<a href="${u}">x</a>`,
  (u) => `<iframe src="${u}">`,
  (u) => `<form action="${u}"><button>x</button></form>`,
  (u) => `<button form=f formaction="${u}">x`,
  (u) => `<object data="${u}">`,
  (u) => `<embed src="${u}">`,
  (u) => `<svg><a xlink:href="${u}"><text>x</text></a></svg>`,
  (u) => `<math href="${u}">x</math>`,
  (u) => `<meta http-equiv=refresh content="0;url=${u}">`,
  (u) => `<base href="${u}//">`,
];
const urls: Template[] = [
  ...schemes.map((scheme) => (c: string) => urlSinks[0]!(scheme(c))),
  ...urlSinks.slice(1).flatMap((sink) => [(c: string) => sink(`javascript:${c}`), (c: string) => sink(`data:text/html,<script>${c}</script>`)]),
  (c) => `<iframe srcdoc="<script>${c}</script>">`,
  (c) => `<iframe srcdoc="&lt;img src=x onerror=${c}&gt;">`,
  (c) => `<iframe srcdoc='&#60;svg onload=${c}&#62;'>`,
  (_c, u) => `<iframe src="${u}">`,
  (_c, u) => `<img src="${u}">`,
  (_c, u) => `<img srcset="${u} 1x">`,
  (_c, u) => `<picture><source srcset="${u}"><img></picture>`,
  (_c, u) => `<video poster="${u}">`,
  (_c, u) => `<input type=image src="${u}">`,
  (_c, u) => `<link rel=preload as=image href="${u}">`,
  (_c, u) => `<object data="${u}">`,
  (_c, u) => `<table background="${u}">`,
];

/** Style: old IE expressions, url() fetches, @import, style breakouts. */
const styles: Template[] = [
  (c) => `<div style="background:url(javascript:${c})">x</div>`,
  (c) => `<div style="width:expression(${c})">x</div>`,
  (c) => `<div style="x:\\65xpression(${c})">x</div>`,
  (_c, u) => `<div style="background:url(${u})">x</div>`,
  (_c, u) => `<div style="background-image:url('${u}')">x</div>`,
  (_c, u) => `<style>*{background:url(${u})}</style>`,
  (_c, u) => `<style>@import '${u}';</style>`,
  (_c, u) => `<style>@import url(${u});</style>`,
  (_c, u) => `<link rel=stylesheet href="${u}">`,
  (c) => `<style>@keyframes x{}</style><div style=animation-name:x onanimationstart=${c}>`,
  (_c, u) => `</style><style>body{background:url(${u})}</style>`,
  (c) => `<style><img src=x onerror=${c}></style>`,
  (_c, u) => `x;background:url(${u})`,
  (_c, u) => `red;}body{background:url(${u})`,
];

/** Markup that only becomes dangerous when parsed twice or moved (mutation XSS, namespace confusion). */
const mutations: Template[] = [
  (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`,
  (c) => `<svg></p><style><a id="</style><img src=1 onerror=${c}>">`,
  (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${c}>`,
  (c) => `<svg><style><img src=x onerror=${c}></style></svg>`,
  (c) => `<math><style><img src=x onerror=${c}></style></math>`,
  (c) => `<svg><![CDATA[><img src=x onerror=${c}>]]></svg>`,
  (c) => `<template><img src=x onerror=${c}></template>`,
  (c) => `<xmp><img src=x onerror=${c}></xmp>`,
  (c) => `<listing>&lt;img src=x onerror=${c}&gt;</listing>`,
  (c) => `<textarea><img src=x onerror=${c}></textarea>`,
  (c) => `<title><img src=x onerror=${c}></title>`,
  (c) => `<noembed><img src=x onerror=${c}></noembed>`,
  (c) => `<a title="&#x60;&#x60;><img src=x onerror=${c}>">x</a>`,
  (c) => `<img alt="\`\`><img src=x onerror=${c}>">`,
  (c) => `<svg><foreignObject><img src=x onerror=${c}></foreignObject></svg>`,
  (c) => `<svg><desc><img src=x onerror=${c}></desc></svg>`,
  (c) => `<math><annotation-xml encoding=text/html><img src=x onerror=${c}>`,
  (c) => `<table><img src=x onerror=${c}></table>`,
  (c) => `<select><img src=x onerror=${c}></select>`,
  (c) => `<select><style></select><img src=x onerror=${c}></style>`,
  (c) => `<div id="x"></div><img src=x onerror=${c} id=x>`,
  (c) => `<form id=x><input name=attributes><img src=x onerror=${c}>`,
];

/** The same attack encoded as a second decoding (or a sloppy sanitiser) would reveal it. */
const encodings: Template[] = [
  (c) => `&lt;script&gt;${c}&lt;/script&gt;`,
  (c) => `&#60;script&#62;${c}&#60;/script&#62;`,
  (c) => `&#x3C;img src=x onerror=${c}&#x3E;`,
  (c) => `&#0000060img src=x onerror=${c}&#0000062`,
  (c) => `&LT;svg onload=${c}&GT;`,
  (c) => `%3Cscript%3E${c}%3C/script%3E`,
  (c) => `%253Cscript%253E${c}%253C/script%253E`,
  (c) => `%3Cimg%20src=x%20onerror=${c}%3E`,
  (c) => `\\u003cimg src=x onerror=${c}\\u003e`,
  (c) => `\\x3cimg src=x onerror=${c}\\x3e`,
  (c) => `\\74img src=x onerror=${c}\\76`,
  (c) => `+ADw-script+AD4-${c}+ADw-/script+AD4-`,
  (c) => `%C0%BCscript%C0%BE${c}%C0%BC/script%C0%BE`,
  (c) => `%E0%80%BCimg src=x onerror=${c}%E0%80%BE`,
  (c) => `\uff1cscript\uff1e${c}\uff1c/script\uff1e`,
  (c) => `\u02c2script\u02c3${c}\u02c2/script\u02c3`,
  (c) => `\u2039img src=x onerror=${c}\u203a`,
  (c) => `<scr\u0000ipt>${c}</scr\u0000ipt>`,
  (c) => `<img src=x\u0000 onerror=${c}>`,
  (c) => `\u0000<script>${c}</script>`,
  (c) => `<img src=x onerror=${c}\u0000>`,
  (c) => `<img src=x\u000b onerror=${c}>`,
  (c) => `<img src=x\u001f onerror=${c}>`,
  (c) => `<\u202eimg src=x onerror=${c}>`,
  (c) => `\u202e>gmi<${c}`,
  (c) => `<img src=x onerror=${c}\ufeff>`,
  (c) => `<\u0131mg src=x onerror=${c}>`,
  (c) => `<\u017fcript>${c}</\u017fcript>`,
  (c) => `<img src=x onerror=&#x5f;&#x5f;xss${c.slice(5)}>`,
  (c) => `<a href="&#x6a;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:${c}">x`,
  (c) => `<a href="j&#x0D;avascript:${c}">x</a>`,
  (c) => `<a href="&#14;javascript:${c}">x</a>`,
  (c) => `<a href="\u0001javascript:${c}">x</a>`,
];

/** Markdown and plain-text link syntax, in case a field is ever rendered as rich text. */
const markdown: Template[] = [
  (c) => `[x](javascript:${c})`,
  (c) => `[x](javascript&#58;${c})`,
  (c) => `[x](  javascript:${c}  )`,
  (c) => `[x](<javascript:${c}>)`,
  (c) => `[x]: javascript:${c}`,
  (_c, u) => `![x](${u})`,
  (c) => `![x"onerror="${c}](x)`,
  (c) => `[x](data:text/html,<script>${c}</script>)`,
  (c) => `<javascript:${c}>`,
  (c) => `<http://x.example/"onmouseover="${c}">`,
  (c) => `\`<img src=x onerror=${c}>\``,
  (c) => `> <img src=x onerror=${c}>`,
  (c) => `*<img src=x onerror=${c}>*`,
  (c) => `https://example.com/"><img src=x onerror=${c}>`,
];

/** Polyglots: one string that escapes attribute, script, comment and text contexts at once. */
const polyglots: Template[] = [
  (c) => `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${c} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${c}//>\\x3e`,
  (c) => `'">><marquee><img src=x onerror=${c}></marquee>"></plaintext\\></|\\><plaintext/onmouseover=prompt(1)><script>${c}</script>`,
  (c) => `"'--></style></script><script>${c}</script>`,
  (c) => `'"</title></textarea></style></script><svg onload=${c}>`,
  (c) => `-->'"/></sCript><svG x=">" onload=${c}>`,
  (c) => `"><svg/onload=${c}>'><svg/onload=${c}>\`><svg/onload=${c}>`,
  (c) => `';${c};//';${c};//";${c};//";${c};//--></SCRIPT>">'><SCRIPT>${c}</SCRIPT>`,
  (c, u) => `<img src="${u}" onerror=${c}><script>${c}</script><svg onload=${c}>`,
];

/** Dialogs, in case something other than our canary runs. */
const dialogs: Template[] = [
  (c) => `<img src=x onerror=alert(${c.slice(6, -1)})>`,
  (c) => `<svg onload=confirm(${c.slice(6, -1)})>`,
  (c) => `<script>prompt(${c.slice(6, -1)})</script>`,
  (c) => `"><img src=x onerror=alert\`${c.slice(6, -1)}\`>`,
  (c) => `<a href=javascript:alert(${c.slice(6, -1)})>x</a>`,
];

/** The corpus's payload classes, in corpus order: each class's templates follow the previous class's. */
const templateGroups = {
  script,
  handlers,
  handlerSpellings,
  attributeBreakouts,
  contextBreakouts,
  scriptDataBreakouts,
  urls,
  styles,
  mutations,
  encodings,
  markdown,
  polyglots,
  dialogs,
};

export type XssPayloadKind = keyof typeof templateGroups;
export const xssPayloadKinds = Object.keys(templateGroups) as XssPayloadKind[];

export interface XssPayload {
  id: number;
  text: string;
  /** The template group it was written from: a sample that holds every kind tries every trick once. */
  kind: XssPayloadKind;
}

/** Every payload, with ids from 1; ids are stable as long as templates are only appended (to the last group). */
export const xssCorpus: readonly XssPayload[] = xssPayloadKinds
  .flatMap((kind) => templateGroups[kind].map((template) => ({ kind, template })))
  .map(({ kind, template }, index) => {
    const id = index + 1;
    return { id, kind, text: template(`${CANARY_FUNCTION}(${id})`, `${CANARY_PATH}${id}`) };
  });
