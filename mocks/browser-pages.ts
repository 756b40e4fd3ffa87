import { BRAND_NAMES } from "../app/features/cart-model/payment-label";
import { currencyOf } from "./cart-engine";
import { productById } from "./data/catalog";
import { escapeHtml } from "../app/lib/html";
import { MOCK_RECAPTCHA_TOKEN } from "./routes/site";
import { answerChallenge, pendingChallenge } from "./routes/cart/token-payments";
import type { PictureType } from "./data/types";
import type { MirageWorkerServer } from "./mirage-adapter";
import { type PhotoEncoder, photoAnswer, pictureResponse } from "./photos";
import { normaliseWidth, renderCmsPicture, renderFlag, renderProductPicture } from "./pictures";

/**
 * What a browser reaches directly (through the storefront's /__mock/ proxy locally): product
 * and CMS pictures, and the payment provider's page (cards and every redirect method). API calls
 * never come here.
 */
const PICTURE_TYPES = new Set(["AP", "GZ", "DP", "VC", "SU", "VH", "ZM"]);
// `.jpg`: a photo's weight, encoded (mocks/photos.ts); `.svg`: the drawing itself.
const PRODUCT_PICTURE = /^\/media\/products\/(\d+)\/(\d+)\/([A-Z]{2})\.(svg|jpg)$/;
const CMS_PICTURE = /^\/media\/cms\/([\w-]+)\.(svg|jpg)$/;
const FLAG_PICTURE = /^\/media\/flags\/([A-Z]{2})\.svg$/;
const DOCUMENT = /^\/documents\/((?:INV|TIC)-[\w-]{1,40})\.pdf$/;
const PAYMENT_PAGE = /^\/payment-provider\/(adyen|worldline)\/pay$/;
const CHALLENGE_PAGE = /^\/payment-provider\/(adyen|worldline)\/challenge$/;
/** The provider page's buttons and the status each leaves on the payment. */
const PROVIDER_OUTCOMES: Record<string, string> = {
  pay: "Authorised",
  refuse: "Refused",
  cancel: "Cancelled",
  error: "Error",
  pending: "Pending",
  challenge: "ChallengeShopper",
};

function svg(body: string): Response {
  return pictureResponse(body, "image/svg+xml");
}

/** A one-page PDF saying `text` (ASCII): enough for a download to open in any reader. */
function minimalPdf(text: string): string {
  const safe = text.replace(/[^\x20-\x7e]/g, "?").replace(/[()\\]/g, "");
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

function script(body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * The tag manager reads `window.dataLayer` (what was queued before it came, then every push) and
 * keeps what it received in `window.__fakeTagManager`, with the id it was loaded for, so a test can
 * read what analytics got. gtag's stream script (G- ids) reads the same layer.
 */
const FAKE_TAG_MANAGER = `(function(){
  var src = document.currentScript && document.currentScript.src || "";
  var id = new URL(src, location.href).searchParams.get("id");
  var layer = window.dataLayer = window.dataLayer || [];
  var fake = window.__fakeTagManager = { id: id, loadedAt: Date.now(), received: [] };
  function take(entry) { fake.received.push(entry && entry.length !== undefined && typeof entry !== "string" ? Array.prototype.slice.call(entry) : entry); }
  layer.forEach(take);
  var push = layer.push;
  layer.push = function () { for (var i = 0; i < arguments.length; i++) take(arguments[i]); return push.apply(layer, arguments); };
})();`;

/** The A/B testing service sets itself up a moment after its script runs, as the real one does: the storefront polls for it. */
const FAKE_AB_TESTING = `(function(){
  setTimeout(function () {
    var received = [];
    window.abtasty = { received: received, send: function (type, payload) { received.push({ type: type, payload: payload }); } };
  }, 700);
})();`;

const FAKE_RECAPTCHA = `window.grecaptcha={ready:function(c){c()},render:function(){return 0},execute:function(){return Promise.resolve(${JSON.stringify(MOCK_RECAPTCHA_TOKEN)})},getResponse:function(){return ${JSON.stringify(MOCK_RECAPTCHA_TOKEN)}}};`;

/** The photo gallery and recommendation providers' stand-ins: they fill their placeholders with text, nothing more. */
const providerStandIn = (selector: string, title: string, item: string, flag: string) => `(function(){
  function render() { document.querySelectorAll(${JSON.stringify(selector)}).forEach(function (box) {
    if (box.dataset.rendered) return;
    box.dataset.rendered = "true";
    var heading = document.createElement("h2");
    heading.textContent = ${JSON.stringify(title)};
    var list = document.createElement("ul");
    for (var i = 1; i <= 4; i++) { var entry = document.createElement("li"); entry.textContent = ${JSON.stringify(item)} + " " + i; list.appendChild(entry); }
    box.appendChild(heading);
    box.appendChild(list);
  }); }
  window.${flag} = { loaded: true, refresh: render };
  render();
})();`;
const FAKE_OLAPIC = providerStandIn("[data-olapic-widget]", "#AtelierSept", "Photo", "OlapicStandIn");
const FAKE_RICH_RELEVANCE = providerStandIn(
  "[data-rr-placement]",
  "Recommended for you",
  "Product",
  "RichRelevanceStandIn",
);

const FAKE_SCRIPTS: Record<string, string> = {
  "/tag-manager/gtm.js": FAKE_TAG_MANAGER,
  "/tag-manager/gtag/js": FAKE_TAG_MANAGER,
  "/ab-testing/tag.js": FAKE_AB_TESTING,
  "/recaptcha/api.js": FAKE_RECAPTCHA,
  "/olapic/widget.js": FAKE_OLAPIC,
  "/richrelevance/p13n.js": FAKE_RICH_RELEVANCE,
};

/**
 * The provider returns only to a path of the site the shopper is on, never an open redirect: an
 * absolute returnUrl (what the storefront sends) keeps only its path and query.
 */
function safeReturn(raw: string | null): string | undefined {
  if (!raw) return undefined;
  if (/^\/(?!\/)[^\s\\]*$/.test(raw)) return raw;
  try {
    const url = new URL(raw);
    return /^https?:$/.test(url.protocol) ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
}

/** The name a payment product's page wears: its brand, Alma with its instalments. */
function paymentBrand(product: string): string {
  const alma = /^ALMA_(\d)X$/.exec(product);
  if (alma) return `Alma (${alma[1]} instalments)`;
  return BRAND_NAMES[product] ?? product;
}

export async function handleBrowserPages(
  request: Request,
  url: URL,
  session: () => MirageWorkerServer,
  photos?: PhotoEncoder,
): Promise<Response | undefined> {
  const width = normaliseWidth(Number(url.searchParams.get("w")) || 599);

  const product = PRODUCT_PICTURE.exec(url.pathname);
  if (product && request.method === "GET") {
    const [, productId, optionId, type, extension] = product as unknown as [string, string, string, string, string];
    const found = productById(productId);
    const option = found?.options.find((entry) => entry.optionId === optionId);
    if (!found || !option || !PICTURE_TYPES.has(type)) return new Response("Not found", { status: 404 });
    const ratio = url.searchParams.get("ratio") === "2x3" ? "2x3" : "3x4";
    const drawAt = (drawnWidth: number) =>
      renderProductPicture({
        garment: found.garment,
        sleeves: found.sleeves,
        colourHex: option.colour.hex,
        type: type as PictureType,
        width: drawnWidth,
        seed: productId,
        ratio,
      });
    return extension === "jpg" ? photoAnswer(drawAt, url, photos) : svg(drawAt(width));
  }

  const flag = FLAG_PICTURE.exec(url.pathname);
  const flagSvg = flag && request.method === "GET" ? renderFlag(flag[1]!, width) : null;
  if (flagSvg) return svg(flagSvg);
  const cms = CMS_PICTURE.exec(url.pathname);
  if (cms && request.method === "GET") {
    const drawAt = (drawnWidth: number) => renderCmsPicture(cms[1]!, drawnWidth);
    return cms[2] === "jpg" ? photoAnswer(drawAt, url, photos) : svg(drawAt(width));
  }

  // A customer's document (invoice, receipt), as a document store's signed link would serve it.
  const document = DOCUMENT.exec(url.pathname);
  if (document && request.method === "GET") {
    return new Response(minimalPdf(`Atelier Sept - ${document[1]}`), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${document[1]}.pdf"`,
        "X-Content-Type-Options": "nosniff",
      },
    });
  }

  // Offline stand-ins of the third-party scripts (issue 15): the same globals, nothing leaves the machine.
  const fake = request.method === "GET" ? FAKE_SCRIPTS[url.pathname] : undefined;
  if (fake) return script(fake);

  const challenge = CHALLENGE_PAGE.exec(url.pathname);
  if (challenge) return challengePage(request, url, challenge[1] === "adyen" ? "Adyen" : "Worldline");

  const payment = PAYMENT_PAGE.exec(url.pathname);
  if (payment) {
    const provider = payment[1]!;
    const form = request.method === "POST" ? await request.formData() : undefined;
    const field = (name: string) => (form ? (form.get(name) as string | null) : url.searchParams.get(name));
    const returnUrl = safeReturn(field("returnUrl"));
    const paymentId = field("paymentId") ?? "";
    const cartId = field("cartId") ?? "";
    const db = session().server.db as unknown as {
      carts: { find(id: string): any; update(id: string, changes: object): void };
    };
    const cart = db.carts.find(cartId);
    const stored = cart?.payments?.find((entry: { paymentId: string }) => entry.paymentId === paymentId);
    if (!returnUrl || !stored)
      return new Response("Unknown payment", { status: 400, headers: { "Content-Type": "text/plain" } });

    if (request.method === "POST") {
      // Every outcome the storefront must handle is one button away (spec 3, payment result statuses).
      const outcome = PROVIDER_OUTCOMES[field("outcome") ?? ""] ?? "Error";
      db.carts.update(cartId, {
        payments: cart.payments.map((entry: { paymentId: string }) =>
          entry.paymentId === paymentId ? { ...entry, status: outcome } : entry,
        ),
      });
      const back = new URL(returnUrl, url);
      back.searchParams.set("paymentId", paymentId);
      back.searchParams.set("resultCode", outcome);
      return new Response(null, { status: 303, headers: { Location: back.pathname + back.search } });
    }

    const method = paymentBrand(String(stored.paymentProduct));
    const amount = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: currencyOf(String(cart.store)),
    }).format(stored.amount / 100);
    const hidden = `<input type="hidden" name="paymentId" value="${escapeHtml(paymentId)}"><input type="hidden" name="cartId" value="${escapeHtml(cartId)}"><input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">`;
    const providerName = provider === "adyen" ? "Adyen" : "Worldline";
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(method)} · secure payment (mock)</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:40px auto;padding:0 16px}button{min-height:44px;margin:4px 8px 4px 0;padding:0 20px;font:inherit;font-weight:600;cursor:pointer}</style></head>
<body><h1>${escapeHtml(method)} secure payment</h1><p>Offline mock of ${escapeHtml(method)}'s page, reached through ${providerName}.</p><p>Amount: <strong>${escapeHtml(amount)}</strong></p>
<form method="post">${hidden}${Object.keys(PROVIDER_OUTCOMES)
      .map((name) => `<button name="outcome" value="${name}">${name[0]!.toUpperCase()}${name.slice(1)}</button>`)
      .join("")}</form></body></html>`;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
  }

  return undefined;
}

/**
 * The card issuer's 3-D Secure challenge for a token payment (decision 202): the cardholder
 * approves or refuses, then goes back to the shop, which asks the provider for the answer.
 */
async function challengePage(request: Request, url: URL, providerName: string): Promise<Response> {
  const form = request.method === "POST" ? await request.formData() : undefined;
  const paymentId = String((form ? form.get("paymentId") : url.searchParams.get("paymentId")) ?? "");
  const pending = pendingChallenge(paymentId);
  const returnUrl = safeReturn(pending?.returnUrl ?? null);
  if (!pending || !returnUrl)
    return new Response("Unknown or finished challenge", { status: 400, headers: { "Content-Type": "text/plain" } });
  if (form) {
    answerChallenge(paymentId, form.get("outcome") === "approve");
    const back = new URL(returnUrl, url);
    back.searchParams.set("paymentId", paymentId);
    return new Response(null, { status: 303, headers: { Location: back.pathname + back.search } });
  }
  const amount = new Intl.NumberFormat("en-GB", { style: "currency", currency: pending.currency }).format(
    pending.amount / 100,
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>3-D Secure · card issuer (mock)</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:40px auto;padding:0 16px}button{min-height:44px;margin:4px 8px 4px 0;padding:0 20px;font:inherit;font-weight:600;cursor:pointer}</style></head>
<body><h1>Confirm this payment</h1><p>Offline mock of your card issuer's 3-D Secure check, reached through ${providerName}.</p><p>Amount: <strong>${escapeHtml(amount)}</strong></p>
<form method="post"><input type="hidden" name="paymentId" value="${escapeHtml(paymentId)}"><button name="outcome" value="approve">Approve</button><button name="outcome" value="refuse">Refuse</button></form></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
