import { useEffect, useState } from "react";
import { CodeForm } from "./CodeForm";
import { type CognitoClient, totpUri } from "./cognito-client";
import { SignInFrame } from "./SignInFrame";
import { groupedSecret, TotpQrCode } from "./TotpQrCode";
import { useTeamAuth } from "./team-auth";
import { cognitoFailureMessage } from "./use-sign-in-step";

type Setup = { secretCode: string; session: string } | { failure: string } | null;

/**
 * The set-up started for each Cognito session: one call per session, even when React's
 * development mode mounts the screen twice (Cognito takes a session once).
 */
const started = new Map<string, Promise<{ secretCode: string; session: string }>>();

/** Starts the second factor's set-up once per Cognito session. */
function useMfaSetup(client: CognitoClient | null, session: string): Setup {
  const [setup, setSetup] = useState<Setup>(null);
  useEffect(() => {
    if (!client) return;
    let current = true;
    let start = started.get(session);
    if (!start) {
      start = client.startMfaSetup(session);
      started.set(session, start);
      // A refused start may be tried again with a new sign-in (a new session).
      start.catch(() => started.delete(session));
    }
    start.then(
      (answer) => current && setSetup(answer),
      (error: unknown) => current && setSetup({ failure: cognitoFailureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [client, session]);
  return setup;
}

/** The second factor's set-up: install an app, scan the code (or type the key), give a code. */
export function MfaSetupScreen({ email, session }: { email: string; session: string }) {
  const { client, signOut } = useTeamAuth();
  const setup = useMfaSetup(client, session);

  return (
    <SignInFrame title="Protégez votre compte avec un code">
      <div className="content team-steps">
        <p>
          En plus du mot de passe, l'espace équipe demande un code à 6 chiffres donné par une
          application de votre téléphone. Ainsi, personne ne peut entrer avec votre seul mot de
          passe. Cette mise en place ne se fait qu'une fois.
        </p>
        <ol>
          <li>
            Installez sur votre téléphone une application d'authentification, par exemple « Google
            Authenticator » ou « Microsoft Authenticator » (gratuites, dans l'App Store ou Google
            Play).
          </li>
          <li>Dans l'application, choisissez « Ajouter un compte », puis scannez le code QR.</li>
          <li>Saisissez ci-dessous le code à 6 chiffres que l'application affiche.</li>
        </ol>
      </div>
      {setup === null ? <p className="block">Préparation…</p> : null}
      {setup && "failure" in setup ? (
        <div className="block">
          <p className="notification is-danger is-light" role="alert">
            {setup.failure}
          </p>
          <button type="button" className="button is-medium" onClick={() => signOut()}>
            Recommencer la connexion
          </button>
        </div>
      ) : null}
      {setup && "secretCode" in setup ? (
        <>
          <div className="block team-qr-box">
            <TotpQrCode uri={totpUri(setup.secretCode, email)} />
            <p>
              Impossible de scanner ? Dans l'application, choisissez « Saisir une clé » et tapez
              cette clé :
            </p>
            <p className="team-secret" translate="no">
              {groupedSecret(setup.secretCode)}
            </p>
          </div>
          <CodeForm
            idPrefix="double-authentification"
            email={email}
            submitLabel="Valider le code"
            answer={(client, code) => client.finishMfaSetup(email, setup.session, code)}
          />
        </>
      ) : null}
    </SignInFrame>
  );
}
