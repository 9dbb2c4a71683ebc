/**
 * The frame of every hosted payment page the sandbox shows, whatever the provider: French,
 * readable without JavaScript, 18 px text with strong contrast, 44 px targets, visible focus;
 * and the parts every provider's page shares (merchant, purchase, « Payer » / « Refuser », the
 * refusal), so that Stripe's and PayPal's pages look and read the same.
 */
import { escapeHtml } from "../../shared/escape-html";

const styles = `
  html { font-size: 18px; }
  body { font-family: system-ui, sans-serif; font-size: 1rem; line-height: 1.6; color: #111; background: #f4f4f0; margin: 0; }
  main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 2px solid #555; border-radius: .5rem; }
  h1 { font-size: 1.6rem; margin: .25rem 0 1rem; line-height: 1.3; }
  h2 { font-size: 1.2rem; margin: 1.5rem 0 .5rem; }
  .marchand { font-weight: bold; margin: 0; }
  .test { background: #fff4c2; border: 2px solid #6b5500; padding: .5rem .75rem; border-radius: .4rem; }
  .achat { list-style: none; padding: 0; margin: 0; }
  .achat li { display: flex; justify-content: space-between; gap: 1rem; padding: .5rem 0; border-bottom: 1px solid #555; }
  .achat li span:last-child, .total span:last-child { white-space: nowrap; }
  .total { display: flex; justify-content: space-between; font-size: 1.2rem; font-weight: bold; margin: 1rem 0; }
  fieldset { border: 2px solid #555; border-radius: .5rem; padding: .75rem 1rem; margin: 1.5rem 0; }
  legend { font-weight: bold; padding: 0 .25rem; }
  .choix { display: flex; align-items: center; gap: .75rem; min-height: 44px; }
  .choix input { width: 1.5rem; height: 1.5rem; margin: 0; }
  .choix label { flex: 1; padding: .5rem 0; cursor: pointer; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin: 1.5rem 0 1rem; }
  button, .bouton { font: inherit; font-weight: bold; min-height: 44px; min-width: 44px; padding: .6rem 1.4rem; border-radius: .4rem; cursor: pointer; display: inline-flex; align-items: center; text-decoration: none; }
  .principal { background: #1d4d2b; color: #fff; border: 2px solid #1d4d2b; }
  .secondaire { background: #fff; color: #111; border: 2px solid #111; }
  a { color: #0b3d91; }
  /* The gap inside the ring is drawn white, so the ring stands out from a dark button too. */
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #0b3d91; outline-offset: 3px; box-shadow: 0 0 0 3px #fff; }
  .erreur { color: #8b0000; font-weight: bold; }
`;

export function renderHostedPage(options: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${options.body}
</main>
</body>
</html>`;
}

/** A link styled as a button; nothing when there is nowhere to go. */
export function linkButton(href: string | null, text: string): string {
  return href
    ? `<p><a class="bouton principal" href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`
    : "";
}

/** The merchant's name, the heading and the test-mode notice that open every payment page. */
export function pageHeader(accountName: string, heading: string): string {
  return `<p class="marchand">${escapeHtml(accountName)}</p>
<h1>${escapeHtml(heading)}</h1>`;
}

export const TEST_NOTICE = `<p class="test">Page de paiement de test : aucun argent ne circule.</p>`;

/** What is bought, line by line, and the total (amounts already formatted). */
export function purchaseSummary(lines: { label: string; amount: string }[], total: string): string {
  const items = lines
    .map(
      (line) =>
        `<li><span>${escapeHtml(line.label)}</span><span>${escapeHtml(line.amount)}</span></li>`,
    )
    .join("\n");
  return `<h2>Votre achat</h2>
<ul class="achat">
${items}
</ul>
<p class="total"><span>Total</span><span>${escapeHtml(total)}</span></p>`;
}

/** The two buttons of every payment page; the form around them says where they post. */
export const PAY_OR_REFUSE_BUTTONS = `<div class="actions">
<button type="submit" class="principal" name="action" value="pay">Payer</button>
<button type="submit" class="secondaire" name="action" value="refuse">Refuser</button>
</div>`;

export function backToSiteLink(cancelUrl: string | null, accountName: string): string {
  return cancelUrl
    ? `<p><a href="${escapeHtml(cancelUrl)}">Revenir sur le site de ${escapeHtml(accountName)} sans payer</a></p>`
    : "";
}

/** What « Refuser » shows: nothing was taken, the way back to the site, another try. */
export function renderRefusedPage(options: {
  accountName: string;
  amount: string;
  backUrl: string | null;
  retryUrl: string;
}): string {
  return renderHostedPage({
    title: `Paiement refusé – ${options.accountName}`,
    body: `${pageHeader(options.accountName, "Paiement refusé")}
<p role="status">Le paiement de ${escapeHtml(options.amount)} a été refusé. Aucun montant n'a été débité.</p>
${linkButton(options.backUrl, `Revenir sur le site de ${options.accountName}`)}
<p><a href="${escapeHtml(options.retryUrl)}">Essayer à nouveau</a></p>`,
  });
}

/** A page that can no longer take a payment (paid, approved, expired): what happened, what next. */
export function renderClosedPage(options: {
  accountName: string;
  heading: string;
  text: string;
  next: string;
}): string {
  return renderHostedPage({
    title: `${options.heading} – ${options.accountName}`,
    body: `${pageHeader(options.accountName, options.heading)}
<p>${escapeHtml(options.text)}</p>
${options.next}`,
  });
}
