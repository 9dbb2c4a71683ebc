import { CodeForm } from "./CodeForm";
import { SignInFrame } from "./SignInFrame";

/** At each sign-in once the second factor is set up: the app's 6-digit code. */
export function MfaCodeScreen({ email, session }: { email: string; session: string }) {
  return (
    <SignInFrame title="Code de l'application">
      <p className="block">
        Ouvrez l'application d'authentification de votre téléphone et saisissez le code à 6 chiffres
        affiché pour Jura VTT Vitalité.
      </p>
      <CodeForm
        idPrefix="code-connexion"
        email={email}
        submitLabel="Se connecter"
        answer={(client, code) => client.answerMfaCode(email, session, code)}
      />
    </SignInFrame>
  );
}
