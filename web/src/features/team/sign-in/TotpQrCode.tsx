import { useEffect, useState } from "react";

/**
 * The set-up's QR code, drawn by the qrcode package, which only this screen loads: a picture
 * (data: URL, allowed by the site's img-src) with its purpose as text.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qrcode) => qrcode.toDataURL(uri, { margin: 2, width: 240, errorCorrectionLevel: "M" }))
      .then(
        (url) => {
          if (current) setImage(url);
        },
        () => undefined, // the secret below can still be typed
      );
    return () => {
      current = false;
    };
  }, [uri]);
  if (!image) return <p className="team-qr-placeholder">Préparation du code QR…</p>;
  return (
    <img
      className="team-qr"
      src={image}
      width={240}
      height={240}
      alt="Code QR à scanner avec l'application d'authentification"
    />
  );
}

/** The secret as an app asks to type it: groups of 4 characters. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
