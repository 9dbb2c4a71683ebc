import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";

/** /success: the thank-you page after a card payment (spec, route table). */
export default function SuccessPage() {
  return (
    <section className="section" aria-labelledby="merci-titre">
      <div className="container content">
        <h1 id="merci-titre" className="title is-2">
          Merci pour votre paiement !
        </h1>
        <p className="is-size-5">
          Votre paiement est enregistré et votre place est réservée. Vous recevrez un e-mail de
          confirmation avec votre reçu.
        </p>
        <p>À bientôt sur les sentiers du Jura !</p>
        <HelpAndCalendarLink />
      </div>
    </section>
  );
}
