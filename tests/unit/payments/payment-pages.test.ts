import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import PaymentCancelPage from "../../../web/src/pages/PaymentCancelPage";
import PaymentSuccessPage from "../../../web/src/pages/PaymentSuccessPage";
import SuccessPage from "../../../web/src/pages/SuccessPage";

function render(page: () => React.ReactElement, path: string): string {
  return renderToString(
    createElement(MemoryRouter, { initialEntries: [path] }, createElement(page)),
  );
}

describe("/payment-success", () => {
  it("waits calmly for our API, showing the last 8 characters of session_id as the reference", () => {
    const html = render(
      PaymentSuccessPage,
      "/payment-success?session_id=cs_test_a1b2c3d4e5f6g7h8&payment_id=pay_1",
    );
    expect(html).toContain("Nous attendons la confirmation de votre paiement…");
    expect(html).toMatch(/Référence(<!-- -->)? : <strong[^>]*>e5f6g7h8<\/strong>/);
    expect(html).not.toContain("cs_test_a1b2c3");
    expect(html).toContain('role="status"');
  });

  it("without payment_id says what it can, without crashing", () => {
    const html = render(PaymentSuccessPage, "/payment-success");
    expect(html).toContain("Nous ne trouvons pas les références de ce paiement.");
    expect(html).not.toContain("Référence :");
    expect(html).toContain('href="/calendrier"');
    const withSession = render(
      PaymentSuccessPage,
      "/payment-success?session_id=cs_test_abcdefgh12345678",
    );
    expect(withSession).toContain("12345678");
  });
});

describe("/payment-success, back from PayPal", () => {
  it("waits without session_id, showing the last 8 characters of PayPal's token as the reference", () => {
    const html = render(
      PaymentSuccessPage,
      "/payment-success?payment_id=pay_1&token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ",
    );
    expect(html).toContain("Nous attendons la confirmation de votre paiement…");
    expect(html).toMatch(/Référence(<!-- -->)? : <strong[^>]*>N364715T<\/strong>/);
    expect(html).not.toContain("QYR5Z8XDVJNXQ");
  });
});

describe("/payment-cancel", () => {
  it("says nothing was paid, the place is still held until the e-mail's deadline, and leads back through the payment link", () => {
    const html = render(
      PaymentCancelPage,
      "/payment-cancel?payment_id=pay_1&inscription=reg_42&jeton=1767225600.abc&token=ORDER1",
    );
    expect(html).toContain("Paiement non effectué");
    expect(html).toContain("aucun montant n&#x27;a été débité");
    expect(html).toContain("Votre place reste réservée pour le moment.");
    expect(html).toContain("jusqu&#x27;au délai de paiement indiqué dans votre e-mail");
    // No reminder promised: an offer from the waiting list has none at 24 h.
    expect(html).not.toContain("rappel");
    expect(html).toContain(
      'href="/confirmation-inscription?inscription=reg_42&amp;jeton=1767225600.abc"',
    );
    expect(html).toContain('href="/calendrier"');
  });

  it("without the payment link: the calendar and the contact", () => {
    const html = render(PaymentCancelPage, "/payment-cancel?payment_id=pay_1");
    expect(html).toContain("Votre place reste réservée pour le moment.");
    expect(html).not.toContain("Choisir un mode de paiement");
    expect(html).toContain('href="/calendrier"');
  });

  it("for a company's direct payment: its request was sent, no place is said to be held", () => {
    const html = render(PaymentCancelPage, "/payment-cancel?payment_id=pay_1&pour=entreprise");
    expect(html).toContain("Paiement non effectué");
    expect(html).toContain("Votre demande d&#x27;offre nous a bien été transmise");
    expect(html).not.toContain("Votre place reste réservée");
  });
});

describe("/success", () => {
  it("thanks the visitor and promises the e-mail", () => {
    const html = render(SuccessPage, "/success");
    expect(html).toContain("Merci pour votre paiement !");
    expect(html).toContain("e-mail de confirmation");
  });
});
