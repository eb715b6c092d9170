/**
 * Replies as mail apps write them (Gmail web and mobile, Outlook desktop, web and mobile, Apple
 * Mail, Thunderbird, Yahoo, in English and Bulgarian), answering one of our message emails. Each
 * names the exact text its sender wrote; strip-quotes.test.ts asserts that and nothing else is kept.
 * `text`/`html`: the parts the app sends (an app that sends only HTML has no `text`).
 */
export type CorpusReply = { name: string; text?: string; html?: string; attachment?: boolean; wrote: string };

const NOTE_EN = "Your documents are ready for collection.\n\nReply to this email or open your conversation: https://concierge.test/member/messages";
const NOTE_BG = "Документите Ви са готови.\n\nОтговорете на този имейл или отворете разговора: https://concierge.test/member/messages";
const quoted = (t: string) => t.split("\n").map((l) => (l ? `> ${l}` : ">")).join("\n");
/** Our notification as a whole HTML document, as some apps quote it. */
const NOTE_DOC = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>.x{color:red}</style></head><body><h1>You have a new message</h1><p>${NOTE_EN.replace("\n\n", "</p><p>")}</p></body></html>`;

export const CORPUS: CorpusReply[] = [
  {
    name: "Gmail web, English, text and HTML",
    text: `Thanks, I will bring the passport on Monday.\n\nOn Mon, 23 Nov 2026 at 10:00, Concierge <reply+abc@reply.concierge.test> wrote:\n\n${quoted(NOTE_EN)}\n`,
    html: `<div dir="ltr">Thanks, I will bring the passport on Monday.</div><br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">On Mon, 23 Nov 2026 at 10:00, Concierge &lt;<a href="mailto:reply+abc@reply.concierge.test">reply+abc@reply.concierge.test</a>&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex">${NOTE_EN}</blockquote></div>`,
    wrote: "Thanks, I will bring the passport on Monday.",
  },
  {
    name: "Gmail web, Bulgarian, text and HTML",
    text: `Благодаря, ще донеса паспорта в понеделник.\n\nНа пн, 23.11.2026 г. в 10:00 ч. Concierge <reply+abc@reply.concierge.test> написа:\n\n${quoted(NOTE_BG)}\n`,
    html: `<div dir="ltr">Благодаря, ще донеса паспорта в понеделник.</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">На пн, 23.11.2026 г. в 10:00 ч. Concierge &lt;reply+abc@reply.concierge.test&gt; написа:<br></div><blockquote class="gmail_quote">${NOTE_BG}</blockquote></div>`,
    wrote: "Благодаря, ще донеса паспорта в понеделник.",
  },
  {
    name: "Gmail web, two paragraphs and a blank line in HTML",
    html: `<div dir="ltr"><div>Hello,</div><div><br></div><div>Can we move the appointment to Wednesday?</div><div>I have a meeting on Tuesday.</div></div><br><div class="gmail_quote"><div class="gmail_attr">On Mon, 23 Nov 2026 at 10:00, Concierge wrote:</div><blockquote class="gmail_quote">${NOTE_EN}</blockquote></div>`,
    wrote: "Hello,\n\nCan we move the appointment to Wednesday?\nI have a meeting on Tuesday.",
  },
  {
    name: "Gmail mobile, English, attribution wrapped over two lines",
    text: `Yes please, book the notary.\n\nOn Mon, Nov 23, 2026, 10:00 Concierge <\nreply+abcdefghijklmnopqrstuvwxyz234567@reply.concierge.test> wrote:\n\n${quoted(NOTE_EN)}\n`,
    wrote: "Yes please, book the notary.",
  },
  {
    name: "Gmail mobile, Bulgarian, attribution wrapped",
    text: `Да, запазете час при нотариуса.\n\nНа пн, 23.11.2026 г., 10:00 Concierge <\nreply+abcdefghijklmnopqrstuvwxyz234567@reply.concierge.test> написа:\n\n${quoted(NOTE_BG)}\n`,
    wrote: "Да, запазете час при нотариуса.",
  },
  {
    name: "Gmail, HTML only with an attachment (a phone app's multipart/mixed)",
    html: `<div dir="auto">Here is the scan of my lease.</div><br><div class="gmail_quote"><div class="gmail_attr">On Mon, 23 Nov 2026, 10:00 Concierge wrote:</div><blockquote class="gmail_quote">${NOTE_EN}</blockquote></div>`,
    attachment: true,
    wrote: "Here is the scan of my lease.",
  },
  {
    name: "Gmail, Bulgarian, with an attachment and emoji",
    text: `Ето договора 👍 Прикачен е.\n\nНа пн, 23.11.2026 г. в 10:00 ч. Concierge <reply+abc@reply.concierge.test> написа:\n${quoted(NOTE_BG)}\n`,
    html: `<div dir="ltr">Ето договора 👍 Прикачен е.</div><br><div class="gmail_quote"><div class="gmail_attr">На пн, 23.11.2026 г. в 10:00 ч. Concierge написа:</div><blockquote class="gmail_quote">${NOTE_BG}</blockquote></div>`,
    attachment: true,
    wrote: "Ето договора 👍 Прикачен е.",
  },
  {
    name: "Gmail, a forwarded message below the words",
    text: `Please see the letter from the tax office below.\n\n---------- Forwarded message ---------\nFrom: НАП <info@nra.bg>\nDate: Sun, 22 Nov 2026\nSubject: Уведомление\n\nУважаеми клиенти...`,
    wrote: "Please see the letter from the tax office below.",
  },
  {
    name: "Outlook desktop, English, underscore rule and From/Sent block",
    text: `I can come at 11.\r\n\r\n________________________________\r\nFrom: Concierge <reply+abc@reply.concierge.test>\r\nSent: Monday, November 23, 2026 10:00 AM\r\nTo: Maria Ivanova <maria@example.com>\r\nSubject: A message from Concierge\r\n\r\n${NOTE_EN}\r\n`,
    html: `<html><body><div style="font-family:Calibri">I can come at 11.</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri"><b>From:</b> Concierge &lt;reply+abc@reply.concierge.test&gt;<br><b>Sent:</b> Monday, November 23, 2026 10:00 AM<br><b>To:</b> Maria Ivanova<br><b>Subject:</b> A message from Concierge</font><div>&nbsp;</div></div><div>${NOTE_EN}</div></body></html>`,
    wrote: "I can come at 11.",
  },
  {
    name: "Outlook desktop, Bulgarian, От/Изпратено block",
    text: `Мога да дойда в 11.\r\n\r\nОт: Concierge <reply+abc@reply.concierge.test>\r\nИзпратено: понеделник, 23 ноември 2026 г. 10:00\r\nДо: Мария Иванова <maria@example.com>\r\nТема: Съобщение от Concierge\r\n\r\n${NOTE_BG}\r\n`,
    wrote: "Мога да дойда в 11.",
  },
  {
    name: "Outlook on the web, English, a row of 80 dashes",
    text: `Confirmed, thank you.\n\n${"-".repeat(80)}\nFrom: Concierge <reply+abc@reply.concierge.test>\nSent: Monday, November 23, 2026 10:00\nTo: maria@example.com\nSubject: A message from Concierge\n\n${NOTE_EN}`,
    wrote: "Confirmed, thank you.",
  },
  {
    name: "Outlook on the web, Bulgarian, HTML only with hr and divRplyFwdMsg",
    html: `<html><head><style>p{margin:0}</style></head><body dir="ltr"><div class="elementToProof">Потвърждавам, благодаря.</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><b>От:</b> Concierge &lt;reply+abc@reply.concierge.test&gt;<br><b>Изпратено:</b> понеделник, 23 ноември 2026 г. 10:00<br><b>До:</b> Мария<br><b>Тема:</b> Съобщение</div><div>${NOTE_BG}</div></body></html>`,
    wrote: "Потвърждавам, благодаря.",
  },
  {
    name: "Outlook on the web, English, HTML only with two paragraphs",
    html: `<div class="elementToProof">Hi,</div><div class="elementToProof"><br></div><div class="elementToProof">The address is ul. Shipka 12, Sofia.</div><div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> Concierge<br><b>Sent:</b> Monday<br></div><div>${NOTE_EN}</div>`,
    wrote: "Hi,\n\nThe address is ul. Shipka 12, Sofia.",
  },
  {
    name: "Outlook for iOS, English, Get Outlook signature",
    text: `Sounds good.\n\nGet Outlook for iOS<https://aka.ms/o0ukef>\n________________________________\nFrom: Concierge <reply+abc@reply.concierge.test>\nSent: Monday, November 23, 2026 10:00:00 AM\nTo: Maria\nSubject: A message from Concierge\n\n${NOTE_EN}`,
    wrote: "Sounds good.",
  },
  {
    name: "Outlook for Android, Bulgarian, HTML with hr",
    html: `<div dir="auto">Добре, до утре.</div><div dir="auto"><br></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><b>От:</b> Concierge<br><b>Изпратено:</b> понеделник, 23 ноември 2026 г. 10:00<br></div><div>${NOTE_BG}</div>`,
    attachment: true,
    wrote: "Добре, до утре.",
  },
  {
    name: "Outlook (older), English, -----Original Message-----",
    text: `Please call me after 5.\n\n-----Original Message-----\nFrom: Concierge [mailto:reply+abc@reply.concierge.test]\nSent: Monday, November 23, 2026 10:00 AM\nTo: Maria\nSubject: A message from Concierge\n\n${NOTE_EN}`,
    wrote: "Please call me after 5.",
  },
  {
    name: "Outlook (older), Bulgarian, -----Оригинално съобщение-----",
    text: `Моля, обадете ми се след 5.\n\n-----Оригинално съобщение-----\nОт: Concierge [mailto:reply+abc@reply.concierge.test]\nИзпратено: 23 ноември 2026 г. 10:00\nДо: Мария\nТема: Съобщение\n\n${NOTE_BG}`,
    wrote: "Моля, обадете ми се след 5.",
  },
  {
    name: "Apple Mail (iPhone), English, Sent from my iPhone and a quoted attribution",
    text: `Yes, Tuesday works.\n\nSent from my iPhone\n\n> On 23 Nov 2026, at 10:00, Concierge <reply+abc@reply.concierge.test> wrote:\n>\n${quoted(NOTE_EN)}\n`,
    html: `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body dir="auto">Yes, Tuesday works.<br><br><div dir="ltr">Sent from my iPhone</div><div dir="ltr"><br><blockquote type="cite">On 23 Nov 2026, at 10:00, Concierge &lt;reply+abc@reply.concierge.test&gt; wrote:<br><br></blockquote></div><blockquote type="cite"><div dir="ltr">${NOTE_EN}</div></blockquote></body></html>`,
    wrote: "Yes, Tuesday works.",
  },
  {
    name: "Apple Mail (iPhone), Bulgarian, Изпратено от моя iPhone",
    text: `Да, вторник е удобно.\n\nИзпратено от моя iPhone\n\n> На 23.11.2026 г., в 10:00, Concierge <reply+abc@reply.concierge.test> написа:\n>\n${quoted(NOTE_BG)}\n`,
    wrote: "Да, вторник е удобно.",
  },
  {
    name: "Apple Mail (Mac), English, HTML with blockquote type=cite and an attachment",
    html: `<html><body style="overflow-wrap: break-word;">The signed form is attached.<div><br></div><div>Maria</div><div><br><blockquote type="cite"><div>On 23 Nov 2026, at 10:00, Concierge &lt;reply+abc@reply.concierge.test&gt; wrote:</div><br class="Apple-interchange-newline"><div>${NOTE_EN}</div></blockquote></div></body></html>`,
    attachment: true,
    wrote: "The signed form is attached.\n\nMaria",
  },
  {
    name: "Apple Mail (Mac), Bulgarian, HTML with attribution outside the blockquote",
    html: `<html><body>Ще мина в сряда сутринта.<br><div><br><div>На 23.11.2026 г., в 10:00, Concierge &lt;reply+abc@reply.concierge.test&gt; написа:</div><br><blockquote type="cite"><div>${NOTE_BG}</div></blockquote></div></body></html>`,
    wrote: "Ще мина в сряда сутринта.",
  },
  {
    name: "Thunderbird, English, text",
    text: `Thank you, received.\n\nOn 23/11/2026 10:00, Concierge wrote:\n${quoted(NOTE_EN)}\n`,
    wrote: "Thank you, received.",
  },
  {
    name: "Thunderbird, English, HTML with moz-cite-prefix",
    html: `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body><p>Thank you, received.</p><div class="moz-cite-prefix">On 23/11/2026 10:00, Concierge wrote:<br></div><blockquote type="cite" cite="mid:abc@concierge.test">${NOTE_EN}</blockquote></body></html>`,
    wrote: "Thank you, received.",
  },
  {
    name: "Thunderbird, Bulgarian, text with a -- signature",
    text: `Получих го, благодаря.\n\n-- \nМария Иванова\n+359 88 123 4567\n\nНа 23.11.26 г. в 10:00, Concierge написа:\n${quoted(NOTE_BG)}\n`,
    wrote: "Получих го, благодаря.",
  },
  {
    name: "Yahoo Mail, English, HTML with yahoo_quoted",
    html: `<html><body><div class="ydp1 yahoo-style-wrap"><div dir="ltr">I paid the invoice this morning.</div></div><div id="yahoo_quoted_123" class="yahoo_quoted"><div style="font-family:Helvetica"><div>On Monday, November 23, 2026 at 10:00:00 AM GMT+2, Concierge &lt;reply+abc@reply.concierge.test&gt; wrote:</div><div><br></div><div>${NOTE_EN}</div></div></div></body></html>`,
    wrote: "I paid the invoice this morning.",
  },
  {
    name: "Yahoo Mail, English, text",
    text: `I paid the invoice this morning.\n\n    On Monday, November 23, 2026 at 10:00:00 AM GMT+2, Concierge <reply+abc@reply.concierge.test> wrote:\n\n ${NOTE_EN}`,
    wrote: "I paid the invoice this morning.",
  },
  {
    name: "Abv.bg (Bulgarian web mail), text with -------- Оригинално съобщение --------",
    text: `Здравейте, изпращам копие от личната карта.\n\n-------- Оригинално съобщение --------\nОт: Concierge <reply+abc@reply.concierge.test>\nОтносно: Съобщение\nДо: maria@abv.bg\nИзпратено: 23.11.2026 10:00\n\n${NOTE_BG}`,
    attachment: true,
    wrote: "Здравейте, изпращам копие от личната карта.",
  },
  {
    name: "Samsung Email, English, -------- Original message --------",
    text: `On my way.\n\n\n\n-------- Original message --------\nFrom: Concierge <reply+abc@reply.concierge.test>\nDate: 23/11/2026 10:00 (GMT+02:00)\nTo: maria@example.com\nSubject: A message from Concierge\n\n${NOTE_EN}`,
    wrote: "On my way.",
  },
  {
    name: "A whole HTML document quoted inside the reply's (HTML only)",
    html: `<html><head></head><body><div>I am not sure what this letter means, can you explain?</div><br><div>${NOTE_DOC}</div></body></html>`,
    wrote: "I am not sure what this letter means, can you explain?",
  },
  {
    name: "A whole HTML document quoted inside a blockquote, Bulgarian",
    html: `<!DOCTYPE html><html><body><p>Какво означава това писмо?</p><blockquote>${NOTE_DOC}</blockquote></body></html>`,
    wrote: "Какво означава това писмо?",
  },
  {
    name: "A whole HTML document quoted after the words without a wrapper, and a text part that quotes everything",
    text: `Please explain.\n\n${quoted(NOTE_EN)}`,
    html: `<html><body><div>Please explain.</div>${NOTE_DOC}</body></html>`,
    wrote: "Please explain.",
  },
  {
    name: "Plain text, a link and a long line kept as written (no wrapping)",
    html: `<div>The form is here: <a href="https://www.nra.bg/forms/very/long/path/that/goes/on/and/on/for/a/while/declaration-2026.pdf">https://www.nra.bg/forms/very/long/path/that/goes/on/and/on/for/a/while/declaration-2026.pdf</a> — please fill it in for me, I do not understand the second page at all.</div><div class="gmail_quote"><blockquote>${NOTE_EN}</blockquote></div>`,
    wrote:
      "The form is here: https://www.nra.bg/forms/very/long/path/that/goes/on/and/on/for/a/while/declaration-2026.pdf — please fill it in for me, I do not understand the second page at all.",
  },
  {
    name: "An answer with a sign-off: email-reply-parser leaves the sign-off out as a signature",
    text: `Thanks for the update.\n\nBest regards,\nMaria\n\nOn Mon, 23 Nov 2026 at 10:00, Concierge <reply+abc@reply.concierge.test> wrote:\n${quoted(NOTE_EN)}`,
    wrote: "Thanks for the update.",
  },
];
